// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import { userCreateSchema, userMeta, userUpdateSchema } from '../../schemas/user.schema';

export default function UserFormPage() {
  return (
    <EntityForm meta={userMeta} createSchema={userCreateSchema} updateSchema={userUpdateSchema}>
      <TextInput name="first_name" label="First name" required />
      <TextInput name="last_name" label="Last name" />
      <TextInput name="email" label="Email" type="email" required />
      <TextInput name="password" label="Password" type="password" required="onCreate" />
      <TextInput name="phone" label="Phone" type="tel" />
      <RelationSelect name="role_id" label="Role" entity="role" show="name" required />
    </EntityForm>
  );
}
