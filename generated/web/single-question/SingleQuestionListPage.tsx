// Generated from entities/single-question.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { singleQuestionMeta, type SingleQuestion } from '../../schemas/single-question.schema';

const columns: ListColumn<SingleQuestion>[] = [
  { field: 'question', header: 'Question' },
  { field: 'question_type_id', header: 'Question type' },
  { field: 'difficulty', header: 'Difficulty' },
  { field: 'marks', header: 'Marks' },
  { field: 'active', header: 'Available for exams' },
];

export default function SingleQuestionListPage() {
  return <ListPage meta={singleQuestionMeta} columns={columns} />;
}
