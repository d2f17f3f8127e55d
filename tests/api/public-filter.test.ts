/** Rows the public may not see (draft jobs, unpublished testimonials) stay hidden from the public API; staff see them all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, dayFromToday } from '../helpers/careers';
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

  it('shows the public a posted job until its deadline, the day included, and one without a deadline; staff see all', async () => {
    const jobs = { expired: await createJob(server.url, admin, { deadline: '2001-02-03' }), today: await createJob(server.url, admin, { deadline: dayFromToday(0) }), open: await createJob(server.url, admin, { deadline: null }) };
    const listed = (await call(`${server.url}/api/job?perPage=100`)).body.data.map((j: { id: number }) => j.id);
    expect(listed).toEqual(expect.arrayContaining([jobs.today, jobs.open]));
    expect(listed).not.toContain(jobs.expired);
    expect((await call(`${server.url}/api/job/${jobs.expired}`)).status).toBe(404);
    expect((await call(`${server.url}/api/job/${jobs.today}`)).status).toBe(200);
    expect((await call(`${server.url}/api/job/${jobs.open}`)).status).toBe(200);
    // Asking for it by its deadline does not find it either.
    expect((await call(`${server.url}/api/job?filter[deadline]=2001-02-03`)).body.meta.total).toBe(0);
    expect((await call(`${server.url}/api/job/${jobs.expired}`, { token: admin })).body.data.deadline).toBe('2001-02-03');
    expect((await call(`${server.url}/api/job?filter[deadline]=2001-02-03`, { token: admin })).body.meta.total).toBe(1);
  });

  it('shows the public every row of an entity without a public filter, with the related records it may read', async () => {
    // Banners and services have no public filter; the demo seeds three banners (site/server/seed/content.ts).
    const visitor = await call(`${server.url}/api/banner?perPage=100`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.meta.total).toBe(3);
    const banner = visitor.body.data.find((b: { title: string }) => b.title === 'Modernise without the downtime');
    expect(banner.service).toEqual({ id: expect.any(Number), name: 'Cloud Migration' });
    expect((await call(`${server.url}/api/banner/${banner.id}`)).body.data.service.name).toBe('Cloud Migration');
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
