// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { Banner, BannerInput } from '../schemas/banner.schema';
import type { Service } from '../schemas/service.schema';

/** The fields that `sort` and `filter` of bannerApi.list accept. */
export type BannerSortField = 'id' | 'created_at' | 'updated_at' | 'title' | 'service_id' | 'sub_title';

/** The declared actions that bannerApi.bulk runs besides delete and update. */
export type BannerAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type BannerRelations = {
  service: { field: 'service_id'; record: Service; many: false };
};

/**
 * The API of Home Banner at /api/banner: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await bannerApi.list({ perPage: 10, sort: ['-id'] });
 */
export const bannerApi = resourceClient<Banner, BannerInput, BannerSortField, BannerAction, BannerRelations>('banner');
