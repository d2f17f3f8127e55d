/** The hand-written API routers of the site, mounted under /api next to the generated ones. */
import type { Router } from 'express';
import { careersRouter } from './careers';
import { dashboardRouter } from './dashboard';
import { paymentProvider, paymentRouter } from './payment/router';
import { checkoutRouter } from './shop/router';

export const siteRouters: { path: string; router: Router }[] = [
  { path: '/dashboard', router: dashboardRouter() },
  { path: '/checkout', router: checkoutRouter(paymentProvider) },
  { path: '/payment', router: paymentRouter() },
  { path: '/careers', router: careersRouter() },
];
