/** The dashboard's numbers come from the database, and only for what the role may read. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '../../runtime-shared/openapi';
import { registerCustomer } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { expectConforms } from '../helpers/openapi';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
});
afterAll(() => server?.close());

describe('GET /api/dashboard', () => {
  it('counts this month’s orders and revenue, new applicants, unread messages and subscribers for an admin', async () => {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const { status, body } = await call(`${server.url}/api/dashboard`, { token });
    expect(status).toBe(200);
    const db = server.db;
    const n = async (q: ReturnType<typeof db>) => Number((await q.count({ n: '*' }).first())?.n);
    expect(body.data.orders.pending).toBe(await n(db('orders').where({ status: 'pending' })));
    const paid = await db('orders').where('created_at', '>=', body.data.since).whereIn('status', ['paid', 'shipped', 'completed']).sum({ t: 'total' }).first();
    expect(body.data.orders.revenueThisMonth).toBe(Number(paid?.t ?? 0));
    expect(body.data.orders.latest.length).toBeGreaterThan(0);
    expect(body.data.applicants.new).toBe(await n(db('applicants').where({ status: 'new' })));
    expect(body.data.applicants.latest[0]).toHaveProperty('job_title');
    expect(body.data.contacts.unread).toBe(await n(db('contacts').where({ read: false })));
    expect(body.data.subscribers.total).toBe(await n(db('subscribers')));
  });

  it('counts "this month" from the first of the month in the site time zone, not in UTC', async () => {
    // Only the clock is faked (the server runs in this process): 22:00 on Nov 30 in New York, Dec 1 in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
      const token = await login(server.url, ADMIN.email, ADMIN.password);
      const { body } = await call(`${server.url}/api/dashboard`, { token });
      expect(body.data.since).toBe('2026-11-01T04:00:00.000Z'); // midnight on Nov 1 in New York (still EDT)
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves out what the role may not read, and refuses the public', async () => {
    const hr = await login(server.url, 'hr@example.com', 'demo12345');
    const { body } = await call(`${server.url}/api/dashboard`, { token: hr });
    expect(body.data.applicants).toBeDefined();
    expect(body.data.orders).toBeUndefined();
    expect((await call(`${server.url}/api/dashboard`)).status).toBe(401);
  });

  it('answers what the served OpenAPI document says (site/server/dashboard-openapi.ts): everything, a part, 401 and 403', async () => {
    const doc: OpenApiDocument = (await call(`${server.url}/api/openapi.json`)).body;
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    const hr = await login(server.url, 'hr@example.com', 'demo12345');
    const customer = await registerCustomer(server.url, 'dashboard@doc.test');
    expectConforms(doc, await call(`${server.url}/api/dashboard`, { token: admin }), '/api/dashboard', 'get', 200);
    expectConforms(doc, await call(`${server.url}/api/dashboard`, { token: hr }), '/api/dashboard', 'get', 200);
    expectConforms(doc, await call(`${server.url}/api/dashboard`), '/api/dashboard', 'get', 401);
    expectConforms(doc, await call(`${server.url}/api/dashboard`, { token: customer.token }), '/api/dashboard', 'get', 403);
  });
});
