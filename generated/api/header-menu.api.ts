// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { HeaderMenu, HeaderMenuInput } from '../schemas/header-menu.schema';

/** The fields that `sort` and `filter` of headerMenuApi.list accept. */
export type HeaderMenuSortField = 'id' | 'created_at' | 'updated_at' | 'label' | 'url' | 'parent_id' | 'display_order' | 'active';

/** The declared actions that headerMenuApi.bulk runs besides delete and update. */
export type HeaderMenuAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type HeaderMenuRelations = {
  parent: { field: 'parent_id'; record: HeaderMenu; many: false };
};

/**
 * The API of Header Menu at /api/header-menu: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await headerMenuApi.list({ perPage: 10, sort: ['-id'] });
 */
export const headerMenuApi = resourceClient<HeaderMenu, HeaderMenuInput, HeaderMenuSortField, HeaderMenuAction, HeaderMenuRelations>('header-menu');
