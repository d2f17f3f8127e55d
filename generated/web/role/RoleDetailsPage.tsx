// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { roleMeta } from '../../schemas/role.schema';

export default function RoleDetailsPage() {
  return <DetailsPage meta={roleMeta} fields={['name', 'key', 'description', 'admin_access', 'all_permissions', 'requires_two_factor', 'permissions']} />;
}
