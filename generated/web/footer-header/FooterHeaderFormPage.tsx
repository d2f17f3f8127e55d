// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, TextInput } from '../../../runtime-web/form/fields';
import { footerHeaderCreateSchema, footerHeaderMeta, footerHeaderUpdateSchema } from '../../schemas/footer-header.schema';

export default function FooterHeaderFormPage() {
  return (
    <EntityForm meta={footerHeaderMeta} createSchema={footerHeaderCreateSchema} updateSchema={footerHeaderUpdateSchema}>
      <TextInput name="title" label="Title" required />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}
