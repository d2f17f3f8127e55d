// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { subcategoryCreateSchema, subcategoryMeta, subcategoryUpdateSchema } from '../../schemas/subcategory.schema';
import { SubcategoryFields } from './SubcategoryFields';

export default function SubcategoryFormPage() {
  return (
    <EntityForm meta={subcategoryMeta} createSchema={subcategoryCreateSchema} updateSchema={subcategoryUpdateSchema}>
      <SubcategoryFields />
    </EntityForm>
  );
}
