// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { redirectCreateSchema, redirectMeta } from '../../schemas/redirect.schema';

export function RedirectFields() {
  return (
    <>
      <TextInput name="from_path" label="From" type="url" required />
      <TextInput name="to" label="To" type="url" required />
      <SelectInput name="status" label="Kind" options={[{ value: '301', label: '301 Moved permanently' }, { value: '302', label: '302 Moved temporarily' }]} required />
      <Checkbox name="active" label="Active" />
    </>
  );
}

/** The add form without its page, for creating redirect records inline from a relation select. */
export const redirectInlineForm: InlineForm = { meta: redirectMeta, schema: redirectCreateSchema, Fields: RedirectFields };
