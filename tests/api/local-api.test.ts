/**
 * The local API and the HTTP routes are one write path: the same create,
 * update, action and delete, done once over HTTP and once in-process through
 * `records(...)`, leave the same audit entry and version, and the same
 * refusals come back (access denied, invalid fields, a stale copy, a record
 * not editable while its order is paid). Table-driven; real server, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMeta } from '../../generated/schemas/job.schema';
import { localApiRegistry, records } from '../../generated/server/local-api';
import { findAccountByEmail, findAccountWithSecrets, type AuthUser } from '../../runtime-server/auth/accounts';
import { APIError } from '../../runtime-server/http/errors';
import { parseListQuery } from '../../runtime-server/crud/list-query';
import { system, type Caller } from '../../runtime-server/local-api/caller';
import { list } from '../../runtime-server/local-api/operations';
import { createStaff, registerCustomer, type Staff } from '../helpers/accounts';
import { call, login, type Answer, type Json } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let staff: Staff;
let staffUser: AuthUser;
let customer: { id: number; token: string };
let customerUser: AuthUser;

const api = () => records(server.context);
const JOB = { location: 'Berlin, Germany', description: '<p>Build clouds</p>', category: 'cloud', workplace: 'hybrid', employment_type: 'full_time', vacancies: 1, state: 'draft' } as const;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  staff = await createStaff(server.url, admin, 'local-api-hr', { job: ['create', 'read', 'update', 'delete'], 'order-item': ['read', 'update'] });
  staffUser = (await findAccountWithSecrets(server.db, staff.id))!.user;
  customer = await registerCustomer(server.url, 'local-api-customer@example.com');
  customerUser = (await findAccountWithSecrets(server.db, customer.id))!.user;
}, 60_000);
afterAll(() => server?.close());

/** What a write or a refusal came to, comparable across the two paths. */
interface Outcome {
  status: number;
  message?: string;
  fields?: Record<string, string>;
}

const overHttp = async (answer: Promise<Answer>): Promise<Outcome> => {
  const { status, body } = await answer;
  return status < 300 ? { status: 200 } : { status, message: body.error.message, ...(body.error.fields ? { fields: body.error.fields } : {}) };
};

const inProcess = async (work: Promise<unknown>): Promise<Outcome> => {
  try {
    await work;
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { status: error.status, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  }
};

/** A job made by the system (its own version 1), for the cases that change one. */
const newJob = async (slug: string) => (await api().create('job', { title: 'Cloud engineer', slug, ...JOB }, { caller: system('test fixture') })).id;

/** The record's audit entries, without what necessarily differs between two records (ids, times, the slug). */
async function entriesOf(entity: string, id: number) {
  const rows = await server.db('audit_entries').where({ entity, record_id: id }).orderBy('id').select('operation', 'action', 'user_id', 'user_email', 'changed', 'before', 'after');
  const plain = (text: string | null) => {
    if (!text) return null;
    const values = JSON.parse(text) as Record<string, unknown>;
    for (const differs of ['id', 'created_at', 'updated_at', 'slug']) delete values[differs];
    return values;
  };
  return rows.map((r: Json) => ({ ...r, user_id: r.user_id === null ? null : Number(r.user_id), changed: JSON.parse(r.changed), before: plain(r.before), after: plain(r.after) }));
}

interface WriteCase {
  name: string;
  /** Over HTTP on record `id` (none for a create); answers the record's id. */
  http: (id: number | undefined) => Promise<number>;
  local: (id: number | undefined) => Promise<number>;
  /** Whether the case needs a job to act on. */
  existing: boolean;
  /** The newest entry's literal facts. */
  entry: { operation: string; action: string | null; changed: string[] };
  versions: number;
}

const created = async (answer: Promise<Answer>, id?: number) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return id ?? Number(body.data.id);
};

const WRITES: WriteCase[] = [
  {
    name: 'create',
    existing: false,
    http: () => created(call(`${server.url}/api/job`, { method: 'POST', token: staff.token, json: { title: 'Data engineer', slug: 'data-http', ...JOB } })),
    local: async () => (await api().create('job', { title: 'Data engineer', slug: 'data-local', ...JOB }, { caller: staffUser })).id,
    entry: { operation: 'create', action: null, changed: ['title', 'slug', 'category', 'location', 'workplace', 'employment_type', 'vacancies', 'description', 'requirements', 'benefits', 'state', 'translations'] },
    versions: 1,
  },
  {
    name: 'update',
    existing: true,
    http: (id) => created(call(`${server.url}/api/job/${id}`, { method: 'PATCH', token: staff.token, json: { title: 'Cloud architect', vacancies: 2 } }), id),
    local: async (id) => (await api().update('job', id!, { title: 'Cloud architect', vacancies: 2 }, { caller: staffUser })).id,
    entry: { operation: 'update', action: null, changed: ['title', 'vacancies'] },
    versions: 2,
  },
  {
    name: 'declared action',
    existing: true,
    http: (id) => created(call(`${server.url}/api/job/${id}/actions/publish`, { method: 'POST', token: staff.token }), id),
    local: async (id) => (await api().runAction('job', id!, 'publish', { caller: staffUser })).id,
    entry: { operation: 'action', action: 'publish', changed: ['state'] },
    versions: 2,
  },
  {
    name: 'delete (to the trash)',
    existing: true,
    http: (id) => created(call(`${server.url}/api/job/${id}`, { method: 'DELETE', token: staff.token }), id),
    local: async (id) => (await api().delete('job', id!, { caller: staffUser }), id!),
    entry: { operation: 'delete', action: null, changed: ['title', 'slug', 'category', 'location', 'workplace', 'employment_type', 'vacancies', 'description', 'requirements', 'benefits', 'state', 'translations'] },
    versions: 2,
  },
];

describe('a write through the local API and over HTTP leaves the same audit entry and version', () => {
  it.each(WRITES)('$name', async (c) => {
    const [httpJob, localJob] = c.existing ? [await newJob(`${c.name}-h`.replace(/\W+/g, '-')), await newJob(`${c.name}-l`.replace(/\W+/g, '-'))] : [undefined, undefined];
    const httpId = await c.http(httpJob);
    const localId = await c.local(localJob);
    const [overHttpEntries, localEntries] = [await entriesOf('job', httpId), await entriesOf('job', localId)];
    expect(localEntries).toEqual(overHttpEntries);
    expect(localEntries).toHaveLength(c.versions);
    const newest = localEntries.at(-1)!;
    expect({ operation: newest.operation, action: newest.action, changed: newest.changed, user_id: newest.user_id, user_email: newest.user_email }).toEqual({ ...c.entry, user_id: staff.id, user_email: 'local-api-hr@test.local' });
    const history = await call(`${server.url}/api/job/${localId}/history`, { token: admin });
    expect(history.body.data.map((v: Json) => v.version)).toEqual(c.versions === 1 ? [1] : [2, 1]);
  });

  it("the system's writes are audited with their reason and no user", async () => {
    const id = await newJob('system-made');
    expect((await entriesOf('job', id)).map((e) => [e.operation, e.user_id, e.user_email])).toEqual([['create', null, 'system: test fixture']]);
  });
});

interface RefusalCase {
  name: string;
  http: () => Promise<Outcome>;
  local: () => Promise<Outcome>;
  expected: Outcome;
}

/** An order whose lines are locked: a paid order (written as the system). */
async function paidOrderLine(): Promise<number> {
  const caller: Caller = system('test fixture');
  const order = await api().create('order', { order_number: `LA-${Date.now()}`, user_id: customer.id, status: 'pending', currency: 'USD', subtotal: 500, total: 500 }, { caller });
  const line = await api().create('order-item', { order_id: order.id, user_id: customer.id, name: 'Audit', unit_price: 500, quantity: 1, line_total: 500 }, { caller });
  await api().update('order', order.id, { status: 'paid' }, { caller });
  return line.id;
}

describe('the local API refuses what HTTP refuses, with the same status, message and fields', () => {
  const REFUSALS: RefusalCase[] = [
    {
      name: 'a caller without the grant (a customer creating a job)',
      http: () => overHttp(call(`${server.url}/api/job`, { method: 'POST', token: customer.token, json: { title: 'Mine', slug: 'mine', ...JOB } })),
      local: () => inProcess(api().create('job', { title: 'Mine', slug: 'mine', ...JOB }, { caller: customerUser })),
      expected: { status: 403, message: 'Your role may not create job records' },
    },
    {
      name: 'an anonymous caller',
      http: () => overHttp(call(`${server.url}/api/job`, { method: 'POST', json: { title: 'Mine', slug: 'mine', ...JOB } })),
      local: () => inProcess(api().create('job', { title: 'Mine', slug: 'mine', ...JOB }, { caller: null })),
      expected: { status: 401, message: 'Sign in to continue' },
    },
    {
      name: 'invalid fields (the entity schema)',
      http: () => overHttp(call(`${server.url}/api/job`, { method: 'POST', token: staff.token, json: { slug: 'no-title', ...JOB, vacancies: 0 } })),
      // Typed: without `as never` the missing title is a compile error already.
      local: () => inProcess(api().create('job', { slug: 'no-title', ...JOB, vacancies: 0 } as never, { caller: staffUser })),
      expected: { status: 400, message: 'Please correct the highlighted fields', fields: { title: 'This field is required', vacancies: 'Must be at least 1' } },
    },
  ];

  it.each(REFUSALS)('$name', async (c) => {
    const [overHttpOutcome, localOutcome] = [await c.http(), await c.local()];
    expect(localOutcome).toEqual(overHttpOutcome);
    expect(localOutcome).toEqual(c.expected);
  });

  it('a stale copy (basedOn / If-Match): 409 naming the fields changed meanwhile and by whom', async () => {
    const outcomes: Outcome[] = [];
    for (const path of ['http', 'local'] as const) {
      const id = await newJob(`stale-${path}`);
      const loaded = String((await api().findById('job', id, { caller: staffUser })).updated_at);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a later updated_at
      await api().update('job', id, { location: 'Paris, France' }, { caller: staffUser });
      outcomes.push(
        path === 'http'
          ? await overHttp(call(`${server.url}/api/job/${id}`, { method: 'PATCH', token: staff.token, headers: { 'If-Match': `"${loaded}"` }, json: { title: 'Mine' } }))
          : await inProcess(api().update('job', id, { title: 'Mine' }, { caller: staffUser, basedOn: loaded })),
      );
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[1]).toEqual({
      status: 409,
      message: 'This job was changed by someone else after you opened it (Location). Reload it to see the changes, or save again to overwrite them.',
      fields: { location: 'Changed meanwhile by local-api-hr@test.local' },
    });
  });

  it("editableWhile: a paid order's line cannot change, over HTTP or in-process, not even by the system", async () => {
    const message = 'This order is no longer pending payment: its lines cannot be added, changed or deleted';
    const line = await paidOrderLine();
    expect(await overHttp(call(`${server.url}/api/order-item/${line}`, { method: 'PATCH', token: staff.token, json: { quantity: 2 } }))).toEqual({ status: 409, message });
    expect(await inProcess(api().update('order-item', line, { quantity: 2 }, { caller: staffUser }))).toEqual({ status: 409, message });
    expect(await inProcess(api().update('order-item', line, { quantity: 2 }, { caller: system('test') }))).toEqual({ status: 409, message });
  });
});

describe('the types the generator gives the local API', () => {
  it('name each entity’s fields, records and actions (checked by npm run typecheck)', () => {
    const typed = () => {
      // @ts-expect-error: `titel` is no field of a job
      void api().create('job', { titel: 'Typo', slug: 'typo', ...JOB }, { caller: null });
      // @ts-expect-error: jobs have no `ship` action (orders do)
      void api().runAction('job', 1, 'ship', { caller: null });
      // @ts-expect-error: `totl` is no field of an order
      void api().update('order', 1, { totl: 5 }, { caller: null });
      // A record comes back typed: `vacancies` is a number.
      return api().findById('job', 1, { caller: null }).then((job) => job.vacancies + 1);
    };
    expect(typeof typed).toBe('function');
  });
});

describe('reads', () => {
  it('find and findById answer what the caller may read: a visitor sees no draft job, staff do', async () => {
    const draft = await newJob('read-draft');
    await expect(api().findById('job', draft, { caller: null })).rejects.toMatchObject({ status: 404, message: 'Job ' + draft + ' was not found' });
    expect((await api().findById('job', draft, { caller: staffUser })).state).toBe('draft');
    expect((await api().find('job', { filter: { slug: 'read-draft' } }, { caller: null })).meta.total).toBe(0);
    expect((await api().find('job', { filter: { slug: 'read-draft' } }, { caller: staffUser })).data.map((job) => job.title)).toEqual(['Cloud engineer']);
  });
});

describe('guarded and grouped writes', () => {
  it('where: the update happens only while the stored row meets it, and answers null otherwise (nothing written)', async () => {
    const id = await newJob('guarded');
    const caller = system('test');
    expect(await api().update('job', id, { state: 'posted' }, { caller, where: { state: 'archived' } })).toBeNull();
    expect((await api().update('job', id, { state: 'posted' }, { caller, where: { state: ['draft', 'archived'] } }))?.state).toBe('posted');
    expect((await entriesOf('job', id)).map((e) => e.operation)).toEqual(['create', 'update']);
  });

  it('a function of the stored record with a bound: relative changes stop at the bound', async () => {
    const id = await newJob('vacancies');
    const caller = system('test');
    const take = () => api().update('job', id, (job) => ({ vacancies: job.vacancies - 1 }), { caller, where: { vacancies: { gte: 2 } } });
    await api().update('job', id, { vacancies: 3 }, { caller });
    expect((await take())?.vacancies).toBe(2);
    expect((await take())?.vacancies).toBe(1);
    expect(await take()).toBeNull();
  });

  it('trx: writes in one transaction commit together or not at all', async () => {
    const caller = system('test');
    await expect(
      server.db.transaction(async (trx) => {
        await api().create('job', { title: 'Together', slug: 'together-1', ...JOB }, { caller, trx });
        await api().create('job', { title: 'Together', slug: 'together-1', ...JOB }, { caller, trx }); // the same slug: refused
      }),
    ).rejects.toThrow();
    expect(Number((await server.db('jobs').where({ title: 'Together' }).count({ n: '*' }).first())?.n)).toBe(0);
  });
});

describe('the trash, the singleton and the list: the same operations behind their routes', () => {
  it('restore: over HTTP and in-process the same entry; a customer is refused alike; a live record comes back as it is', async () => {
    const [httpJob, localJob] = [await newJob('restore-h'), await newJob('restore-l')];
    for (const id of [httpJob, localJob]) await api().delete('job', id, { caller: staffUser });
    const overHttpAnswer = await call(`${server.url}/api/job/${httpJob}/restore`, { method: 'POST', token: staff.token });
    expect(overHttpAnswer.status).toBe(200);
    expect((await api().restore('job', localJob, { caller: staffUser })).title).toBe('Cloud engineer');
    const [overHttpEntries, localEntries] = [await entriesOf('job', httpJob), await entriesOf('job', localJob)];
    expect(localEntries).toEqual(overHttpEntries);
    expect(localEntries.map((e) => [e.operation, e.action, e.user_email])).toEqual([['create', null, 'system: test fixture'], ['delete', null, 'local-api-hr@test.local'], ['action', 'restore', 'local-api-hr@test.local']]);
    expect((await api().restore('job', localJob, { caller: system('test') })).id).toBe(localJob); // live already: no new entry
    expect(await entriesOf('job', localJob)).toHaveLength(3);

    const refused = { status: 403, message: 'Your role may not delete job records' };
    expect(await overHttp(call(`${server.url}/api/job/${httpJob}/restore`, { method: 'POST', token: customer.token }))).toEqual(refused);
    expect(await inProcess(api().restore('job', localJob, { caller: customerUser }))).toEqual(refused);
  });

  it('the trash list is for staff: a visitor may list jobs, not the trashed ones, over HTTP or in-process', async () => {
    const id = await newJob('trash-list');
    await api().delete('job', id, { caller: staffUser });
    const trashQuery = () => parseListQuery(jobMeta, { trashed: 'only', 'filter[slug]': 'trash-list' });
    const refused = { status: 401, message: 'Sign in to continue' };
    expect(await overHttp(call(`${server.url}/api/job?trashed=only&filter[slug]=trash-list`))).toEqual(refused);
    expect(await inProcess(list(server.context, localApiRegistry.job, trashQuery(), { caller: null }))).toEqual(refused);
    const trash = await call(`${server.url}/api/job?trashed=only&filter[slug]=trash-list`, { token: staff.token });
    expect(trash.body.data.map((job: Json) => job.id)).toEqual([id]);
    expect((await list(server.context, localApiRegistry.job, trashQuery(), { caller: staffUser })).data.map((job) => job.id)).toEqual([id]);
  });

  it('the singleton: saved whole through the local API (created by the first save, then updated), audited, read back over HTTP', async () => {
    expect(await api().findSingleton('about-data', { caller: null })).toBeNull();
    const first = await api().saveSingleton('about-data', { company_name: 'Northwind Consulting', employees: 40 }, { caller: system('test fixture') });
    const second = await api().saveSingleton('about-data', { company_name: 'Northwind Consulting Ltd', employees: 42 }, { caller: system('test fixture') });
    expect(second.id).toBe(first.id);
    const read = await call(`${server.url}/api/about-data`);
    expect([read.body.data.id, read.body.data.company_name, read.body.data.employees]).toEqual([first.id, 'Northwind Consulting Ltd', 42]);
    expect((await entriesOf('about-data', first.id)).map((e) => [e.operation, e.changed])).toEqual([['create', ['company_name', 'employees']], ['update', ['company_name', 'employees']]]);

    const refused = { status: 403, message: 'Your role may not update about-data records' };
    expect(await overHttp(call(`${server.url}/api/about-data`, { method: 'PUT', token: customer.token, json: { company_name: 'Mine' } }))).toEqual(refused);
    expect(await inProcess(api().saveSingleton('about-data', { company_name: 'Mine' }, { caller: customerUser }))).toEqual(refused);
  });
});

describe('stamps: a record dated by the system (the demo seed\'s order placed weeks ago)', () => {
  const stamps = { created_at: '2026-01-02T03:04:05.000Z' };
  const stampOf = (value: unknown) => new Date(value as string).toISOString(); // PostgreSQL answers a Date's text

  it('the system gives a new record its own created_at, and updated_at with it', async () => {
    const job = await api().create('job', { title: 'Dated job', slug: 'dated-job', ...JOB }, { caller: system('dated import'), stamps });
    expect([stampOf(job.created_at), stampOf(job.updated_at)]).toEqual([stamps.created_at, stamps.created_at]);
    const row = await server.db('jobs').where({ id: job.id }).first('created_at');
    expect(stampOf(row.created_at)).toBe(stamps.created_at);
  });

  it('a user may not date a record, even with the create grant: refused, nothing written', async () => {
    const before = Number((await server.db('jobs').count({ n: '*' }).first())?.n);
    await expect(api().create('job', { title: 'Backdated job', slug: 'backdated-job', ...JOB }, { caller: staffUser, stamps })).rejects.toThrow('Only the system');
    await expect(api().create('job', { title: 'Backdated job', slug: 'backdated-job', ...JOB }, { caller: null, stamps })).rejects.toThrow();
    expect(Number((await server.db('jobs').count({ n: '*' }).first())?.n)).toBe(before);
  });
});

describe("the system's own options: a file already in the store, an account's internal columns", () => {
  const mediaCount = async () => Number((await server.db('media_files').count({ n: '*' }).first())?.n);
  const tokenVersion = async (id: number) => Number((await server.db('users').where({ id }).first('token_version')).token_version);

  it('storedFiles: only the system names a stored file, and only one the store holds', async () => {
    const adminUser = (await findAccountByEmail(server.db, ADMIN.email))!.user;
    const before = await mediaCount();
    const named = { storedFiles: { file: 'uploads/banner/0000000000000000-00000000.png' } };
    await expect(api().create('media', { name: 'Not mine', file: undefined }, { caller: adminUser, ...named })).rejects.toThrow('Only the system');
    const missing = await api().create('media', { name: 'Gone', file: undefined }, { caller: system('media library'), ...named }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(APIError);
    expect([(missing as APIError).status, (missing as APIError).fields]).toEqual([400, { file: 'No stored file is named uploads/banner/0000000000000000-00000000.png' }]);
    expect(await mediaCount()).toBe(before);
  });

  it('internal: only the system writes them, never a field of the API, and the history names the action', async () => {
    const version = await tokenVersion(staff.id);
    const bump = (stored: Record<string, unknown>) => ({ token_version: Number(stored.token_version) + 1 });
    const adminUser = (await findAccountByEmail(server.db, ADMIN.email))!.user;
    await expect(api().update('user', staff.id, {}, { caller: adminUser, internal: bump })).rejects.toThrow('Only the system');
    await expect(api().update('user', staff.id, {}, { caller: system('test'), internal: () => ({ email: 'taken@example.com' }) })).rejects.toThrow('email of user is no internal field');
    expect(await tokenVersion(staff.id)).toBe(version);

    await api().update('user', staff.id, {}, { caller: system('sessions ended by a test'), auditAction: 'end_sessions', internal: bump });
    expect(await tokenVersion(staff.id)).toBe(version + 1);
    const [last] = (await call(`${server.url}/api/user/${staff.id}/history`, { token: admin })).body.data;
    expect([last.operation, last.action, last.user_email]).toEqual(['action', 'end_sessions', 'system: sessions ended by a test']);
  });
});
