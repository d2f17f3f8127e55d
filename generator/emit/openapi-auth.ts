/**
 * The account routes every app mounts (runtime-server/auth/routes.ts) in the generated document.
 * They are declared once in zod in runtime-shared/auth-routes.ts, where the server's handlers
 * validate with them too; this module only turns the declarations into paths and schemas.
 */
import { documentRoutes } from '../../runtime-shared/api-route';
import { API_KEY_ROUTES, AUTH_ROUTES } from '../../runtime-shared/auth-routes';
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';

/** The account routes' paths, and the component schemas they name; with `apiKeys` (the app has the api-key entity), the key routes too. */
export function authDocument(apiKeys = false): { paths: OpenApiDocument['paths']; schemas: Record<string, JsonSchema> } {
  return documentRoutes(apiKeys ? [...AUTH_ROUTES, ...API_KEY_ROUTES] : AUTH_ROUTES);
}
