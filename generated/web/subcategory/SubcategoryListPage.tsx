// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { subcategoryMeta, type Subcategory } from '../../schemas/subcategory.schema';

const columns: ListColumn<Subcategory>[] = [
  { field: 'name', header: 'Name' },
  { field: 'category_id', header: 'Category' },
  { field: 'slug', header: 'Slug' },
  { field: 'active', header: 'Shown in the shop' },
  { field: 'display_order', header: 'Display order' },
];

export default function SubcategoryListPage() {
  return <ListPage meta={subcategoryMeta} columns={columns} />;
}
