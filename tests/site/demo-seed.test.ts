/**
 * The demo seed writes through the local API's operations (site/server/seed/util.ts), as
 * `system('demo content')`: every seeded record has its create in the audit log and a history from
 * version 1, the order's hooks took the stock of the paid demo orders, the search index was written by
 * the writes, no mail left, and a bad seed row is refused with its fields named, writing nothing.
 * Real server, real database (SQLite, and PostgreSQL in the "postgres" project).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../generated/server/local-api';
import { readOutbox } from '../../runtime-server/mail/outbox';
import { seedDemoContent } from '../../site/server/seed/seed';
import { create } from '../../site/server/seed/util';
import { call, login, type Json } from '../helpers/http';
import { ADMIN, startsOnDemoTemplate, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
const DEMO = 'system: demo content';

beforeAll(async () => {
  server = await startTestServer({ demoContent: true, demoTemplate: false });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 120_000);
afterAll(() => server?.close());

const count = async (table: string, where: Record<string, unknown> = {}) => Number((await server.db(table).where(where).count({ n: '*' }).first())?.n);
const history = async (entity: string, id: number) =>
  (await call(`${server.url}/api/${entity}/${id}/history`, { token: admin })).body.data.map((v: Json) => [v.version, v.operation, v.action ?? null, v.user_email]);

describe('the demo seed writes through the local API', () => {
  it('every seeded record has its create in the audit log, by the system (demo content)', async () => {
    // entity → [its table, records the demo seeds]
    const seeded: Record<string, [string, number]> = {
      role: ['roles', 4], user: ['users', 7], service: ['services', 6], banner: ['banners', 3], notice: ['notices', 4], 'about-data': ['about_data', 1],
      'team-member': ['team_members', 6], product: ['products', 9], order: ['orders', 3], 'order-item': ['order_items', 5], 'exam-question': ['exam_questions', 2],
      applicant: ['applicants', 8], 'applicant-answer': ['applicant_answers', 4], subscriber: ['subscribers', 8], page: ['pages', 13], 'pricing-plan': ['pricing_plans', 3],
    };
    for (const [entity, [table, n]] of Object.entries(seeded)) {
      const entries = await count('audit_entries', { entity, operation: 'create', user_email: DEMO, user_id: null });
      expect([entity, entries]).toEqual([entity, n]);
      const rows = entity === 'role' || entity === 'user' ? n : await count(table); // the first admin and its role are the runtime's own
      expect([table, rows]).toEqual([table, n]);
    }
    // 186 creates; 54 German translations (6 services, 3 pages, 3 banners, 8 products, 1 job, 13 menu items,
    // 4 footer columns, 16 footer links); 2 payments and 1 completion; 4 stock moves by the order's hooks.
    expect(await count('audit_entries', { user_email: DEMO, operation: 'update' })).toBe(56);
    expect(await count('audit_entries', { user_email: DEMO })).toBe(243);
    // The start's own records, through the local API too: the first admin and its role, and the 62 pictures
    // and documents the records show, taken into the media library. 4 stock moves by the order's hooks.
    expect(await count('audit_entries', { user_email: 'system: first admin' })).toBe(2);
    expect(await count('audit_entries', { user_email: 'system: first admin', entity: 'user', operation: 'create' })).toBe(1);
    expect(await count('audit_entries', { user_email: 'system: media library', entity: 'media', operation: 'create' })).toBe(62);
    expect(await count('audit_entries')).toBe(311);
  });

  it('a paid demo order was placed pending, paid and completed, and its hooks took the stock the shop shows', async () => {
    const order = await server.db('orders').where({ shipping_name: 'Daniel Okafor' }).first();
    expect(await history('order', Number(order.id))).toEqual([
      [3, 'action', 'complete', DEMO],
      [2, 'update', null, DEMO],
      [1, 'create', null, DEMO],
    ]);
    const premium = await server.db('products').where({ slug: 'premium-support-plan' }).first();
    expect(premium.quantity).toBe(20); // 21 seeded, 1 taken by the paid order
    expect(await history('product', Number(premium.id))).toEqual([
      [3, 'update', null, `system: stock taken for order ${order.id}`],
      [2, 'update', null, DEMO], // its German
      [1, 'create', null, DEMO],
    ]);
    expect((await server.db('products').where({ slug: 'secure-coding-online' }).first()).quantity).toBe(40);
  });

  it('dates what the demo tells as past: an order placed three weeks ago, an applicant who applied 35 days ago', async () => {
    const order = await server.db('orders').where({ shipping_name: 'Daniel Okafor' }).first();
    const applicant = await server.db('applicants').where({ name: 'Oliver Hughes' }).first();
    const daysAgo = (at: unknown) => (Date.now() - new Date(at as string).getTime()) / 86_400_000;
    expect(Math.round(daysAgo(order.created_at))).toBe(21);
    expect(Math.round(daysAgo(applicant.created_at))).toBe(35);
  });

  it('the writes filled the search index, uploaded the files as clients upload them, and sent no mail', async () => {
    for (const locale of ['en', 'de']) {
      expect(await count('search_entries', { entity: 'service', locale })).toBe(6);
      expect(await count('search_entries', { entity: 'page', locale })).toBe(13);
    }
    const resume = await server.db('applicants').where({ name: 'Marcus Chen' }).first('resume');
    expect(resume.resume).toMatch(/^private\/applicant\/[0-9a-f]{16}-[0-9a-f]{8}\.pdf$/); // a private file field's upload
    const service = await server.db('services').where({ slug: 'cloud-migration' }).first('icon');
    expect(service.icon).toMatch(/^uploads\/service\/[0-9a-f]{16}-[0-9a-f]{8}\.png$/);
    expect(readOutbox(server.outboxDir)).toEqual([]);
  });

  it('runs each part only into an empty table: a second run writes nothing', async () => {
    const before = await count('audit_entries');
    expect(await seedDemoContent(server.context)).toEqual([]);
    expect(await count('audit_entries')).toBe(before);
  });

  it('refuses a bad seed row naming the entity and each field, and writes nothing', async () => {
    const before = await count('products');
    const bad = { name: 'Cloud audit', slug: 'cloud-audit', category_id: 1, billing: 'one_time', price: -5, quantity: 1.5, active: true, featured: false };
    const seedOne = records(server.context).transaction((trx) => create({ services: server.context, now: new Date().toISOString(), trx }, 'product', bad));
    await expect(seedOne).rejects.toThrow(/^demo seed: a product was refused \(400 [^)]*\): .*price: .*quantity: /);
    expect(await count('products')).toBe(before);
  });
});

/**
 * Every table's rows in a stable order, with what two seeds write differently masked: the moments (the seed's,
 * each write's, each migration's), password hashes (salted) and the random part of stored file names.
 */
async function tableContents(db: Knex): Promise<Record<string, unknown[]>> {
  const tables: string[] = db.client.config.client === 'pg'
    ? (await db('information_schema.tables').where({ table_schema: 'public' }).select<{ table_name: string }[]>('table_name')).map((t) => t.table_name)
    : (await db('sqlite_master').where({ type: 'table' }).andWhereNot('name', 'like', 'sqlite_%').select<{ name: string }[]>('name')).map((t) => t.name);
  const mask = (value: unknown): unknown => {
    if (value instanceof Date) return 'moment';
    if (typeof value !== 'string') return value;
    return value
      .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:?\d\d)?)?/g, 'moment')
      .replace(/\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/g, 'hash')
      .replace(/[0-9a-f]{16}-[0-9a-f]{8}/g, 'file');
  };
  const contents: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    // knex's migration times are numbers on SQLite (two workers may each have migrated a schema template).
    const rows = (await db(table).select()).map((row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'migration_time' ? 'moment' : mask(v)])));
    contents[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return contents;
}

/** The files under a server's two upload folders: their folder and size (names are random). */
function storedFiles(uploadsDir: string): string[] {
  const files: string[] = [];
  for (const root of [uploadsDir, path.join(path.dirname(uploadsDir), 'private')]) {
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(`${path.relative(path.dirname(uploadsDir), folder)} ${statSync(full).size}`);
      }
    };
    walk(root);
  }
  return files.sort();
}

describe("the run's demo template", () => {
  it('gives a server what its own seed writes: the same rows in every table, the same files, thumbnails made', async () => {
    const copy = await startTestServer({ demoContent: true });
    try {
      await Promise.all([server.thumbnails.whenIdle(), copy.thumbnails.whenIdle()]);
      expect(await tableContents(copy.db)).toEqual(await tableContents(server.db));
      expect(storedFiles(copy.uploadsDir)).toEqual(storedFiles(server.uploadsDir));
    } finally {
      await copy.close();
    }
  });

  it('is used only where the server would seed just so: any option that changes what the seed writes, or where, makes it seed for itself', () => {
    expect(startsOnDemoTemplate({ demoContent: true })).toBe(true);
    expect(startsOnDemoTemplate({ demoContent: true, webDir: 'dist/web', limits: { anonymousWritesPerAddress: 3 }, directWritesRefreshPages: false, scheduler: true, mail: { from: 'A <a@b.test>' } })).toBe(true);
    expect(startsOnDemoTemplate({})).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: false })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, demoTemplate: false })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, buildSchema: true })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, databaseUrl: '/tmp/other.sqlite' })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, timeZone: 'Europe/Berlin' })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, locales: ['en'] })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, hooks: [] })).toBe(false);
    expect(startsOnDemoTemplate({ demoContent: true, uploadStore: 'database' })).toBe(false);
  });
});
