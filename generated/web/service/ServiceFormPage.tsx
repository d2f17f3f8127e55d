// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, ImageInput, RichTextInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { serviceCreateSchema, serviceMeta, serviceUpdateSchema } from '../../schemas/service.schema';

export default function ServiceFormPage() {
  return (
    <EntityForm meta={serviceMeta} createSchema={serviceCreateSchema} updateSchema={serviceUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" />
      <TextArea name="summary" label="Short description" />
      <RichTextInput name="body" label="Description" />
      <ImageInput name="icon" label="Icon or photo" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="featured" label="Show on the home page" />
    </EntityForm>
  );
}
