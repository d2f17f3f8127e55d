/**
 * The OpenAPI description of `GET /api/dashboard` (dashboard.ts). Each part
 * is answered only when the caller's role may read that entity, so only
 * `since` is required. tests/api/dashboard.test.ts holds its answers to it.
 */
import type { JsonSchema, OpenApiDocument } from '../../runtime-shared/openapi';
import { data, errors, ref, strict } from './openapi-parts';

const COUNT: JsonSchema = { type: 'integer', minimum: 0 };
const STAMP: JsonSchema = { type: 'string', description: 'An ISO 8601 date and time' };

const DASHBOARD: JsonSchema = {
  description: "The dashboard's numbers",
  type: 'object',
  properties: {
    since: { type: 'string', format: 'date-time', description: 'The start of this month (UTC): what "this month" counts from' },
    orders: strict({
      thisMonth: COUNT,
      revenueThisMonth: { ...COUNT, description: 'Paid, shipped and completed orders of this month, in minor units (cents)' },
      pending: COUNT,
      latest: { type: 'array', maxItems: 5, items: strict({ id: { type: 'integer' }, order_number: { type: 'string' }, status: { type: 'string' }, total: COUNT, currency: { type: 'string' }, created_at: STAMP }) },
    }),
    applicants: strict({
      new: COUNT,
      thisMonth: COUNT,
      latest: { type: 'array', maxItems: 5, items: strict({ id: { type: 'integer' }, name: { type: 'string' }, status: { type: 'string' }, created_at: STAMP, job_title: { type: ['string', 'null'] } }) },
    }),
    contacts: strict({ unread: COUNT }),
    subscribers: strict({ total: COUNT }),
  },
  required: ['since'],
  additionalProperties: false,
};

/** `base` with the dashboard route added. */
export function withDashboardRoute(base: OpenApiDocument): OpenApiDocument {
  return {
    ...base,
    tags: [...base.tags, { name: 'Dashboard', description: "The admin's first page (site/server/dashboard.ts)" }],
    paths: {
      ...base.paths,
      '/api/dashboard': {
        get: {
          operationId: 'getDashboard',
          summary: "This month's numbers and the latest orders and applications",
          tags: ['Dashboard'],
          description: 'Any staff role; each part (orders, applicants, contacts, subscribers) only when the role may read that entity, otherwise left out.',
          security: [{ bearerAuth: ['admin'] }],
          'x-access': 'admin',
          responses: { 200: data(ref('Dashboard'), 'The numbers the role may see'), ...errors(401, 403) },
        },
      },
    },
    components: { ...base.components, schemas: { ...base.components.schemas, Dashboard: DASHBOARD } },
  };
}
