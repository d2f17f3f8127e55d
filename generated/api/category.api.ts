// Generated from entities/category.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Category, CategoryInput } from '../schemas/category.schema';

/** The fields that `sort` and `filter` of categoryApi.list accept. */
export type CategorySortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'slug' | 'accent_color' | 'display_order' | 'active';

/** The declared actions that categoryApi.bulk runs besides delete and update. */
export type CategoryAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type CategoryRelations = Record<never, never>;

/**
 * The API of Categories at /api/category: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await categoryApi.list({ perPage: 10, sort: ['-id'] });
 */
export const categoryApi = resourceClient<Category, CategoryInput, CategorySortField, CategoryAction, CategoryRelations>('category');
