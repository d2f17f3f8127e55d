// Generated from entities/role.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { JsonInput } from '../../../kinds/json/JsonInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { roleCreateSchema, roleMeta } from '../../schemas/role.schema';

export function RoleFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="key" label="Key" required />
      <TextArea name="description" label="Description" />
      <Checkbox name="admin_access" label="May use the back office" />
      <Checkbox name="all_permissions" label="All permissions" />
      <Checkbox name="requires_two_factor" label="Requires two-factor sign-in" />
      <JsonInput name="permissions" label="Permissions" />
    </>
  );
}

/** The add form without its page, for creating role records inline from a relation select. */
export const roleInlineForm: InlineForm = { meta: roleMeta, schema: roleCreateSchema, Fields: RoleFields };
