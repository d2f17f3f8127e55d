/**
 * Guards that existed before issue 7 but that no test saw: the rich-text
 * sanitizer's iframe host allow-list, the generic message that hides internal
 * errors from 500 answers, and the removal of stored files when a write
 * fails after its upload was stored.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let serviceId: number;
let png: { data: Buffer; name: string; type: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Guards' } })).body.data.id;
  png = { data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } }).png().toBuffer(), name: 'g.png', type: 'image/png' };
});

afterAll(() => server?.close());

describe('the rich-text sanitizer', () => {
  it('keeps video iframes from YouTube and Vimeo, and drops iframes from any other host', async () => {
    const body =
      '<p>Watch</p><iframe src="https://www.youtube.com/embed/abc123"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/42"></iframe>' +
      '<iframe src="https://evil.example/phish"></iframe><iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>';
    const res = await call(`${server.url}/api/service/${serviceId}`, { method: 'PATCH', token: admin, json: { body } });
    expect(res.status).toBe(200);
    expect(res.body.data.body).toBe(
      '<p>Watch</p><iframe src="https://www.youtube.com/embed/abc123"></iframe><iframe src="https://player.vimeo.com/video/42"></iframe><iframe></iframe><iframe></iframe>',
    );
  });
});

describe('internal errors', () => {
  it('answer 500 with a generic message, never the database error', async () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {}); // the server logs it, on purpose
    await server.db.schema.dropTable('subscribers'); // a broken database, as a failed migration would leave it
    const res = await call(`${server.url}/api/subscriber`, { token: admin });
    silenced.mockRestore();
    expect(res).toEqual({ status: 500, body: { error: { message: 'Something went wrong' } } });
  });
});

describe('a write that fails after its upload was stored leaves no file behind', () => {
  const category = (slug: string) => form({ name: `Category ${slug}`, slug }, { icon: png });

  it('a relation to a missing row (400)', async () => {
    const before = storedFiles(server.uploadsDir);
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title: 'T', sub_title: 'S', service_id: 99999 }, { photo: png }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ service_id: 'No service with id 99999' });
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });

  it('a unique violation found by the database, on create and on update (409)', async () => {
    expect((await call(`${server.url}/api/category`, { method: 'POST', token: admin, body: category('taken') })).status).toBe(201);
    const other = await call(`${server.url}/api/category`, { method: 'POST', token: admin, body: category('free') });
    const before = storedFiles(server.uploadsDir);
    expect(before).toHaveLength(2);
    const created = await call(`${server.url}/api/category`, { method: 'POST', token: admin, body: category('taken') });
    expect(created.status).toBe(409);
    expect(created.body.error.fields).toEqual({ slug: 'This value is already used' });
    const updated = await call(`${server.url}/api/category/${other.body.data.id}`, { method: 'PATCH', token: admin, body: category('taken') });
    expect(updated.status).toBe(409);
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });
});
