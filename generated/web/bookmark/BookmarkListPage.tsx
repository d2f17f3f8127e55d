// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ListPage, type ListColumn } from '../../../runtime-web/list/ListPage';
import { bookmarkMeta, type Bookmark } from '../../schemas/bookmark.schema';

const columns: ListColumn<Bookmark>[] = [
  { field: 'user_id', header: 'Customer' },
  { field: 'product_id', header: 'Product' },
];

export default function BookmarkListPage() {
  return <ListPage meta={bookmarkMeta} columns={columns} />;
}
