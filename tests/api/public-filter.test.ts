/** Rows the public may not see (draft jobs, unpublished testimonials) stay hidden from the public API; staff see them all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

describe('public filters', () => {
  it('filters booleans given as true/false or 1/0', async () => {
    const all = (await call(`${server.url}/api/product?perPage=100`, { token: admin })).body.meta.total;
    const on = (await call(`${server.url}/api/product?perPage=100&filter[active]=true`, { token: admin })).body.meta.total;
    const off = (await call(`${server.url}/api/product?perPage=100&filter[active]=0`, { token: admin })).body.meta.total;
    expect(on + off).toBe(all);
    expect(on).toBeGreaterThan(0);
  });

  it('shows the public only posted jobs, and staff every job', async () => {
    const publicJobs = await call(`${server.url}/api/job?perPage=100`);
    expect(publicJobs.body.data.length).toBeGreaterThan(0);
    expect(publicJobs.body.data.every((j: { state: string }) => j.state === 'posted')).toBe(true);
    const staffJobs = await call(`${server.url}/api/job?perPage=100`, { token: admin });
    expect(staffJobs.body.meta.total).toBeGreaterThan(publicJobs.body.meta.total);
    const draft = staffJobs.body.data.find((j: { state: string }) => j.state === 'draft');
    expect((await call(`${server.url}/api/job/${draft.id}`)).status).toBe(404);
    expect((await call(`${server.url}/api/job/${draft.id}`, { token: admin })).status).toBe(200);
    // A filter asking for drafts finds none for the public.
    expect((await call(`${server.url}/api/job?filter[state]=draft`)).body.meta.total).toBe(0);
  });

  it('shows the public only published testimonials', async () => {
    const publicOnes = await call(`${server.url}/api/testimonial?perPage=100`);
    expect(publicOnes.body.data.every((t: { published: boolean }) => t.published)).toBe(true);
    const all = await call(`${server.url}/api/testimonial?perPage=100`, { token: admin });
    expect(all.body.meta.total).toBeGreaterThan(publicOnes.body.meta.total);
  });

  it('ignores staff-only fields from the public and customers', async () => {
    const customer = await call(`${server.url}/api/auth/register`, { method: 'POST', json: { first_name: 'Cleo', email: 'cleo@test.local', password: 'customer-pass' } });
    const token = customer.body.data.token;
    const review = await call(`${server.url}/api/testimonial`, {
      method: 'POST',
      token,
      json: { client_name: 'Cleo', company: 'Cleo Ltd', message: 'Great work', rating: 5, published: true },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    expect(review.body.data.published).toBe(false);
    expect((await call(`${server.url}/api/testimonial/${review.body.data.id}`)).status).toBe(404);

    const contact = await call(`${server.url}/api/contact`, { method: 'POST', json: { name: 'Vic', email: 'vic@test.local', subject: 'Hello', message: 'Hi there', read: true } });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    expect(contact.body.data.read).toBe(false);
    const staff = await call(`${server.url}/api/contact/${contact.body.data.id}`, { method: 'PATCH', token: admin, json: { read: true } });
    expect(staff.body.data.read).toBe(true);
  });
});
