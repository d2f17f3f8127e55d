/** The hand-written API routers of the site, mounted under /api next to the generated ones. */
import type { Router } from 'express';
import { careersRouter } from './careers';
import { dashboardRouter } from './dashboard';

export const siteRouters: { path: string; router: Router }[] = [
  { path: '/dashboard', router: dashboardRouter() },
  { path: '/careers', router: careersRouter() },
];
