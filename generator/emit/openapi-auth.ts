/**
 * The account routes every app mounts (runtime-server/auth/routes.ts) in the generated document.
 * They are declared once in zod in runtime-shared/auth-routes.ts, where the server's handlers
 * validate with them too; this module only turns the declarations into paths and schemas.
 */
import { documentRoutes } from '../../runtime-shared/api-route';
import { AUTH_ROUTES } from '../../runtime-shared/auth-routes';
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';

/** The account routes' paths, and the component schemas they name. */
export function authDocument(): { paths: OpenApiDocument['paths']; schemas: Record<string, JsonSchema> } {
  return documentRoutes(AUTH_ROUTES);
}
