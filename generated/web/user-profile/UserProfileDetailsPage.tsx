// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { userProfileMeta } from '../../schemas/user-profile.schema';

export default function UserProfileDetailsPage() {
  return <DetailsPage meta={userProfileMeta} fields={['user_id', 'headline', 'bio', 'photo', 'phone', 'address_line1', 'address_line2', 'city', 'region', 'postcode', 'country']} />;
}
