// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { FooterHeader, FooterHeaderInput } from '../schemas/footer-header.schema';

/** The fields that `sort` and `filter` of footerHeaderApi.list accept. */
export type FooterHeaderSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'display_order' | 'active';

/** The declared actions that footerHeaderApi.bulk runs besides delete and update. */
export type FooterHeaderAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type FooterHeaderRelations = Record<never, never>;

/**
 * The API of Footer Columns at /api/footer-header: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await footerHeaderApi.list({ perPage: 10, sort: ['-id'] });
 */
export const footerHeaderApi = resourceClient<FooterHeader, FooterHeaderInput, FooterHeaderSortField, FooterHeaderAction, FooterHeaderRelations>('footer-header');
