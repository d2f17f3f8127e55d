// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { singleQuestionMeta } from '../../schemas/single-question.schema';

export default function SingleQuestionDetailsPage() {
  return <DetailsPage meta={singleQuestionMeta} fields={['question_type_id', 'question', 'options', 'correct_answers', 'exact_answer', 'marks', 'difficulty', 'explanation', 'active']} />;
}
