/**
 * The document the site serves at /api/openapi.json: the generated one
 * (entity routes, generated/openapi.json) plus the descriptions of the
 * site's hand-written routes, each kept beside its routes.
 */
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { withCareersRoutes } from './careers/openapi';
import { withDashboardRoute } from './dashboard-openapi';
import { withShopRoutes } from './shop/openapi';

const SITE_ROUTES = [withShopRoutes, withCareersRoutes, withDashboardRoute];

export function siteDocument(generated: OpenApiDocument): OpenApiDocument {
  return SITE_ROUTES.reduce((doc, add) => add(doc), generated);
}
