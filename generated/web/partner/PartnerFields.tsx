// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { partnerCreateSchema, partnerMeta } from '../../schemas/partner.schema';

export function PartnerFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <ImageInput name="logo" label="Logo" required="onCreate" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="website" label="Website" type="url" />
      <SelectInput name="partnership" label="Relationship" options={[{ value: 'technology', label: 'Technology partner' }, { value: 'client', label: 'Client' }, { value: 'reseller', label: 'Reseller' }, { value: 'alliance', label: 'Alliance' }]} required />
      <TextArea name="description" label="Description" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating partner records inline from a relation select. */
export const partnerInlineForm: InlineForm = { meta: partnerMeta, schema: partnerCreateSchema, Fields: PartnerFields };
