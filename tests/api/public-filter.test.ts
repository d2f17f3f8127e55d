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
});
