// Generated from entities/question-type.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { questionTypeMeta, type QuestionType } from '../../schemas/question-type.schema';

const columns: ListColumn<QuestionType>[] = [
  { field: 'name', header: 'Name' },
  { field: 'kind', header: 'Answer kind' },
];

export default function QuestionTypeListPage() {
  return <ListPage meta={questionTypeMeta} columns={columns} />;
}
