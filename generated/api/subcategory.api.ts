// Generated from entities/subcategory.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Subcategory, SubcategoryInput } from '../schemas/subcategory.schema';
import type { Category } from '../schemas/category.schema';

/** The fields that `sort` and `filter` of subcategoryApi.list accept. */
export type SubcategorySortField = 'id' | 'created_at' | 'updated_at' | 'category_id' | 'name' | 'slug' | 'display_order' | 'active';

/** The declared actions that subcategoryApi.bulk runs besides delete and update. */
export type SubcategoryAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type SubcategoryRelations = {
  category: { field: 'category_id'; record: Category; many: false };
};

/**
 * The API of Subcategories at /api/subcategory: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await subcategoryApi.list({ perPage: 10, sort: ['-id'] });
 */
export const subcategoryApi = resourceClient<Subcategory, SubcategoryInput, SubcategorySortField, SubcategoryAction, SubcategoryRelations>('subcategory');
