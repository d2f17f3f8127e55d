// Generated from entities/page.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RichTextInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { pageCreateSchema, pageMeta, pageUpdateSchema } from '../../schemas/page.schema';

export default function PageFormPage() {
  return (
    <EntityForm meta={pageMeta} createSchema={pageCreateSchema} updateSchema={pageUpdateSchema}>
      <TextInput name="slug" label="Slug" required />
      <TextInput name="title" label="Title" required />
      <TextArea name="meta_description" label="Meta description" />
      <RichTextInput name="body" label="Body" required />
      <Checkbox name="published" label="Published on the site" />
    </EntityForm>
  );
}
