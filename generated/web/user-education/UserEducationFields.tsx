// Generated from entities/user-education.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { userEducationCreateSchema, userEducationMeta } from '../../schemas/user-education.schema';

export function UserEducationFields() {
  return (
    <>
      <RelationSelect name="user_id" label="Account" entity="user" show="email" required />
      <TextInput name="institution" label="Institution" required />
      <TextInput name="degree" label="Degree" required />
      <TextInput name="field_of_study" label="Field of study" />
      <TextInput name="start_date" label="Start date" type="date" required />
      <TextInput name="end_date" label="End date" type="date" />
      <TextArea name="description" label="Description" />
    </>
  );
}

/** The add form without its page, for creating education records inline from a relation select. */
export const userEducationInlineForm: InlineForm = { meta: userEducationMeta, schema: userEducationCreateSchema, Fields: UserEducationFields };
