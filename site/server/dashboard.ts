/**
 * `GET /api/dashboard`: the numbers that matter this month, and the latest
 * orders and applications. Each part is included only when the user's role
 * may read that entity; the rest is left out, not zeroed. Column names go
 * through the generated record types, so renaming a field breaks the build here.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import type { Applicant } from '../../generated/schemas/applicant.schema';
import type { Contact } from '../../generated/schemas/contact.schema';
import type { Job } from '../../generated/schemas/job.schema';
import type { Order } from '../../generated/schemas/order.schema';
import { assertAccess, grants } from '../../runtime-server/auth/access';
import { contextOf } from '../../runtime-server/http/context';
import { monthStartIn } from '../../runtime-shared/site-time';

/** A column of a record type, checked by the compiler. */
const col = <T>(name: keyof T & string): string => name;
const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

const PAID: Order['status'][] = ['paid', 'shipped', 'completed'];

async function orderNumbers(db: Knex, since: string) {
  const created = col<Order>('created_at');
  return {
    thisMonth: await count(db('orders').where(created, '>=', since)),
    revenueThisMonth: Number(
      (await db('orders').where(created, '>=', since).whereIn(col<Order>('status'), PAID).sum({ total: col<Order>('total') }).first())?.total ?? 0,
    ),
    pending: await count(db('orders').where(col<Order>('status'), 'pending' satisfies Order['status'])),
    latest: await db('orders')
      .orderBy('id', 'desc')
      .limit(5)
      .select('id', col<Order>('order_number'), col<Order>('status'), col<Order>('total'), col<Order>('currency'), created),
  };
}

async function applicantNumbers(db: Knex, since: string) {
  const a = (name: keyof Applicant) => `applicants.${name}`;
  return {
    new: await count(db('applicants').where(col<Applicant>('status'), 'new' satisfies Applicant['status'])),
    thisMonth: await count(db('applicants').where(col<Applicant>('created_at'), '>=', since)),
    latest: await db('applicants')
      .leftJoin('jobs', 'jobs.id', a('job_id'))
      .orderBy('applicants.id', 'desc')
      .limit(5)
      .select(a('id'), a('name'), a('status'), a('created_at'), { job_title: `jobs.${col<Job>('title')}` }),
  };
}

export function dashboardRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const user = assertAccess(req, 'admin')!;
    const { db } = contextOf(req);
    // "This month" is the site's calendar month (SITE_TIME_ZONE), not UTC's.
    const since = monthStartIn();
    const can = (entity: string) => grants(user.role, entity, 'read');
    const data: Record<string, unknown> = { since };
    if (can('order')) data.orders = await orderNumbers(db, since);
    if (can('applicant')) data.applicants = await applicantNumbers(db, since);
    if (can('contact')) data.contacts = { unread: await count(db('contacts').where(col<Contact>('read'), false)) };
    if (can('subscriber')) data.subscribers = { total: await count(db('subscribers')) };
    res.json({ data });
  });
  return router;
}
