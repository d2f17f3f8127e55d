// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { lazy } from 'react';
import type { AdminRoute, NavEntry } from '../../runtime-web/admin/types';

export const generatedRoutes: AdminRoute[] = [
  { path: 'banner-list', entity: 'banner', operation: 'read', Page: lazy(() => import('./banner/BannerListPage')) },
  { path: 'add-banner', entity: 'banner', operation: 'create', Page: lazy(() => import('./banner/BannerFormPage')) },
  { path: 'edit-banner/:id', entity: 'banner', operation: 'update', Page: lazy(() => import('./banner/BannerFormPage')) },
  { path: 'banner-details/:id', entity: 'banner', operation: 'read', Page: lazy(() => import('./banner/BannerDetailsPage')) },
  { path: 'service-list', entity: 'service', operation: 'read', Page: lazy(() => import('./service/ServiceListPage')) },
  { path: 'add-service', entity: 'service', operation: 'create', Page: lazy(() => import('./service/ServiceFormPage')) },
  { path: 'edit-service/:id', entity: 'service', operation: 'update', Page: lazy(() => import('./service/ServiceFormPage')) },
  { path: 'service-details/:id', entity: 'service', operation: 'read', Page: lazy(() => import('./service/ServiceDetailsPage')) },
  { path: 'user-list', entity: 'user', operation: 'read', Page: lazy(() => import('./user/UserListPage')) },
  { path: 'add-user', entity: 'user', operation: 'create', Page: lazy(() => import('./user/UserFormPage')) },
  { path: 'edit-user/:id', entity: 'user', operation: 'update', Page: lazy(() => import('./user/UserFormPage')) },
  { path: 'admin-details/:id', entity: 'user', operation: 'read', Page: lazy(() => import('./user/UserDetailsPage')) },
];

export const generatedNav: NavEntry[] = [
  { path: 'banner-list', label: 'Home Banner', order: 290, entity: 'banner', related: ['add-banner', 'edit-banner', 'banner-details'] },
  { path: 'service-list', label: 'Services', order: 40, entity: 'service', related: ['add-service', 'edit-service', 'service-details'] },
];
