// Generated from entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { userCreateSchema, userMeta } from '../../schemas/user.schema';

export function UserFields() {
  return (
    <>
      <TextInput name="first_name" label="First name" required />
      <TextInput name="last_name" label="Last name" />
      <TextInput name="email" label="Email" type="email" required />
      <TextInput name="password" label="Password" type="password" required="onCreate" />
      <TextInput name="phone" label="Phone" type="tel" />
      <RelationSelect name="role_id" label="Role" entity="role" show="name" required />
      <SelectInput name="language" label="Admin language" options={[{ value: 'en', label: 'English' }, { value: 'de', label: 'Deutsch' }]} />
    </>
  );
}

/** The add form without its page, for creating user records inline from a relation select. */
export const userInlineForm: InlineForm = { meta: userMeta, schema: userCreateSchema, Fields: UserFields };
