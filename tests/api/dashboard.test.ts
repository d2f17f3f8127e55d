/** The dashboard's numbers come from the database, and only for what the role may read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
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

  it('leaves out what the role may not read, and refuses the public', async () => {
    const hr = await login(server.url, 'hr@example.com', 'demo12345');
    const { body } = await call(`${server.url}/api/dashboard`, { token: hr });
    expect(body.data.applicants).toBeDefined();
    expect(body.data.orders).toBeUndefined();
    expect((await call(`${server.url}/api/dashboard`)).status).toBe(401);
  });
});
