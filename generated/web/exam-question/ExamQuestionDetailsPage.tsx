// Generated from entities/exam-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { examQuestionMeta } from '../../schemas/exam-question.schema';

export default function ExamQuestionDetailsPage() {
  return <DetailsPage meta={examQuestionMeta} fields={['title', 'instructions', 'duration_minutes', 'pass_mark', 'question_ids', 'shuffle_questions', 'active']} />;
}
