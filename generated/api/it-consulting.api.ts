// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ItConsulting, ItConsultingInput } from '../schemas/it-consulting.schema';
import type { Service } from '../schemas/service.schema';

/** The fields that `sort` and `filter` of itConsultingApi.list accept. */
export type ItConsultingSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'service_id' | 'display_order';

/** The declared actions that itConsultingApi.bulk runs besides delete and update. */
export type ItConsultingAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ItConsultingRelations = {
  service: { field: 'service_id'; record: Service; many: false };
};

/**
 * The API of IT Consulting Services at /api/it-consulting: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await itConsultingApi.list({ perPage: 10, sort: ['-id'] });
 */
export const itConsultingApi = resourceClient<ItConsulting, ItConsultingInput, ItConsultingSortField, ItConsultingAction, ItConsultingRelations>('it-consulting');
