// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, JsonInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { roleCreateSchema, roleMeta, roleUpdateSchema } from '../../schemas/role.schema';

export default function RoleFormPage() {
  return (
    <EntityForm meta={roleMeta} createSchema={roleCreateSchema} updateSchema={roleUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextInput name="key" label="Key" required />
      <TextArea name="description" label="Description" />
      <Checkbox name="admin_access" label="May use the back office" />
      <Checkbox name="all_permissions" label="All permissions" />
      <JsonInput name="permissions" label="Permissions" />
    </EntityForm>
  );
}
