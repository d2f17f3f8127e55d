// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { roleMeta, type Role } from '../../schemas/role.schema';

const columns: ListColumn<Role>[] = [
  { field: 'name', header: 'Name' },
  { field: 'key', header: 'Key' },
  { field: 'admin_access', header: 'May use the back office' },
  { field: 'all_permissions', header: 'All permissions' },
  { field: 'requires_two_factor', header: 'Requires two-factor sign-in' },
];

export default function RoleListPage() {
  return <ListPage meta={roleMeta} columns={columns} />;
}
