// Generated from entities/redirect.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Redirect, RedirectInput } from '../schemas/redirect.schema';

/** The fields that `sort` and `filter` of redirectApi.list accept. */
export type RedirectSortField = 'id' | 'created_at' | 'updated_at' | 'from_path' | 'to' | 'status' | 'active';

/** The declared actions that redirectApi.bulk runs besides delete and update. */
export type RedirectAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type RedirectRelations = Record<never, never>;

/**
 * The API of Redirects at /api/redirect: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await redirectApi.list({ perPage: 10, sort: ['-id'] });
 */
export const redirectApi = resourceClient<Redirect, RedirectInput, RedirectSortField, RedirectAction, RedirectRelations>('redirect');
