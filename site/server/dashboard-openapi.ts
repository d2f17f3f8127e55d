/**
 * `GET /api/dashboard` (dashboard.ts) declared in zod (runtime-shared/api-route.ts). Each part
 * is answered only when the caller's role may read that entity, so only `since` is required.
 * tests/api/dashboard.test.ts holds its answers to it.
 */
import { z } from 'zod';
import { apiRoute, data, withRoutes } from '../../runtime-shared/api-route';
import type { OpenApiDocument } from '../../runtime-shared/openapi';

const COUNT = z.int().min(0);
const STAMP = z.string().meta({ description: 'An ISO 8601 date and time' });

const dashboard = z
  .object({
    since: z.string().meta({ format: 'date-time', description: 'The start of this month (UTC): what "this month" counts from' }),
    orders: z
      .object({
        thisMonth: COUNT,
        revenueThisMonth: COUNT.meta({ description: 'Paid, shipped and completed orders of this month, in minor units (cents)' }),
        pending: COUNT,
        latest: z.array(z.object({ id: z.int(), order_number: z.string(), status: z.string(), total: COUNT, currency: z.string(), created_at: STAMP })).max(5),
      })
      .optional(),
    applicants: z
      .object({
        new: COUNT,
        thisMonth: COUNT,
        latest: z.array(z.object({ id: z.int(), name: z.string(), status: z.string(), created_at: STAMP, job_title: z.string().nullable() })).max(5),
      })
      .optional(),
    contacts: z.object({ unread: COUNT }).optional(),
    subscribers: z.object({ total: COUNT }).optional(),
  })
  .meta({ id: 'Dashboard', description: "The dashboard's numbers" });

export const DASHBOARD = apiRoute({
  method: 'get',
  path: '/api/dashboard',
  operationId: 'getDashboard',
  summary: "This month's numbers and the latest orders and applications",
  tags: ['Dashboard'],
  description: 'Any staff role; each part (orders, applicants, contacts, subscribers) only when the role may read that entity, otherwise left out.',
  access: 'admin',
  answers: { 200: { description: 'The numbers the role may see', schema: data(dashboard) } },
  errors: [401, 403],
});

/** `base` with the dashboard route added. */
export function withDashboardRoute(base: OpenApiDocument): OpenApiDocument {
  return withRoutes(base, { tag: { name: 'Dashboard', description: "The admin's first page (site/server/dashboard.ts)" }, routes: [DASHBOARD] });
}
