// Generated from entities/user-profile.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { userProfileCreateSchema, userProfileMeta, userProfileUpdateSchema } from '../../schemas/user-profile.schema';
import { UserProfileFields } from './UserProfileFields';

export default function UserProfileFormPage() {
  return (
    <EntityForm meta={userProfileMeta} createSchema={userProfileCreateSchema} updateSchema={userProfileUpdateSchema}>
      <UserProfileFields />
    </EntityForm>
  );
}
