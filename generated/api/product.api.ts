// Generated from entities/product.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { draftClient } from '../../runtime-web/api/draft-client';
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Product, ProductInput } from '../schemas/product.schema';
import type { Category } from '../schemas/category.schema';
import type { Subcategory } from '../schemas/subcategory.schema';

/** The fields that `sort` and `filter` of productApi.list accept. */
export type ProductSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'slug' | 'sku' | 'category_id' | 'subcategory_id' | 'billing' | 'price' | 'discount_price' | 'discount_start_date' | 'discount_end_date' | 'quantity' | 'active' | 'featured';

/** The declared actions that productApi.bulk runs besides delete and update. */
export type ProductAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ProductRelations = {
  category: { field: 'category_id'; record: Category; many: false };
  subcategory: { field: 'subcategory_id'; record: Subcategory; many: false };
};

/**
 * The API of Products at /api/product: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * With drafts: `list` and `get` answer the live (published) values; staff read and write the draft with
 * getDraft, saveDraft, discardDraft, publish, unpublish, previewLink and schedule (runtime-web/api/draft-client.ts).
 * @example const { data } = await productApi.list({ perPage: 10, sort: ['-id'] });
 */
export const productApi = { ...resourceClient<Product, ProductInput, ProductSortField, ProductAction, ProductRelations>('product'), ...draftClient<Product, ProductInput>('product') };
