/**
 * The `color` field kind (kinds/color/) through the API, on the category's accent colour: a `#rrggbb`
 * code in either case is stored and answered in lower case; a colour name or a short code is a 400
 * naming the field; the list filters by the code whatever its case; the CSV export carries the code.
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

describe('a color field', () => {
  it('accepts #rrggbb in either case and answers it in lower case', async () => {
    const made = await create({ name: 'Design tools', slug: 'design-tools', accent_color: '#12ab9F' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.accent_color).toBe('#12ab9f');
    expect((await server.db('categories').where({ slug: 'design-tools' }).first('accent_color')).accent_color).toBe('#12ab9f');
  });

  it('refuses a colour name and a short code with a 400 naming the field', async () => {
    for (const [slug, bad] of [['named-colour', 'red'], ['short-code', '#12345']]) {
      const refused = await create({ name: 'Bad colour', slug, accent_color: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error.fields).toEqual({ accent_color: 'Enter a colour as # followed by six hex digits, e.g. #1e90ff' });
    }
    expect(await server.db('categories').whereIn('slug', ['named-colour', 'short-code']).pluck('slug')).toEqual([]);
  });

  it('is optional: blank in a form is no colour', async () => {
    const made = await call(`${server.url}/api/category`, { method: 'POST', token: admin, body: form({ name: 'Plain tools', slug: 'plain-tools', accent_color: '' }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.accent_color).toBeNull();
  });

  it('filters the list by the code, whatever its case, and exports it to CSV', async () => {
    await create({ name: 'Audio tools', slug: 'audio-tools', accent_color: '#A0B1C2' });
    const found = await call(`${server.url}/api/category?filter[accent_color]=${encodeURIComponent('#a0b1C2')}`, { token: admin });
    expect(found.status).toBe(200);
    expect(found.body.data.map((c: { slug: string }) => c.slug)).toEqual(['audio-tools']);
    const csv = await call(`${server.url}/api/category/export?columns=slug,accent_color&filter[slug]=audio-tools`, { token: admin });
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split(/\r?\n/)).toEqual(['id,slug,accent_color', expect.stringMatching(/^\d+,audio-tools,#a0b1c2$/)]);
  });
});
