/**
 * Issue 26, lifecycle hooks: an entity's hooks (here a recording set on jobs,
 * added beside the site's own) run for every write path the same way: the
 * HTTP create, PUT and PATCH, a declared action, bulk changes and actions, a
 * CSV import, a restored version, the trash and back, a purge, and a call of
 * the local API from custom code. A refusing `beforeChange` leaves nothing
 * written; a failing `afterChange` rolls the write back; the `afterCommit`
 * mail of a rolled-back write is never sent. Real server, both databases.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineHooks, records } from '../../generated/server/local-api';
import { conflict } from '../../runtime-server/http/errors';
import { isSystem, system, type Caller } from '../../runtime-server/local-api/caller';
import { refuse } from '../../runtime-server/local-api/hooks';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { importCsv, toCsv } from '../back-office/csv-client';
import { call, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
/** What the hooks saw, in order, since the last case began. */
let seen: string[] = [];

const who = (caller: Caller) => (caller === null ? 'visitor' : isSystem(caller) ? `system: ${caller.reason}` : caller.email);
/** Each job's commit mail goes to its own mailbox (the server caps the messages per recipient). */
const mailbox = (id: number) => `job-${id}@hooks.test`;
const subjects = (id: number) => readOutbox(server.outboxDir, mailbox(id)).map((m) => m.subject);

const jobHooks = defineHooks('job', {
  beforeValidate: ({ operation, data }) => {
    seen.push(`beforeValidate ${operation}`);
    if (data.location === 'anywhere') return { ...data, location: 'Remote, anywhere' };
  },
  beforeChange: ({ operation, action, data, caller }) => {
    seen.push(`beforeChange ${operation}${action ? ` ${action}` : ''} by ${who(caller)}`);
    if (data.title === 'Refused') throw refuse('title', 'A job may not be called "Refused"');
    if (data.title === 'shout') return { ...data, title: 'SHOUT' };
  },
  afterChange: ({ operation, previous, record }) => {
    seen.push(`afterChange ${operation} ${previous?.title ?? '-'} -> ${record.title} (${record.state})`);
    if (record.title === 'Fails after') throw conflict('The hook after the change failed');
  },
  beforeDelete: ({ previous, soft }) => {
    seen.push(`beforeDelete ${soft ? 'to the trash' : 'for good'} ${previous.title}`);
  },
  afterDelete: ({ previous, soft }) => {
    seen.push(`afterDelete ${soft ? 'to the trash' : 'for good'} ${previous.title}`);
  },
  afterCommit: async ({ operation, record, previous, services }) => {
    seen.push(`afterCommit ${operation}`);
    const job = (record ?? previous)!;
    await services.mailer.send({ to: mailbox(job.id), subject: `${operation}: ${job.title}`, text: 'committed' });
  },
});

const JOB = { location: 'Berlin, Germany', description: '<p>Build clouds</p>', category: 'cloud', workplace: 'hybrid', employment_type: 'full_time', vacancies: 1, state: 'draft' };
let slugNo = 0;
const slug = () => `hooked-job-${++slugNo}`;
const url = (path: string) => `${server.url}/api/job${path}`;

/** A job made without hooks being watched: the cases start from it. */
async function newJob(title = 'Original'): Promise<number> {
  const created = await call(url(''), { method: 'POST', token: admin, json: { title, slug: slug(), ...JOB } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  seen = [];
  return Number(created.body.data.id);
}

async function ok(answer: Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
}

beforeAll(async () => {
  server = await startTestServer({ hooks: [jobHooks] });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => server?.close());
beforeEach(() => {
  seen = [];
});

const changed = (operation: string, by: string, from: string, to: string, state = 'draft') => [
  ...(operation === 'create' || operation === 'update' ? [`beforeValidate ${operation}`] : []),
  `beforeChange ${operation} by ${by}`,
  `afterChange ${operation.split(' ')[0]} ${from} -> ${to} (${state})`,
  `afterCommit ${operation.split(' ')[0]}`,
];

interface PathCase {
  name: string;
  /** Performs the write on a job titled "Original" (made first unless `fresh`); none for a create. */
  write: (id: number) => Promise<void>;
  fresh?: boolean;
  expected: string[];
}

const CASES: PathCase[] = [
  { name: 'HTTP create', fresh: true, write: () => ok(call(url(''), { method: 'POST', token: admin, json: { title: 'Made', slug: slug(), ...JOB } }), 201), expected: changed('create', ADMIN.email, '-', 'Made') },
  { name: 'HTTP PUT', write: (id) => ok(call(url(`/${id}`), { method: 'PUT', token: admin, json: { title: 'Put', slug: slug(), ...JOB } })), expected: changed('update', ADMIN.email, 'Original', 'Put') },
  { name: 'HTTP PATCH', write: (id) => ok(call(url(`/${id}`), { method: 'PATCH', token: admin, json: { title: 'Patched' } })), expected: changed('update', ADMIN.email, 'Original', 'Patched') },
  { name: 'declared action', write: (id) => ok(call(url(`/${id}/actions/publish`), { method: 'POST', token: admin })), expected: changed('action publish', ADMIN.email, 'Original', 'Original', 'posted') },
  { name: 'bulk update', write: (id) => ok(call(url('/bulk'), { method: 'POST', token: admin, json: { action: 'update', ids: [id], values: { title: 'Bulk' } } })), expected: changed('update', ADMIN.email, 'Original', 'Bulk') },
  { name: 'bulk action', write: (id) => ok(call(url('/bulk'), { method: 'POST', token: admin, json: { action: 'publish', ids: [id] } })), expected: changed('action publish', ADMIN.email, 'Original', 'Original', 'posted') },
  {
    name: 'bulk delete (to the trash)',
    write: (id) => ok(call(url('/bulk'), { method: 'POST', token: admin, json: { action: 'delete', ids: [id] } })),
    expected: ['beforeDelete to the trash Original', 'afterDelete to the trash Original', 'afterCommit delete'],
  },
  {
    name: 'CSV import, a new row',
    fresh: true,
    write: () => ok(importCsv(server.url, 'job', toCsv(['title', 'slug', ...Object.keys(JOB)], [{ title: 'Imported', slug: slug(), ...Object.fromEntries(Object.entries(JOB).map(([k, v]) => [k, String(v)])) }]), admin, false)),
    expected: changed('create', ADMIN.email, '-', 'Imported'),
  },
  {
    name: 'CSV import, an existing row',
    write: (id) => ok(importCsv(server.url, 'job', toCsv(['id', 'title'], [{ id: String(id), title: 'Reimported' }]), admin, false)),
    expected: changed('update', ADMIN.email, 'Original', 'Reimported'),
  },
  {
    name: 'restore of a version',
    write: async (id) => {
      await ok(call(url(`/${id}`), { method: 'PATCH', token: admin, json: { title: 'Changed' } }));
      seen = [];
      await ok(call(url(`/${id}/history/1/restore`), { method: 'POST', token: admin }));
    },
    expected: changed('update', ADMIN.email, 'Changed', 'Original'),
  },
  { name: 'HTTP DELETE (to the trash)', write: (id) => ok(call(url(`/${id}`), { method: 'DELETE', token: admin }), 204), expected: ['beforeDelete to the trash Original', 'afterDelete to the trash Original', 'afterCommit delete'] },
  {
    name: 'restore from the trash',
    write: async (id) => {
      await ok(call(url(`/${id}`), { method: 'DELETE', token: admin }), 204);
      seen = [];
      await ok(call(url(`/${id}/restore`), { method: 'POST', token: admin }));
    },
    expected: changed('restore', ADMIN.email, 'Original', 'Original'),
  },
  { name: 'purge', write: (id) => ok(call(url(`/${id}?purge=1`), { method: 'DELETE', token: admin }), 204), expected: ['beforeDelete for good Original', 'afterDelete for good Original', 'afterCommit delete'] },
  {
    name: 'local API from custom code',
    write: async (id) => {
      await records(server.context).update('job', id, { title: 'Custom' }, { caller: system('custom code') });
    },
    expected: changed('update', 'system: custom code', 'Original', 'Custom'),
  },
];

describe('lifecycle hooks run on every write path', () => {
  it.each(CASES)('$name', async (c) => {
    const id = c.fresh ? 0 : await newJob();
    await c.write(id);
    expect(seen).toEqual(c.expected);
  });
});

describe('before* hooks', () => {
  it('beforeValidate changes the input before it is checked, beforeChange the checked values', async () => {
    const created = await call(url(''), { method: 'POST', token: admin, json: { ...JOB, title: 'shout', slug: slug(), location: 'anywhere' } });
    expect(created.status).toBe(201);
    expect([created.body.data.title, created.body.data.location]).toEqual(['SHOUT', 'Remote, anywhere']);
  });

  it('a refusing beforeChange is a 400 naming the field, and nothing is written', async () => {
    const refusedSlug = slug();
    const refused = await call(url(''), { method: 'POST', token: admin, json: { ...JOB, title: 'Refused', slug: refusedSlug } });
    expect(refused).toEqual({ status: 400, body: { error: { message: 'A job may not be called "Refused"', fields: { title: 'A job may not be called "Refused"' } } } });
    expect(await server.db('jobs').where({ slug: refusedSlug }).first()).toBeUndefined();

    const id = await newJob('Kept');
    const entries = await server.db('audit_entries').where({ entity: 'job', record_id: id }).count({ n: '*' });
    expect((await call(url(`/${id}`), { method: 'PATCH', token: admin, json: { title: 'Refused' } })).status).toBe(400);
    expect((await server.db('jobs').where({ id }).first()).title).toBe('Kept');
    expect(await server.db('audit_entries').where({ entity: 'job', record_id: id }).count({ n: '*' })).toEqual(entries);
    expect(seen).not.toContain('afterCommit update');
  });
});

describe('after* hooks', () => {
  it('a failing afterChange rolls the write back, with its audit entry, and its commit mail is never sent', async () => {
    const id = await newJob('Before the failure');
    const failed = await call(url(`/${id}`), { method: 'PATCH', token: admin, json: { title: 'Fails after' } });
    expect(failed).toEqual({ status: 409, body: { error: { message: 'The hook after the change failed' } } });
    expect((await server.db('jobs').where({ id }).first()).title).toBe('Before the failure');
    expect(await server.db('audit_entries').where({ entity: 'job', record_id: id, operation: 'update' }).first()).toBeUndefined();
    expect(seen).toEqual(['beforeValidate update', `beforeChange update by ${ADMIN.email}`, 'afterChange update Before the failure -> Fails after (draft)']);
    expect(subjects(id)).toEqual(['create: Before the failure']);
  });

  it('afterCommit waits for the commit of the transaction custom code opened, and runs none when it rolls back', async () => {
    const id = await newJob('Transactional');
    const api = records(server.context);
    await expect(
      api.transaction(async (trx) => {
        await api.update('job', id, { title: 'Rolled back' }, { caller: system('custom code'), trx });
        expect(seen).toEqual(['beforeValidate update', 'beforeChange update by system: custom code', 'afterChange update Transactional -> Rolled back (draft)']);
        throw new Error('the custom code changed its mind');
      }),
    ).rejects.toThrow('the custom code changed its mind');
    expect((await server.db('jobs').where({ id }).first()).title).toBe('Transactional');
    expect(subjects(id)).toEqual(['create: Transactional']);

    seen = [];
    await api.transaction(async (trx) => {
      await api.update('job', id, { title: 'Committed' }, { caller: system('custom code'), trx });
      expect(seen).not.toContain('afterCommit update'); // not yet: the transaction is still open
    });
    expect(seen.at(-1)).toBe('afterCommit update');
    expect(subjects(id)).toEqual(['create: Transactional', 'update: Committed']);
  });

  it('a write with afterCommit hooks in a transaction whose commit nobody runs them after is refused, not silently unmailed', async () => {
    const id = await newJob('Unowned');
    const attempt = server.db.transaction((trx) => records(server.context).update('job', id, { title: 'Nobody mails' }, { caller: system('custom code'), trx }));
    await expect(attempt).rejects.toThrow('open the transaction with transaction()');
    expect((await server.db('jobs').where({ id }).first()).title).toBe('Unowned');
  });
});
