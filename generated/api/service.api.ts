// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Service, ServiceInput } from '../schemas/service.schema';

/** The fields that `sort` and `filter` of serviceApi.list accept. */
export type ServiceSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'slug' | 'display_order' | 'featured';

/** The declared actions that serviceApi.bulk runs besides delete and update. */
export type ServiceAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type ServiceRelations = Record<never, never>;

/**
 * The API of Services at /api/service: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await serviceApi.list({ perPage: 10, sort: ['-id'] });
 */
export const serviceApi = resourceClient<Service, ServiceInput, ServiceSortField, ServiceAction, ServiceRelations>('service');
