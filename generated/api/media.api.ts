// Generated from entities/media.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Media, MediaInput } from '../schemas/media.schema';

/** The fields that `sort` and `filter` of mediaApi.list accept. */
export type MediaSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'alt' | 'width' | 'height' | 'size' | 'mime_type' | 'kind' | 'uploaded_by_id';

/** The declared actions that mediaApi.bulk runs besides delete and update. */
export type MediaAction = never;

/**
 * The API of Media Library at /api/media: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await mediaApi.list({ perPage: 10, sort: ['-id'] });
 */
export const mediaApi = resourceClient<Media, MediaInput, MediaSortField, MediaAction>('media');
