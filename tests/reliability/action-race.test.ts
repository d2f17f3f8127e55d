/**
 * Issue 7 item 11: a declared action run many times at once on one row
 * applies exactly once; the others answer 409. All calls reach the server in
 * the same instant (tests/helpers/burst.ts). On PostgreSQL the queries of
 * concurrent requests interleave, so a check-then-update lets many calls read
 * the old state before any writes; better-sqlite3 runs each request's queries
 * without a pause, so on SQLite this documents the behaviour and the
 * PostgreSQL run (TEST_DATABASE_URL, as .ci/run sets it) is the one that
 * fails without the conditional update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, type BurstAnswer } from '../helpers/burst';
import { call, login } from '../helpers/http';
import { createPostgresDatabase, POSTGRES } from '../helpers/postgres';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const count = (answers: BurstAnswer[], status: number) => answers.filter((a) => a.status === status).length;

describe.each([
  { database: 'SQLite', postgres: false },
  { database: 'PostgreSQL', postgres: true },
])('concurrent declared actions on $database', ({ postgres }) => {
  let server: TestServer;
  let admin: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (postgres && !POSTGRES) return;
    const pg = postgres ? await createPostgresDatabase('action_race') : undefined;
    dropDatabase = pg ? () => pg.drop() : undefined;
    server = await startTestServer(pg ? { databaseUrl: pg.url } : {});
    admin = await login(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
  });

  async function draftJob(slug: string): Promise<number> {
    const json = { title: 'Race engineer', slug, location: 'Berlin, Germany', state: 'draft', category: 'engineering', workplace: 'remote', employment_type: 'full_time', vacancies: 1, description: '<p>Fast</p>' };
    const res = await call(`${server.url}/api/job`, { method: 'POST', token: admin, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  }

  it.skipIf(postgres && !POSTGRES)('lets exactly one of 40 simultaneous publishes through; the rest answer 409 and the row changes once', async () => {
    const id = await draftJob('race-engineer');
    const answers = await burst(server.url, Array.from({ length: 40 }, () => ({ method: 'POST', path: `/api/job/${id}/actions/publish`, token: admin })));
    expect([count(answers, 200), count(answers, 409)]).toEqual([1, 39]);
    for (const a of answers.filter((x) => x.status === 409)) expect(typeof a.body.error.message).toBe('string');
    expect((await server.db('jobs').where({ id }).first('state')).state).toBe('posted');
    // the calls that lost leave no audit entry either
    expect(Number((await server.db('audit_entries').where({ entity: 'job', record_id: id, operation: 'action' }).count({ n: '*' }))[0]!.n)).toBe(1);
  });

  it.skipIf(postgres && !POSTGRES)('still names the current state when the action does not apply', async () => {
    const id = await draftJob('race-engineer-message');
    const res = await call(`${server.url}/api/job/${id}/actions/archive`, { method: 'POST', token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Archive is not possible for a job whose status is Draft');
  });
});
