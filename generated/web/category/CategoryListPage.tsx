// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { categoryMeta, type Category } from '../../schemas/category.schema';

const columns: ListColumn<Category>[] = [
  { field: 'icon', header: 'Icon' },
  { field: 'name', header: 'Name' },
  { field: 'slug', header: 'Slug' },
  { field: 'active', header: 'Shown in the shop' },
  { field: 'display_order', header: 'Display order' },
];

export default function CategoryListPage() {
  return <ListPage meta={categoryMeta} columns={columns} />;
}
