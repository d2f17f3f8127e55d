// Generated from entities/partner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Partner, PartnerInput } from '../schemas/partner.schema';

/** The fields that `sort` and `filter` of partnerApi.list accept. */
export type PartnerSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'website' | 'partnership' | 'display_order' | 'active';

/** The declared actions that partnerApi.bulk runs besides delete and update. */
export type PartnerAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type PartnerRelations = Record<never, never>;

/**
 * The API of Partners at /api/partner: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await partnerApi.list({ perPage: 10, sort: ['-id'] });
 */
export const partnerApi = resourceClient<Partner, PartnerInput, PartnerSortField, PartnerAction, PartnerRelations>('partner');
