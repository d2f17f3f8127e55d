/**
 * `GET /api/dashboard`: the numbers that matter this month, and the latest
 * orders and applications. Each part is included only when the user's role
 * may read that entity; the rest is left out, not zeroed.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import { assertAccess, grants } from '../../runtime-server/auth/access';
import { contextOf } from '../../runtime-server/http/context';

const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n ?? 0);

function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

export function dashboardRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const user = assertAccess(req, 'admin')!;
    const { db } = contextOf(req);
    const since = monthStart();
    const can = (entity: string) => grants(user.role, entity, 'read');
    const data: Record<string, unknown> = { since };
    if (can('order')) {
      const paid = db('orders').where('created_at', '>=', since).whereIn('status', ['paid', 'shipped', 'completed']);
      data.orders = {
        thisMonth: await count(db('orders').where('created_at', '>=', since)),
        revenueThisMonth: Number((await paid.clone().sum({ total: 'total' }).first())?.total ?? 0),
        pending: await count(db('orders').where({ status: 'pending' })),
        latest: await db('orders').orderBy('id', 'desc').limit(5).select('id', 'order_number', 'status', 'total', 'currency', 'created_at'),
      };
    }
    if (can('applicant')) {
      data.applicants = {
        new: await count(db('applicants').where({ status: 'new' })),
        thisMonth: await count(db('applicants').where('created_at', '>=', since)),
        latest: await db('applicants')
          .leftJoin('jobs', 'jobs.id', 'applicants.job_id')
          .orderBy('applicants.id', 'desc')
          .limit(5)
          .select('applicants.id', 'applicants.name', 'applicants.status', 'applicants.created_at', { job_title: 'jobs.title' }),
      };
    }
    if (can('contact')) data.contacts = { unread: await count(db('contacts').where({ read: false })) };
    if (can('subscriber')) data.subscribers = { total: await count(db('subscribers')) };
    res.json({ data });
  });
  return router;
}
