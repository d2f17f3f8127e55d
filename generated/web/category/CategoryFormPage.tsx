// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { categoryCreateSchema, categoryMeta, categoryUpdateSchema } from '../../schemas/category.schema';
import { CategoryFields } from './CategoryFields';

export default function CategoryFormPage() {
  return (
    <EntityForm meta={categoryMeta} createSchema={categoryCreateSchema} updateSchema={categoryUpdateSchema}>
      <CategoryFields />
    </EntityForm>
  );
}
