// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { partnerCountCreateSchema, partnerCountMeta } from '../../schemas/partner-count.schema';

export function PartnerCountFields() {
  return (
    <>
      <TextInput name="label" label="Label" required />
      <TextInput name="value" label="Value" type="number" required />
      <TextInput name="suffix" label="Suffix" />
      <ImageInput name="icon" label="Icon" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating counter records inline from a relation select. */
export const partnerCountInlineForm: InlineForm = { meta: partnerCountMeta, schema: partnerCountCreateSchema, Fields: PartnerCountFields };
