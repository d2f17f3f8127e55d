// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Media, MediaInput } from '../schemas/media.schema';
import type { User } from '../schemas/user.schema';

/** The fields that `sort` and `filter` of mediaApi.list accept. */
export type MediaSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'alt' | 'width' | 'height' | 'size' | 'mime_type' | 'kind' | 'uploaded_by_id';

/** The declared actions that mediaApi.bulk runs besides delete and update. */
export type MediaAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type MediaRelations = {
  uploaded_by: { field: 'uploaded_by_id'; record: User; many: false };
};

/**
 * The API of Media Library at /api/media: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await mediaApi.list({ perPage: 10, sort: ['-id'] });
 */
export const mediaApi = resourceClient<Media, MediaInput, MediaSortField, MediaAction, MediaRelations>('media');
