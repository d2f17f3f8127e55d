/** The hand-written API routers of the site, mounted under /api next to the generated ones. */
import type { Router } from 'express';
import { careersRouter } from '../careers/server';
import { dashboardRouter } from './dashboard';
import type { SiteProvider } from '../shop/server/payment/providers';
import { paymentRouter } from '../shop/server/payment/router';
import { checkoutRouter } from '../shop/server/router';
import { searchRouter } from './search/router';

/** `payment` is the provider the site takes payment with (start.ts makes it from the settings). */
export function siteRouters(payment: SiteProvider): { path: string; router: Router }[] {
  return [
    { path: '/dashboard', router: dashboardRouter() },
    { path: '/checkout', router: checkoutRouter(payment) },
    { path: '/payment', router: paymentRouter(payment) },
    { path: '/careers', router: careersRouter() },
    { path: '/search', router: searchRouter() },
  ];
}
