/**
 * Answers written through the shapes the generator emits from each entity's OpenAPI schema
 * (generated/server/serializers.ts, runtime-server/crud/answer-json.ts): over every entity's demo rows
 * the JSON is byte for byte what the API wrote before (`res.json` of the records the read path makes,
 * which the local API still hands back), and a key the document does not name is never answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityMetas } from '../../generated/schemas';
import { bannerAnswer, serviceAnswer } from '../../generated/server/serializers';
import { localApiRegistry } from '../../generated/server/local-api';
import { findAccountWithSecrets, type AuthUser } from '../../runtime-server/auth/accounts';
import { parseListQuery } from '../../runtime-server/crud/list-query';
import { parseSelection } from '../../runtime-server/crud/selection';
import { findById, list } from '../../runtime-server/local-api/operations';
import { findSingleton } from '../../runtime-server/local-api/singleton';
import { login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
let admin: AuthUser;

beforeAll(async () => {
  server = await startTestServer({ demoContent: true });
  token = await login(server.url, ADMIN.email, ADMIN.password);
  const row = await server.db<{ id: number; email: string }>('users').where({ email: ADMIN.email }).first('id');
  admin = (await findAccountWithSecrets(server.db, Number(row!.id)))!.user;
});

afterAll(() => server?.close());

/** The answer's text, as the client receives it. */
async function text(path: string, init: RequestInit = {}): Promise<{ status: number; body: string }> {
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  return { status: res.status, body: await res.text() };
}

const target = (name: string) => localApiRegistry[name as keyof typeof localApiRegistry];
const readable = entityMetas.filter((m) => !m.singleton && m.access.read !== 'none');

describe('answers are the same bytes as before', () => {
  it.each(readable.map((m) => [m.name, m] as const))('%s: a list page and each record by id', async (name, meta) => {
    const query = { perPage: '100', sort: 'id' };
    const page = await text(`/api/${name}?perPage=100&sort=id`);
    expect(page.status).toBe(200);
    const before = await list(server.context, target(name), parseListQuery(meta, query, { selection: true }), { caller: admin });
    expect(page.body).toBe(JSON.stringify(before));
    for (const record of before.data.slice(0, 5)) {
      const one = await text(`/api/${name}/${String(record.id)}`);
      expect(one.body).toBe(JSON.stringify({ data: await findById(server.context, target(name), Number(record.id), { caller: admin }) }));
    }
  });

  it('covers rows of most entities (the demo content)', async () => {
    const withRows = [];
    for (const meta of readable) if ((await text(`/api/${meta.name}?perPage=1`)).body.includes('"id":')) withRows.push(meta.name);
    expect(withRows.length).toBeGreaterThan(25);
  });

  it.each(entityMetas.filter((m) => m.singleton).map((m) => [m.name] as const))('%s (a singleton)', async (name) => {
    const answer = await text(`/api/${name}`);
    expect(answer.body).toBe(JSON.stringify({ data: await findSingleton(server.context, target(name), { caller: admin }) }));
  });

  it('a record in a locale (`_meta` last, without the translations)', async () => {
    const answer = await text('/api/service?locale=de&perPage=5&sort=id');
    expect(answer.body).toContain('"_meta":{"locale":"de","fallback":[');
    expect(answer.body).not.toContain('"translations"');
  });

  it('create and update answers', async () => {
    const service = await text('/api/service?perPage=1');
    const serviceId = (JSON.parse(service.body) as { data: { id: number }[] }).data[0]!.id;
    const created = await text('/api/news-letter', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ subject: 'Shapes "quoted" ü', body: '<p>Line</p>', status: 'draft' }) });
    expect(created.status, created.body).toBe(201);
    const id = (JSON.parse(created.body) as { data: { id: number } }).data.id;
    expect(created.body).toBe(JSON.stringify({ data: await findById(server.context, target('news-letter'), id, { caller: admin }) }));
    const patched = await text(`/api/banner/1`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Shaped "banner" ✓', service_id: serviceId }) });
    expect(patched.status, patched.body).toBe(200);
    expect(patched.body).toBe(JSON.stringify({ data: await findById(server.context, target('banner'), 1, { caller: admin }) }));
  });

  it('`fields` and `expand` answers hold the same values', async () => {
    for (const path of ['fields=id,title,service_id', 'expand=service', 'fields=title,service_id&expand=service']) {
      const answer = await text(`/api/banner?${path}&sort=id&perPage=10`);
      const query = Object.fromEntries(new URLSearchParams(`${path}&sort=id&perPage=10`));
      expect(JSON.parse(answer.body), path).toEqual(await list(server.context, target('banner'), parseListQuery(localApiRegistry.banner.meta, query, { selection: true }), { caller: admin }));
      const one = await text(`/api/banner/1?${path}`);
      const selection = parseSelection(localApiRegistry.banner.meta, Object.fromEntries(new URLSearchParams(path)));
      expect(JSON.parse(one.body), path).toEqual({ data: await findById(server.context, target('banner'), 1, { caller: admin, ...(selection ? { selection } : {}) }) });
    }
  });
});

describe('keys the document does not name are not answered', () => {
  it('a column added to the table behind the entity', async () => {
    await server.db.schema.alterTable('banners', (t) => t.string('internal_note'));
    await server.db('banners').update({ internal_note: 'not for clients' });
    for (const path of ['/api/banner?perPage=3', '/api/banner/1', '/api/banner/1?expand=service', '/api/banner?fields=id,title']) {
      const answer = await text(path);
      expect(answer.status).toBe(200);
      expect(answer.body, path).not.toContain('internal_note');
    }
    const patched = await text('/api/banner/1', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ title: 'Still shaped' }) });
    expect(patched.status).toBe(200);
    expect(patched.body).not.toContain('internal_note');
  });

  it('a record object carrying more than its schema, and its related records', () => {
    const record = {
      id: 4, title: 'T', service_id: 2, sub_title: 'S', body: null, photo: 'uploads/banner/a.png', created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z',
      service: { id: 2, name: 'Cloud', secret: 'x' },
      password_hash: '$2b$10$abc', internal_note: 'no',
    };
    expect(JSON.stringify(bannerAnswer.record(record))).toBe(
      '{"id":4,"title":"T","service_id":2,"sub_title":"S","body":null,"photo":"uploads/banner/a.png","created_at":"2026-11-26T10:00:00.000Z","updated_at":"2026-11-26T10:00:00.000Z","service":{"id":2,"name":"Cloud"}}',
    );
    // Expanded, the related record is answered whole: as its own schema says, no more.
    const whole = { id: 2, name: 'Cloud', created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z', secret: 'x' };
    expect(JSON.stringify(bannerAnswer.whole({ ...record, service: whole }))).toContain('"service":{"id":2,"name":"Cloud","created_at":"2026-11-26T10:00:00.000Z","updated_at":"2026-11-26T10:00:00.000Z"}}');
    expect(JSON.stringify(bannerAnswer.picked({ id: 4, title: 'T', secret: 1 }))).toBe('{"id":4,"title":"T"}');
    expect(JSON.stringify(serviceAnswer.record({ id: 2, name: 'Cloud', _meta: { locale: 'de', fallback: [], extra: 1 } }))).toBe('{"id":2,"name":"Cloud","_meta":{"locale":"de","fallback":[]}}');
  });
});
