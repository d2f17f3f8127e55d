/** The hand-written API routers of the site, mounted under /api next to the generated ones. */
import type { Router } from 'express';

export const siteRouters: { path: string; router: Router }[] = [];
