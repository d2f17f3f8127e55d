/**
 * The generated statements (generated/server/statements/) are the server's own knex queries compiled ahead
 * of time: for every entity, each one equals what knex sends for the same read when the server builds it at
 * run time (caught through knex's `query` event), on the database the suite runs on. A change of the
 * builders, of the columns an answer shows or of knex's compiler without `npm run generate` fails here.
 * And the reads that have these shapes do run them prepared, also inside a transaction.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/server/index';
import { bannerMeta } from '../../generated/schemas/banner.schema';
import { records } from '../../generated/server/local-api';
import { findAccountWithSecrets } from '../../runtime-server/auth/accounts';
import { liveIdQuery } from '../../runtime-server/crud/fixed-shapes';
import { parseListQuery } from '../../runtime-server/crud/list-query';
import { findRaw, findRecord, listRecords } from '../../runtime-server/crud/read';
import { serializeRows } from '../../runtime-server/crud/serialize';
import { statementsOf } from '../../runtime-server/crud/statements';
import type { Viewer } from '../../runtime-server/crud/visibility';
import type { CompiledStatement } from '../../runtime-server/db/prepared';
import { lockedRow } from '../../runtime-server/db/write-lock';
import { updateReturning } from '../../runtime-server/db/write-statements';
import { APIError } from '../../runtime-server/http/errors';
import { system } from '../../runtime-server/local-api/caller';
import type { EntityMeta } from '../../runtime-shared/meta';
import { login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;

const AUDIT_INSERT_SQLITE = 'insert into `audit_entries` (`action`, `after`, `at`, `before`, `changed`, `created_at`, `day`, `entity`, `operation`, `record_id`, `updated_at`, `user_email`, `user_id`) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const AUDIT_INSERT_PG = 'insert into "audit_entries" ("action", "after", "at", "before", "changed", "created_at", "day", "entity", "operation", "record_id", "updated_at", "user_email", "user_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)';
let viewer: Viewer;

beforeAll(async () => {
  server = await startTestServer();
  const { id } = (await server.db('users').where({ email: ADMIN.email }).first()) as { id: number };
  viewer = { user: (await findAccountWithSecrets(server.db, id))!.user, entities: server.context.entities };
}, 60_000);
afterAll(() => server?.close());

interface Sent {
  sql: string;
  bindings: unknown[];
  prepared?: unknown;
}

/** The statements `work` sends, as knex's `query` event tells them; a 404 (no such record) is expected. */
async function sentBy(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const listen = (q: Sent) => void sent.push({ sql: q.sql, bindings: q.bindings, ...(q.prepared ? { prepared: q.prepared } : {}) });
  server.db.on('query', listen);
  try {
    await work().catch((error: unknown) => {
      if (!(error instanceof APIError && error.status === 404)) throw error;
    });
  } finally {
    server.db.off('query', listen);
  }
  return sent;
}

/** A generated statement for this suite's database, with its parameters given. */
function bound(statement: { sqlite: CompiledStatement; pg: CompiledStatement }, params: Record<string, unknown>): Sent {
  const { sql, bindings } = server.database === 'postgres' ? statement.pg : statement.sqlite;
  return { sql, bindings: bindings.map((b) => (b !== null && typeof b === 'object' ? params[b.param] : b)) };
}

/** A copy of the meta with no statements registered: the server builds its queries with knex. */
const unprepared = (meta: EntityMeta): EntityMeta => ({ ...meta });

const withStatements = resources.filter((r) => statementsOf(r.meta));

describe('every generated statement is what knex compiles for the same read', () => {
  it('covers every entity but the singletons', () => {
    expect(withStatements.map((r) => r.meta.name)).toEqual(resources.filter((r) => !r.meta.singleton).map((r) => r.meta.name));
    expect(withStatements.length).toBeGreaterThan(40);
  });

  it.each(withStatements.map((r) => [r.meta.name, r.meta] as const))('%s', async (_name, meta) => {
    const statements = statementsOf(meta)!;
    const copy = unprepared(meta);

    const [byId, ...more] = await sentBy(() => findRecord(server.db, copy, 424_242, viewer));
    expect(more).toEqual([]);
    expect(byId).toEqual(bound(statements.readById!, { id: 424_242 }));

    expect(await sentBy(() => findRaw(server.db, copy, 424_242))).toEqual([bound(statements.rowById!, { id: 424_242 })]);
    // In a transaction, as writes lock a row (on SQLite the transaction holds the write lock from its start).
    const locking = await sentBy(() => server.db.transaction((trx) => lockedRow(trx, meta.table, 424_242)));
    expect(locking.filter((s) => !/^(BEGIN|COMMIT);$/.test(s.sql))).toEqual([bound(statements.lockById!, { id: 424_242 })]);

    const [count, page] = await sentBy(() => listRecords(server.db, copy, parseListQuery(copy, { perPage: '7' }), viewer));
    expect(count).toEqual(bound(statements.count!, {}));
    if (statements.firstPage) expect(page).toEqual(bound(statements.firstPage, { perPage: 7 }));
    else expect(meta.defaultSort).toContain('.'); // only an order through a relation has none

    for (const f of meta.fields.filter((field) => field.relation)) {
      const sent = await sentBy(() => serializeRows(server.db, copy, [{ id: 1, [f.name]: 424_243 }], viewer, { fields: new Set(['id', f.name]), expand: new Map() }));
      expect(sent).toEqual([bound(statements.attach![f.name]!, { id: 424_243 })]);
      // What a write checks of the record its input chooses (crud/prepare-input.ts).
      expect(await sentBy(() => liveIdQuery(server.db, f.relation!, 424_243))).toEqual([bound(statements.chosen![f.name]!, { id: 424_243 })]);
    }
  });
});

describe('reads of these shapes run the generated statements', () => {
  let serviceId: number;
  let bannerId: number;

  beforeAll(async () => {
    serviceId = (await records(server.context).create('service', { name: 'Prepared service', featured: false }, { caller: system('test fixture') })).id;
    const now = new Date().toISOString();
    const [row] = await server.db('banners').insert({ title: 'Prepared', sub_title: 'Sub', service_id: serviceId, photo: 'uploads/banner/prepared.png', created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
    bannerId = row!.id;
  });

  it('a read by id: the row and its relation, both prepared, answered as before', async () => {
    const sent = await sentBy(async () => {
      const res = await fetch(`${server.url}/api/banner/${bannerId}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({ id: bannerId, title: 'Prepared', sub_title: 'Sub', service_id: serviceId, service: { id: serviceId, name: 'Prepared service' }, photo: 'uploads/banner/prepared.png' });
    });
    const statements = statementsOf(bannerMeta)!;
    expect(sent).toEqual([
      { ...bound(statements.readById!, { id: bannerId }), prepared: expect.anything() as unknown },
      { ...bound(statements.attach!.service_id!, { id: serviceId }), prepared: expect.anything() as unknown },
    ]);
  });

  it('the first page of an unfiltered list: its count and rows prepared; a filtered or later page through knex', async () => {
    const statements = statementsOf(bannerMeta)!;
    const first = await sentBy(async () => {
      const res = await fetch(`${server.url}/api/banner?perPage=5`);
      const body = (await res.json()) as { data: { id: number }[]; meta: unknown };
      expect(body.data[0]!.id).toBe(bannerId);
      expect(body.meta).toEqual({ total: 1, page: 1, perPage: 5 });
    });
    expect(first.slice(0, 2)).toEqual([
      { ...bound(statements.count!, {}), prepared: expect.anything() as unknown },
      { ...bound(statements.firstPage!, { perPage: 5 }), prepared: expect.anything() as unknown },
    ]);
    const filtered = await sentBy(() => fetch(`${server.url}/api/banner?filter[title]=Prepared`).then((r) => r.json()));
    expect(filtered.filter((s) => /banners/.test(s.sql)).map((s) => s.prepared)).toEqual([undefined, undefined]);
  });

  it("a page's relations: one prepared statement for all its rows' records, a record in the trash attached as null", async () => {
    const statements = statementsOf(bannerMeta)!;
    const other = (await records(server.context).create('service', { name: 'Second service', featured: false }, { caller: system('test fixture') })).id;
    const trashed = (await records(server.context).create('service', { name: 'Trashed service', featured: false }, { caller: system('test fixture') })).id;
    const now = new Date().toISOString();
    const row = (title: string, service_id: number) => ({ title, sub_title: 'Sub', service_id, photo: 'uploads/banner/page.png', created_at: now, updated_at: now });
    await server.db('banners').insert([row('On the second', other), row('On the trashed', trashed), row('On the first too', serviceId)]);
    await server.db('services').where({ id: trashed }).update({ deleted_at: now });
    try {
      const sent = await sentBy(async () => {
        const body = (await (await fetch(`${server.url}/api/banner?perPage=4`)).json()) as { data: { title: string; service: unknown }[] };
        expect(body.data.map((b) => [b.title, b.service])).toEqual([
          ['On the first too', { id: serviceId, name: 'Prepared service' }],
          ['On the trashed', null],
          ['On the second', { id: other, name: 'Second service' }],
          ['Prepared', { id: serviceId, name: 'Prepared service' }],
        ]);
      });
      const attached = sent.filter((s) => /from .services./.test(s.sql));
      expect(attached.map((s) => s.sql)).toEqual([
        server.database === 'postgres'
          ? 'select "id", "name" from "services" where "id" = any($1) and "services"."deleted_at" is null'
          : 'select `id`, `name` from `services` where `id` in (select value from json_each(?)) and `services`.`deleted_at` is null',
      ]);
      expect(attached).toEqual([{ ...bound(statements.attachMany!.service_id!, { ids: server.database === 'postgres' ? [serviceId, trashed, other] : JSON.stringify([serviceId, trashed, other]) }), prepared: expect.anything() as unknown }]);
    } finally {
      await server.db('banners').whereIn('title', ['On the second', 'On the trashed', 'On the first too']).del();
    }
  });

  it('an update reads and locks its row prepared, writes it and its audit entry prepared, and answers as before', async () => {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const statements = statementsOf(bannerMeta)!;
    const sent = await sentBy(async () => {
      const res = await fetch(`${server.url}/api/banner/${bannerId}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ sub_title: 'Changed' }) });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown }).data).toMatchObject({ id: bannerId, sub_title: 'Changed', service: { id: serviceId, name: 'Prepared service' } });
    });
    const prepared = sent.filter((s) => s.prepared).map(({ prepared: _, ...s }) => s);
    const pg = server.database === 'postgres';
    const any = expect.any(String) as unknown;
    expect(prepared).toEqual([
      bound(statements.rowById!, { id: bannerId }),
      // On SQLite the row is read once, inside the transaction that holds the write lock from its start (crud/write.ts
      // `readsOnceLocked`); on PostgreSQL read for the input's checks, then again locked (FOR UPDATE) in the transaction.
      ...(pg ? [bound(statements.lockById!, { id: bannerId })] : []),
      // The update and its audit entry: the text knex compiled for them, compiled once and run prepared (db/write-statements.ts).
      { sql: pg ? 'update "banners" set "sub_title" = $1, "updated_at" = $2 where "id" = $3 returning *' : 'update `banners` set `sub_title` = ?, `updated_at` = ? where `id` = ? returning *', bindings: ['Changed', any, bannerId] },
      { sql: pg ? AUDIT_INSERT_PG : AUDIT_INSERT_SQLITE, bindings: [null, any, any, any, '["sub_title"]', any, any, 'banner', 'update', bannerId, any, ADMIN.email, expect.any(Number)] },
      bound(statements.attach!.service_id!, { id: serviceId }),
    ]);
    // Only the sign-in's account (read once, then cached: auth/account-cache.ts) goes through knex.
    expect(sent.filter((s) => !s.prepared && !/from .users. left join/.test(s.sql) && !/^(BEGIN|COMMIT);$/.test(s.sql))).toEqual([]);
  });

  it('a create: the chosen record checked, the row and its audit entry written prepared; the row stored is the one answered', async () => {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const pg = server.database === 'postgres';
    const any = expect.any(String) as unknown;
    let id = 0;
    const sent = await sentBy(async () => {
      const res = await fetch(`${server.url}/api/contact`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Prepared', message: 'Hello', service_id: serviceId }) });
      expect(res.status).toBe(201);
      ({ id } = ((await res.json()) as { data: { id: number } }).data);
    });
    // Not the account and the webhooks (read once and kept), nor PostgreSQL's BEGIN and COMMIT (knex's transaction there).
    const own = sent.filter((s) => !/from .(users|webhooks)./.test(s.sql) && !/^(BEGIN|COMMIT);$/.test(s.sql));
    expect(own.filter((s) => !s.prepared)).toEqual([]);
    expect(own.map((s) => s.sql)).toEqual([
      pg ? 'select "id" from "services" where "services"."deleted_at" is null and "id" = $1 limit 1' : 'select `id` from `services` where `services`.`deleted_at` is null and `id` = ? limit 1',
      pg
        ? 'insert into "contacts" ("created_at", "email", "message", "name", "read", "service_id", "subject", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8) returning *'
        : 'insert into `contacts` (`created_at`, `email`, `message`, `name`, `read`, `service_id`, `subject`, `updated_at`) values (?, ?, ?, ?, ?, ?, ?, ?) returning *',
      pg ? AUDIT_INSERT_PG : AUDIT_INSERT_SQLITE,
      pg ? 'select "id", "name" from "services" where "id" in ($1) and "services"."deleted_at" is null' : 'select `id`, `name` from `services` where `id` in (?) and `services`.`deleted_at` is null',
    ]);
    expect(own[1]!.bindings).toEqual([any, 'ada@example.com', 'Hello', 'Ada', pg ? false : 0, serviceId, 'Prepared', any]);
    // Columns the input left out keep their defaults, as with knex.
    expect(await server.db('contacts').where({ id }).first('name', 'phone', 'company', 'read')).toEqual({ name: 'Ada', phone: null, company: null, read: pg ? false : 0 });
    expect(await server.db('audit_entries').where({ entity: 'contact', record_id: id }).first('operation', 'changed')).toEqual({ operation: 'create', changed: '["name","email","service_id","subject","message","read"]' });
  });

  it('a write whose values are not plain (a database expression) goes through knex', async () => {
    const sent = await sentBy(async () => {
      const row = await updateReturning(server.db, 'banners', bannerId, { sub_title: server.db.raw('?', ['Raw value']) });
      expect(row).toMatchObject({ id: bannerId, sub_title: 'Raw value' });
      expect(await updateReturning(server.db, 'banners', 424_242, { sub_title: 'Nobody' })).toBeUndefined();
    });
    expect(sent.map((s) => Boolean(s.prepared))).toEqual([false, true]);
  });

  it('inside a transaction, on its connection: a row written in it is read in it', async () => {
    const found = await server.db.transaction(async (trx) => {
      const now = new Date().toISOString();
      const [row] = await trx('banners').insert({ title: 'In a transaction', sub_title: 'Sub', service_id: serviceId, photo: 'uploads/banner/t.png', created_at: now, updated_at: now }).returning<{ id: number }[]>('id');
      return findRecord(trx, bannerMeta, row!.id, viewer);
    });
    expect(found).toMatchObject({ title: 'In a transaction', service: { id: serviceId, name: 'Prepared service' } });
  });

  it('a statement on a transaction that has ended is refused, not run outside it', async () => {
    let ended: Knex.Transaction | undefined;
    await server.db.transaction((trx) => {
      ended = trx;
      return Promise.resolve();
    });
    await expect(findRecord(ended!, bannerMeta, bannerId, viewer)).rejects.toThrow(/transaction that has already ended/);
  });
});
