// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RelationSelect, TextArea, TextInput } from '../../../runtime-web/form/fields';
import { subcategoryCreateSchema, subcategoryMeta, subcategoryUpdateSchema } from '../../schemas/subcategory.schema';

export default function SubcategoryFormPage() {
  return (
    <EntityForm meta={subcategoryMeta} createSchema={subcategoryCreateSchema} updateSchema={subcategoryUpdateSchema}>
      <RelationSelect name="category_id" label="Category" entity="category" show="name" required />
      <TextInput name="name" label="Name" required />
      <TextInput name="slug" label="Slug" required />
      <TextArea name="description" label="Description" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown in the shop" />
    </EntityForm>
  );
}
