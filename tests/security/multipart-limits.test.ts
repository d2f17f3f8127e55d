/**
 * Issue 7 item 7: multipart bodies are parsed only for entities with files,
 * and bounded by the entity's schema while streaming, so an anonymous client
 * cannot make the server hold hundreds of megabytes before validation.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let serviceId: number;
let png: { data: Buffer; name: string; type: string };

const contact = { name: 'Ann', email: 'ann@test.local', subject: 'Hello', message: 'A question' };
const count = async (table: string) => Number((await server.db(table).count({ n: '*' }).first())?.n);

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Limits' } })).body.data.id;
  png = { data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer(), name: 'p.png', type: 'image/png' };
});

afterAll(() => server?.close());

describe('entities without files take JSON only', () => {
  it('answers 415 to an anonymous multipart contact and subscriber, storing nothing', async () => {
    const fields: Record<string, string> = { ...contact };
    for (let i = 0; i < 200; i++) fields[`junk${i}`] = 'x'.repeat(10_000);
    const res = await call(`${server.url}/api/contact`, { method: 'POST', body: form(fields) });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: { message: 'Contacts take JSON (application/json); multipart/form-data is only for records with files' } });
    const sub = await call(`${server.url}/api/subscriber`, { method: 'POST', body: form({ email: 'sub@test.local' }) });
    expect(sub.status).toBe(415);
    expect(await count('contacts')).toBe(0);
    expect(await count('subscribers')).toBe(0);
    // JSON still works.
    expect((await call(`${server.url}/api/contact`, { method: 'POST', json: contact })).status).toBe(201);
  });
});

describe('multipart bodies of entities with files are bounded by the schema', () => {
  const banner = (extra: Record<string, string> = {}) => ({ title: 'Bounded', sub_title: 'Sub', service_id: String(serviceId), ...extra });
  const post = (body: FormData) => call(`${server.url}/api/banner`, { method: 'POST', token: admin, body });

  it('refuses more fields than the entity declares (413)', async () => {
    const values: Record<string, string> = banner();
    for (let i = 0; i < 20; i++) values[`extra${i}`] = 'x';
    const res = await post(form(values, { photo: png }));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The form has too many fields');
  });

  it('refuses a field longer than its schema allows, in bytes while streaming (413)', async () => {
    // title is text({ max: 255 }): 255 characters of 4 bytes each at most, so 1,021+ bytes never fit any text field of a banner but the rich-text body.
    const res = await post(form(banner({ sub_title: 'x'.repeat(800_001) }), { photo: png }));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ message: 'The value is too long', fields: { sub_title: 'The value is too long' } });
  });

  it('refuses a second file, or a file in a field that takes none', async () => {
    const two = form(banner(), { photo: png });
    two.append('photo', new Blob([new Uint8Array(png.data)], { type: 'image/png' }), 'second.png');
    expect((await post(two)).status).toBe(413);
    const stray = await post(form(banner(), { title: png }));
    expect(stray.status).toBe(400);
    expect(stray.body.error.fields).toEqual({ title: 'This field takes no file' });
  });

  it('refuses a file larger than the largest maxSizeMb while streaming (413)', async () => {
    const res = await post(form(banner(), { photo: { data: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'huge.png', type: 'image/png' } }));
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ message: 'The file is too large', fields: { photo: 'The file is too large' } });
  });

  it('writes nothing for any refused body', async () => {
    expect(await count('banners')).toBe(0);
    expect(storedFiles(server.uploadsDir)).toEqual([]);
    expect((await post(form(banner(), { photo: png }))).status).toBe(201);
  });
});
