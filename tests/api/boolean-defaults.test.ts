/**
 * A boolean left out of a create takes its declared default (category `active`
 * defaults to true, `featured`-style fields to false); a blank value or an
 * explicit false is false; a patch that leaves it out keeps what is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const create = (body: Record<string, unknown>) => call(`${server.url}/api/category`, { method: 'POST', token: admin, json: body });

describe('a boolean with a declared default', () => {
  it('takes the default (true) when a JSON create leaves it out', async () => {
    const made = await create({ name: 'Cloud tools', slug: 'cloud-tools' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.active).toBe(true);
    // SQLite stores booleans as 1/0, PostgreSQL as booleans.
    expect((await server.db('categories').where({ slug: 'cloud-tools' }).first('active')).active).toBe(server.database === 'postgres' ? true : 1);
  });

  it('is false when sent false, or blank as an unticked box in a form', async () => {
    expect((await create({ name: 'Retired tools', slug: 'retired-tools', active: false })).body.data.active).toBe(false);
    const blank = await call(`${server.url}/api/category`, { method: 'POST', token: admin, body: form({ name: 'Blank tools', slug: 'blank-tools', active: '' }) });
    expect(blank.status, JSON.stringify(blank.body)).toBe(201);
    expect(blank.body.data.active).toBe(false);
  });

  it('keeps the stored value when a patch leaves it out', async () => {
    const made = await create({ name: 'Hidden tools', slug: 'hidden-tools', active: false });
    const patched = await call(`${server.url}/api/category/${made.body.data.id}`, { method: 'PATCH', token: admin, json: { name: 'Still hidden tools' } });
    expect(patched.body.data).toMatchObject({ name: 'Still hidden tools', active: false });
  });
});
