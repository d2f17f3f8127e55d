import { generatedNav, generatedRoutes } from '../../generated/web/admin-routes';
import type { AdminRoute, NavEntry } from '../../runtime-web/admin/types';

/** The admin navigation: the hand-written dashboard first, then what the entities declare. */
export const adminNav: NavEntry[] = [{ path: 'dashboard', label: 'Dashboard', order: 0, related: [] }, ...generatedNav];

/** Every admin route that exists; hand-written pages are added here beside the generated ones. */
export const adminRoutes: AdminRoute[] = [...generatedRoutes];
