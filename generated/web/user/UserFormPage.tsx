// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { userCreateSchema, userMeta, userUpdateSchema } from '../../schemas/user.schema';
import { UserFields } from './UserFields';

export default function UserFormPage() {
  return (
    <EntityForm meta={userMeta} createSchema={userCreateSchema} updateSchema={userUpdateSchema}>
      <UserFields />
    </EntityForm>
  );
}
