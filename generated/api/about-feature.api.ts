// Generated from entities/about-feature.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { AboutFeature, AboutFeatureInput } from '../schemas/about-feature.schema';

/** The fields that `sort` and `filter` of aboutFeatureApi.list accept. */
export type AboutFeatureSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'display_order' | 'active';

/** The declared actions that aboutFeatureApi.bulk runs besides delete and update. */
export type AboutFeatureAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type AboutFeatureRelations = Record<never, never>;

/**
 * The API of Client About Features at /api/about-feature: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await aboutFeatureApi.list({ perPage: 10, sort: ['-id'] });
 */
export const aboutFeatureApi = resourceClient<AboutFeature, AboutFeatureInput, AboutFeatureSortField, AboutFeatureAction, AboutFeatureRelations>('about-feature');
