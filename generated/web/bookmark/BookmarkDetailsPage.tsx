// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { bookmarkMeta } from '../../schemas/bookmark.schema';

export default function BookmarkDetailsPage() {
  return <DetailsPage meta={bookmarkMeta} fields={['user_id', 'product_id']} />;
}
