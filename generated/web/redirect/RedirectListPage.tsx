// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { redirectMeta, type Redirect } from '../../schemas/redirect.schema';

const columns: ListColumn<Redirect>[] = [
  { field: 'from_path', header: 'From' },
  { field: 'to', header: 'To' },
  { field: 'status', header: 'Kind' },
  { field: 'active', header: 'Active' },
];

export default function RedirectListPage() {
  return <ListPage meta={redirectMeta} columns={columns} />;
}
