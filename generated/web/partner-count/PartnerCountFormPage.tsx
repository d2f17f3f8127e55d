// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, ImageInput, TextInput } from '../../../runtime-web/form/fields';
import { partnerCountCreateSchema, partnerCountMeta, partnerCountUpdateSchema } from '../../schemas/partner-count.schema';

export default function PartnerCountFormPage() {
  return (
    <EntityForm meta={partnerCountMeta} createSchema={partnerCountCreateSchema} updateSchema={partnerCountUpdateSchema}>
      <TextInput name="label" label="Label" required />
      <TextInput name="value" label="Value" type="number" required />
      <TextInput name="suffix" label="Suffix" />
      <ImageInput name="icon" label="Icon" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
