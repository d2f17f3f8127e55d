// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { userMeta, type User } from '../../schemas/user.schema';

const columns: ListColumn<User>[] = [
  { field: 'first_name', header: 'First name' },
  { field: 'last_name', header: 'Last name' },
  { field: 'email', header: 'Email' },
  { field: 'role_id', header: 'Role' },
];

export default function UserListPage() {
  return <ListPage meta={userMeta} columns={columns} />;
}
