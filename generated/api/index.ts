// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
export { bannerApi, type BannerSortField } from './banner.api';
export { serviceApi, type ServiceSortField } from './service.api';
export { userApi, type UserSortField } from './user.api';
export type { ListParams, ResourceClient } from '../../runtime-web/api/resource-client';
