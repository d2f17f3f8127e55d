// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, ImageInput, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { categoryCreateSchema, categoryMeta, categoryUpdateSchema } from '../../schemas/category.schema';

export default function CategoryFormPage() {
  return (
    <EntityForm meta={categoryMeta} createSchema={categoryCreateSchema} updateSchema={categoryUpdateSchema}>
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" required />
      <TextArea name="description" label="Description" />
      <ImageInput name="icon" label="Icon" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown in the shop" />
    </EntityForm>
  );
}
