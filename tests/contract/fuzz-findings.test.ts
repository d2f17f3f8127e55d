/**
 * What the contract fuzzer found, pinned as plain cases so that each fix has
 * a test of its own: malformed multipart bodies, ids that are not digits
 * (" 1", "1e3", "0x10" used to reach records 1, 1000 and 16), and integers
 * beyond the integer column (fine on SQLite, a failed query on PostgreSQL).
 */
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

const raw = (method: string, path: string, contentType: string, body: string) =>
  call(`${server.url}${path}`, { method, token: admin, headers: { 'Content-Type': contentType }, body });

describe('malformed multipart bodies are a 400', () => {
  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n'],
    ['no closing boundary', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end'],
    ['not multipart at all', 'multipart/form-data; boundary=x', 'not multipart at all'],
  ])('%s', async (_what, contentType, body) => {
    const before = await server.db('banners').count({ n: '*' }).first();
    const res = await raw('POST', '/api/banner', contentType, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'The multipart body is malformed or incomplete' } });
    expect(await server.db('banners').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('an id is digits only, within the integer column', () => {
  it.each([' 1', '1e0', '0x1', '1.0', '+1', '01', '2147483648', '99999999999999999999'])('"%s" is a 400 and reaches no record', async (id) => {
    const rows = await server.db('header_menus').count({ n: '*' }).first();
    for (const method of ['GET', 'DELETE']) {
      const res = await call(`${server.url}/api/header-menu/${encodeURIComponent(id)}`, { method, token: admin });
      expect(res.status, `${method} ${id}`).toBe(400);
      expect(res.body.error.message).toBe(`"${id}" is not a valid id`);
    }
    expect(await server.db('header_menus').count({ n: '*' }).first()).toEqual(rows);
  });

  it('2147483647 is an id (and none such exists)', async () => {
    expect((await call(`${server.url}/api/header-menu/2147483647`, { token: admin })).status).toBe(404);
  });
});

describe('integers beyond the integer column are refused with the field named', () => {
  it('a relation id, a list of ids, a whole number and an amount', async () => {
    const id = (await server.db('banners').orderBy('id').first('id')).id;
    const relation = await call(`${server.url}/api/banner/${id}`, { method: 'PATCH', token: admin, json: { service_id: 2147483648 } });
    expect(relation.status).toBe(400);
    expect(relation.body.error.fields).toEqual({ service_id: 'No record has this id' });
    const exam = (await server.db('exam_questions').orderBy('id').first('id')).id;
    const many = await call(`${server.url}/api/exam-question/${exam}`, { method: 'PATCH', token: admin, json: { question_ids: [2147483648] } });
    expect(many.status).toBe(400);
    expect(Object.keys(many.body.error.fields)).toEqual(['question_ids']);
    const count = (await server.db('partner_counts').orderBy('id').first('id')).id;
    const number = await call(`${server.url}/api/partner-count/${count}`, { method: 'PATCH', token: admin, json: { value: 2147483648 } });
    expect(number.status).toBe(400);
    expect(number.body.error.fields).toEqual({ value: 'Must be at most 2147483647' });
    const product = (await server.db('products').orderBy('id').first('id')).id;
    const money = await call(`${server.url}/api/product/${product}`, { method: 'PATCH', token: admin, json: { price: 2147483648 } });
    expect(money.status).toBe(400);
    expect(money.body.error.fields).toEqual({ price: 'Must be at most 2147483647' });
  });
});

describe('list parameters', () => {
  it('a page far beyond the last is an empty page; beyond the integer range it is a 400 naming page', async () => {
    const last = await call(`${server.url}/api/service?page=2147483647`);
    expect(last.status).toBe(200);
    expect(last.body.data).toEqual([]);
    const beyond = await call(`${server.url}/api/service?page=99999999999999999999`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe('page must be a whole number from 1 to 2147483647');
  });
});

describe('a filter on a date column takes only dates (text there was a failed query on PostgreSQL)', () => {
  it.each(['true', '%%%', '2026-02-31', '2026-13-01', '23/11/2026', '2026-11-23T25:00'])('filter[created_at]=%s is a 400', async (value) => {
    const res = await call(`${server.url}/api/banner?filter[created_at]=${encodeURIComponent(value)}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'filter[created_at] must be a date (YYYY-MM-DD) or an ISO 8601 date and time' } });
  });

  it.each(['2026-11-23', '2026-11-23T10:00:00Z', '2026-11-23T10:00:00.123+01:00'])('filter[updated_at]=%s is answered', async (value) => {
    const res = await call(`${server.url}/api/banner?filter[updated_at]=${encodeURIComponent(value)}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('a filter on an integer column takes only whole numbers (1.5 there was a failed query on PostgreSQL)', () => {
  it.each([
    ['id', '1.5'],
    ['id', '2147483648'],
    ['service_id', '0.5'],
  ])('filter[%s]=%s is a 400', async (column, value) => {
    const res = await call(`${server.url}/api/banner?filter[${column}]=${value}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: `filter[${column}] must be a whole number` } });
  });

  it('a number field is whole unless declared integer: false (partner-count display_order=1.5 was a 500 on PostgreSQL)', async () => {
    const res = await call(`${server.url}/api/partner-count?filter[display_order]=1.5`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'filter[display_order] must be a whole number' } });
    const decimal = await call(`${server.url}/api/applicant-answer?filter[score]=1.5`, { token: admin });
    expect(decimal.status).toBe(200);
  });
});

describe('a NUL character is refused before it reaches the database (a 500 on PostgreSQL)', () => {
  const NUL = 'Contains a character that is not allowed (NUL)';

  it('in a text field, naming the field; nothing is written', async () => {
    const before = await server.db('addresses').count({ n: '*' }).first();
    const res = await call(`${server.url}/api/address`, { method: 'POST', token: admin, json: { title: 'Office', address_line1: 'Main\u0000Street', city: 'Oslo', country: 'Norway' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ address_line1: NUL });
    expect(await server.db('addresses').count({ n: '*' }).first()).toEqual(before);
  });

  it('in rich text, and in a key or a value of a JSON field', async () => {
    const body = await call(`${server.url}/api/banner/1`, { method: 'PATCH', token: admin, json: { body: '<p>a\u0000b</p>' } });
    expect(body.status).toBe(400);
    expect(body.body.error.fields).toEqual({ body: NUL });
    for (const permissions of [{ 'ban\u0000ner': ['read'] }, { banner: ['re\u0000ad'] }]) {
      const res = await call(`${server.url}/api/role`, { method: 'POST', token: admin, json: { name: 'Nul', key: 'nul', permissions } });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toMatchObject({ permissions: NUL });
    }
  });

  it.each(['q', 'filter[title]', 'sort'])('in the list parameter %s', async (key) => {
    const res = await call(`${server.url}/api/banner?${encodeURIComponent(key)}=a%00b`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: `The query parameter "${key}" contains a character that is not allowed (NUL)` } });
  });
});

