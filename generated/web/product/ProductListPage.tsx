// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { TrashPage } from '../../../runtime-web/records/TrashPage';
import { productMeta, type Product } from '../../schemas/product.schema';

const columns: ListColumn<Product>[] = [
  { field: 'photo', header: 'Photo' },
  { field: 'name', header: 'Name' },
  { field: 'category_id', header: 'Category' },
  { field: 'price', header: 'Price' },
  { field: 'quantity', header: 'Stock quantity' },
  { field: 'active', header: 'On sale' },
];

export default function ProductListPage() {
  return <ListPage meta={productMeta} columns={columns} />;
}

/** The trash: /admin/products/trash */
export function ProductTrashPage() {
  return <TrashPage meta={productMeta} columns={columns} />;
}
