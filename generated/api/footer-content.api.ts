// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { FooterContent, FooterContentInput } from '../schemas/footer-content.schema';
import type { FooterHeader } from '../schemas/footer-header.schema';

/** The fields that `sort` and `filter` of footerContentApi.list accept. */
export type FooterContentSortField = 'id' | 'created_at' | 'updated_at' | 'footer_header_id' | 'label' | 'url' | 'new_tab' | 'display_order' | 'active';

/** The declared actions that footerContentApi.bulk runs besides delete and update. */
export type FooterContentAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type FooterContentRelations = {
  footer_header: { field: 'footer_header_id'; record: FooterHeader; many: false };
};

/**
 * The API of Footer Links at /api/footer-content: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await footerContentApi.list({ perPage: 10, sort: ['-id'] });
 */
export const footerContentApi = resourceClient<FooterContent, FooterContentInput, FooterContentSortField, FooterContentAction, FooterContentRelations>('footer-content');
