// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { AboutData, AboutDataInput } from '../schemas/about-data.schema';

/** The fields that `sort` and `filter` of aboutDataApi.list accept. */
export type AboutDataSortField = 'id' | 'created_at' | 'updated_at' | 'company_name' | 'tagline' | 'founded_year' | 'employees' | 'email' | 'phone' | 'linkedin_url' | 'x_url' | 'facebook_url' | 'youtube_url';

/** The declared actions that aboutDataApi.bulk runs besides delete and update. */
export type AboutDataAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type AboutDataRelations = Record<never, never>;

/**
 * The API of About Company at /api/about-data: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await aboutDataApi.list({ perPage: 10, sort: ['-id'] });
 */
export const aboutDataApi = resourceClient<AboutData, AboutDataInput, AboutDataSortField, AboutDataAction, AboutDataRelations>('about-data');
