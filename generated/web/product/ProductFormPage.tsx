// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { productCreateSchema, productMeta, productUpdateSchema } from '../../schemas/product.schema';
import { ProductFields } from './ProductFields';

export default function ProductFormPage() {
  return (
    <EntityForm meta={productMeta} createSchema={productCreateSchema} updateSchema={productUpdateSchema}>
      <ProductFields />
    </EntityForm>
  );
}
