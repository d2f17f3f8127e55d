// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { examQuestionMeta, type ExamQuestion } from '../../schemas/exam-question.schema';

const columns: ListColumn<ExamQuestion>[] = [
  { field: 'title', header: 'Title' },
  { field: 'duration_minutes', header: 'Duration (minutes)' },
  { field: 'pass_mark', header: 'Pass mark (%)' },
  { field: 'active', header: 'Open for applicants' },
];

export default function ExamQuestionListPage() {
  return <ListPage meta={examQuestionMeta} columns={columns} />;
}
