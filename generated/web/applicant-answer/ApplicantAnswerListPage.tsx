// Generated from entities/applicant-answer.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { applicantAnswerMeta, type ApplicantAnswer } from '../../schemas/applicant-answer.schema';

const columns: ListColumn<ApplicantAnswer>[] = [
  { field: 'applicant_id', header: 'Applicant' },
  { field: 'exam_id', header: 'Exam' },
  { field: 'submitted_at', header: 'Submitted at' },
  { field: 'score', header: 'Marks scored' },
  { field: 'reviewed', header: 'Fully marked' },
  { field: 'passed', header: 'Passed' },
  { field: 'published', header: 'Result published' },
];

export default function ApplicantAnswerListPage() {
  return <ListPage meta={applicantAnswerMeta} columns={columns} />;
}
