// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { SelectInput, TextInput } from '../../../runtime-web/form/fields';
import { userCreateSchema, userMeta, userUpdateSchema } from '../../schemas/user.schema';

export default function UserFormPage() {
  return (
    <EntityForm meta={userMeta} createSchema={userCreateSchema} updateSchema={userUpdateSchema}>
      <TextInput name="first_name" label="First name" required />
      <TextInput name="last_name" label="Last name" />
      <TextInput name="email" label="Email" type="email" required />
      <TextInput name="password" label="Password" type="password" required="onCreate" />
      <SelectInput name="role" label="Role" options={[{ value: 'customer', label: 'Customer' }, { value: 'admin', label: 'Admin' }]} required />
    </EntityForm>
  );
}
