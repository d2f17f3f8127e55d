// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { userProfileMeta, type UserProfile } from '../../schemas/user-profile.schema';

const columns: ListColumn<UserProfile>[] = [
  { field: 'user_id', header: 'Account' },
  { field: 'headline', header: 'Headline' },
  { field: 'city', header: 'City' },
  { field: 'country', header: 'Country' },
];

export default function UserProfileListPage() {
  return <ListPage meta={userProfileMeta} columns={columns} />;
}
