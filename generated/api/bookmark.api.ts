// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Bookmark, BookmarkInput } from '../schemas/bookmark.schema';
import type { User } from '../schemas/user.schema';
import type { Product } from '../schemas/product.schema';

/** The fields that `sort` and `filter` of bookmarkApi.list accept. */
export type BookmarkSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'product_id';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type BookmarkClientInput = Omit<BookmarkInput, 'user_id'> & { user_id?: BookmarkInput['user_id'] };

/** The declared actions that bookmarkApi.bulk runs besides delete and update. */
export type BookmarkAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type BookmarkRelations = {
  user: { field: 'user_id'; record: User; many: false };
  product: { field: 'product_id'; record: Product; many: false };
};

/**
 * The API of Bookmarks at /api/bookmark: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await bookmarkApi.list({ perPage: 10, sort: ['-id'] });
 */
export const bookmarkApi = resourceClient<Bookmark, BookmarkClientInput, BookmarkSortField, BookmarkAction, BookmarkRelations>('bookmark');
