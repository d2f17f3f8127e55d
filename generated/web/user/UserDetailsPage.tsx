// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { userMeta } from '../../schemas/user.schema';

export default function UserDetailsPage() {
  return <DetailsPage meta={userMeta} fields={['first_name', 'last_name', 'email', 'phone', 'role_id', 'language']} />;
}
