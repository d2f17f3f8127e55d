// Generated from entities/it-consulting.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ItConsulting, ItConsultingInput } from '../schemas/it-consulting.schema';

/** The fields that `sort` and `filter` of itConsultingApi.list accept. */
export type ItConsultingSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'service_id' | 'display_order';

/** The declared actions that itConsultingApi.bulk runs besides delete and update. */
export type ItConsultingAction = never;

/**
 * The API of IT Consulting Services at /api/it-consulting: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await itConsultingApi.list({ perPage: 10, sort: ['-id'] });
 */
export const itConsultingApi = resourceClient<ItConsulting, ItConsultingInput, ItConsultingSortField, ItConsultingAction>('it-consulting');
