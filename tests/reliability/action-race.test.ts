/** Issue 7 item 11: a declared action run many times at once on one row applies exactly once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst } from '../helpers/burst';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});

afterAll(() => server?.close());

const together = (paths: string[]) => burst(server.url, paths.map((path) => ({ method: 'POST', path, token: admin })));

async function draftJob(slug: string): Promise<number> {
  const res = await call(`${server.url}/api/job`, { method: 'POST', token: admin, json: { title: 'Race engineer', slug, location: 'Berlin, Germany', state: 'draft', category: 'engineering', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Fast</p>' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

describe('concurrent declared actions', () => {
  it('lets exactly one of 50 concurrent publishes through; the rest answer 409 and the row changes once', async () => {
    const id = await draftJob('race-engineer');
    const before = await server.db('jobs').where({ id }).first('updated_at');
    const answers = await together(Array.from({ length: 50 }, () => `/api/job/${id}/actions/publish`));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) expect(typeof a.body.error.message).toBe('string');
    const row = await server.db('jobs').where({ id }).first('state', 'updated_at');
    expect(row.state).toBe('posted');
    expect(row.updated_at).not.toBe(before.updated_at);
  });

  it('lets one of two opposite actions win when both start from the same state', async () => {
    const id = await draftJob('race-engineer-2');
    expect((await call(`${server.url}/api/job/${id}/actions/publish`, { method: 'POST', token: admin })).status).toBe(200);
    // archive (posted → archived) and to_draft (posted → draft) both start from "posted"
    const answers = await together(Array.from({ length: 10 }, (_, i) => `/api/job/${id}/actions/${i % 2 ? 'archive' : 'to_draft'}`));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  });

  it('still names the current state when the action does not apply', async () => {
    const id = await draftJob('race-engineer-3');
    const res = await call(`${server.url}/api/job/${id}/actions/archive`, { method: 'POST', token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Cannot archive a job whose state is draft');
  });
});
