// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import { footerContentCreateSchema, footerContentMeta, footerContentUpdateSchema } from '../../schemas/footer-content.schema';

export default function FooterContentFormPage() {
  return (
    <EntityForm meta={footerContentMeta} createSchema={footerContentCreateSchema} updateSchema={footerContentUpdateSchema}>
      <RelationSelect name="footer_header_id" label="Column" entity="footer-header" show="title" required />
      <TextInput name="label" label="Label" required />
      <TextInput name="url" label="Link" type="url" required />
      <Checkbox name="new_tab" label="Open in a new tab" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
