// Generated from entities/bookmark.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Bookmark, BookmarkInput } from '../schemas/bookmark.schema';

/** The fields that `sort` and `filter` of bookmarkApi.list accept. */
export type BookmarkSortField = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'product_id';

/** What a client sends: `user_id` may be left out, the server sets it from the token (staff granted create may name any owner). */
export type BookmarkClientInput = Omit<BookmarkInput, 'user_id'> & { user_id?: BookmarkInput['user_id'] };

/** The declared actions that bookmarkApi.bulk runs besides delete and update. */
export type BookmarkAction = never;

/**
 * The API of Bookmarks at /api/bookmark: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * Owned by `user_id`: a signed-in user sees and deletes only their own rows (another user's row answers 404); staff whose role grants the operation reach all.
 * @example const { data } = await bookmarkApi.list({ perPage: 10, sort: ['-id'] });
 */
export const bookmarkApi = resourceClient<Bookmark, BookmarkClientInput, BookmarkSortField, BookmarkAction>('bookmark');
