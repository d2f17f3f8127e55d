// Generated from entities/partner-count.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { PartnerCount, PartnerCountInput } from '../schemas/partner-count.schema';

/** The fields that `sort` and `filter` of partnerCountApi.list accept. */
export type PartnerCountSortField = 'id' | 'created_at' | 'updated_at' | 'label' | 'value' | 'suffix' | 'display_order' | 'active';

/** The declared actions that partnerCountApi.bulk runs besides delete and update. */
export type PartnerCountAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type PartnerCountRelations = Record<never, never>;

/**
 * The API of Counters at /api/partner-count: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await partnerCountApi.list({ perPage: 10, sort: ['-id'] });
 */
export const partnerCountApi = resourceClient<PartnerCount, PartnerCountInput, PartnerCountSortField, PartnerCountAction, PartnerCountRelations>('partner-count');
