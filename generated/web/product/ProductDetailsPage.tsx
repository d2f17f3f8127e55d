// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { productMeta } from '../../schemas/product.schema';

export default function ProductDetailsPage() {
  return <DetailsPage meta={productMeta} fields={['name', 'slug', 'sku', 'category_id', 'subcategory_id', 'summary', 'body', 'specifications', 'billing', 'price', 'discount_price', 'discount_start_date', 'discount_end_date', 'photo', 'quantity', 'active', 'featured']} />;
}
