// Generated from entities/applicant-answer.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { applicantAnswerMeta } from '../../schemas/applicant-answer.schema';

export default function ApplicantAnswerDetailsPage() {
  return <DetailsPage meta={applicantAnswerMeta} fields={['applicant_id', 'exam_id', 'answers', 'started_at', 'submitted_at', 'auto_score', 'review_marks', 'reviewed', 'score', 'max_score', 'passed', 'attempt_key', 'person_key', 'account_key', 'published', 'published_at']} />;
}
