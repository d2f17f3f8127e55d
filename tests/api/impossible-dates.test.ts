/**
 * Days the calendar lacks are refused with a field message, not rolled over
 * into the next month (`Date.parse('2026-02-30')` is 2 March): on a generated
 * date field (a customer's education, the route the profile's form posts to),
 * a generated date-and-time field (a notice's publication) and a list filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../helpers/accounts';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  customer = (await registerCustomer(server.url, 'dates@test.local')).token;
}, 60_000);
afterAll(() => server?.close());

const REAL_DATE = 'Enter a real date (YYYY-MM-DD)';

const education = (start_date: string) => ({ institution: 'Open University', degree: 'BSc', start_date });
const notice = (published_at: string) => ({ title: 'Office closed', body: '<p>Closed for the holidays.</p>', published_at });

describe('a date field (POST /api/user-education, as the profile sends it)', () => {
  it.each(['2026-02-30', '2026-13-01', '2025-02-29', '2026-04-31'])('%s is refused with a field message', async (value) => {
    const res = await call(`${server.url}/api/user-education`, { method: 'POST', token: customer, json: education(value) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ start_date: REAL_DATE });
    expect(Number((await server.db('user_educations').count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('2024-02-29, a leap day, is stored as sent', async () => {
    const res = await call(`${server.url}/api/user-education`, { method: 'POST', token: customer, json: education('2024-02-29') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.start_date).toBe('2024-02-29');
  });

  it('an update to an impossible day is refused as well', async () => {
    const created = await call(`${server.url}/api/user-education`, { method: 'POST', token: customer, json: education('2020-09-01') });
    const res = await call(`${server.url}/api/user-education/${created.body.data.id}`, { method: 'PATCH', token: customer, json: { end_date: '2023-02-29' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ end_date: REAL_DATE });
  });
});

describe('a date-and-time field (POST /api/notice)', () => {
  it.each(['2026-02-30T10:00Z', '2026-02-30T10:00:00.000Z', '2026-13-01T10:00Z', '2026-02-30T10:00'])('%s is refused, not moved to March', async (value) => {
    const res = await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: notice(value) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ published_at: REAL_DATE });
  });

  it('an hour the clock lacks is refused', async () => {
    const res = await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: notice('2026-02-28T25:00Z') });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ published_at: 'Enter a date and time' });
  });

  it('2024-02-29T10:00Z is stored as that moment', async () => {
    const res = await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: notice('2024-02-29T10:00Z') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.published_at).toBe('2024-02-29T10:00:00.000Z');
  });
});

describe('a list filter on a date', () => {
  it('filter[start_date]=2026-02-30 is a 400, 2024-02-29 is answered', async () => {
    const bad = await call(`${server.url}/api/user-education?filter[start_date]=2026-02-30`, { token: customer });
    expect(bad.status).toBe(400);
    const good = await call(`${server.url}/api/user-education?filter[start_date]=2024-02-29`, { token: customer });
    expect(good.status).toBe(200);
    expect(good.body.data.map((r: { start_date: string }) => r.start_date)).toEqual(['2024-02-29']);
  });
});
