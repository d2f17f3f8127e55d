/**
 * The document the site serves at /api/openapi.json: the generated one
 * (entity routes, generated/openapi.json) plus the descriptions of the
 * site's hand-written routes, each kept beside its routes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { withWebhookRoutes } from '../../runtime-shared/webhook-routes';
import { withCareersRoutes } from '../careers/server/openapi';
import { withDashboardRoute } from './dashboard-openapi';
import { withShopRoutes } from '../shop/server/openapi';
import { withSearchRoute } from './search/openapi';

const SITE_ROUTES = [withShopRoutes, withCareersRoutes, withDashboardRoute, withSearchRoute, withWebhookRoutes];

// Two folders below the project, as site/server/ is and as dist/app/ is, where this module is bundled for production.
const GENERATED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../generated/openapi.json');

/** The whole document, read from generated/openapi.json (not bundled: parsing it as JSON when asked is faster than compiling it at every start). */
export function loadSiteDocument(): OpenApiDocument {
  return siteDocument(JSON.parse(readFileSync(GENERATED, 'utf8')) as OpenApiDocument);
}

export function siteDocument(generated: OpenApiDocument): OpenApiDocument {
  return SITE_ROUTES.reduce((doc, add) => add(doc), generated);
}
