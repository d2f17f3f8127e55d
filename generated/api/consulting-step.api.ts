// Generated from entities/consulting-step.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { ConsultingStep, ConsultingStepInput } from '../schemas/consulting-step.schema';

/** The fields that `sort` and `filter` of consultingStepApi.list accept. */
export type ConsultingStepSortField = 'id' | 'created_at' | 'updated_at' | 'step_number' | 'title';

/** The declared actions that consultingStepApi.bulk runs besides delete and update. */
export type ConsultingStepAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ConsultingStepRelations = Record<never, never>;

/**
 * The API of Consulting Steps at /api/consulting-step: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await consultingStepApi.list({ perPage: 10, sort: ['-id'] });
 */
export const consultingStepApi = resourceClient<ConsultingStep, ConsultingStepInput, ConsultingStepSortField, ConsultingStepAction, ConsultingStepRelations>('consulting-step');
