/** The Banner API of spec section 7, against a real server on a temporary SQLite file. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../site/server/seed/png';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let customer: string;
let serviceId: number;

const png = () => ({ data: gradientPng(32, 16, [200, 0, 0], [0, 0, 200]), name: 'photo.png', type: 'image/png' });
// The first bytes of a Windows executable, named and typed as a JPEG.
const fakeJpeg = () => ({ data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]), name: 'photo.jpg', type: 'image/jpeg' });

const bannerValues = (overrides: Record<string, string | number> = {}) => ({
  title: 'Cloud first',
  sub_title: 'Migrate in stages',
  body: '<p>Hello <strong>world</strong></p>',
  service_id: serviceId,
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  const registered = await call(`${server.url}/api/auth/register`, {
    method: 'POST',
    json: { first_name: 'Casey', last_name: 'Shopper', email: 'casey@test.local', password: 'shopper-password' },
  });
  expect(registered.status).toBe(201);
  customer = registered.body.data.token;
  const service = await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Cloud Migration' } });
  expect(service.status).toBe(201);
  serviceId = service.body.data.id;
});

afterAll(() => server?.close());

describe('banner CRUD as in spec section 7', () => {
  it('creates with a multipart body and a real image, lists, gets, updates with _method=PUT and deletes', async () => {
    const created = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues(), { photo: png() }) });
    expect(created.status).toBe(201);
    const banner = created.body.data;
    expect(banner).toMatchObject({ title: 'Cloud first', sub_title: 'Migrate in stages', service_id: serviceId, service: { id: serviceId, name: 'Cloud Migration' } });
    expect(banner.photo).toMatch(/^uploads\/banner\/[0-9a-f]{16}-[0-9a-f]{8}\.png$/);

    const served = await fetch(`${server.url}/${banner.photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const list = await call(`${server.url}/api/banner`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: 1, page: 1, perPage: 20 });
    expect(list.body.data[0]).toMatchObject({ id: banner.id, title: 'Cloud first', photo: banner.photo });

    const got = await call(`${server.url}/api/banner/${banner.id}`, { token: admin });
    expect(got.body.data).toMatchObject({ title: 'Cloud first', sub_title: 'Migrate in stages', body: '<p>Hello <strong>world</strong></p>', photo: banner.photo, service_id: serviceId });

    // The spec's edit form sends the existing photo value back when no new file is chosen.
    const updated = await call(`${server.url}/api/banner/${banner.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer${admin}` }, // no space, as the original admin client sends it
      body: form(bannerValues({ title: 'Cloud first, always', photo: banner.photo, _method: 'PUT' })),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Cloud first, always', photo: banner.photo });
    expect(existsSync(path.join(server.uploadsDir, banner.photo.replace('uploads/', '')))).toBe(true);

    // A new photo replaces the old one, and the old file is removed once the row points at the new one.
    const replaced = await call(`${server.url}/api/banner/${banner.id}`, { method: 'POST', token: admin, body: form(bannerValues({ _method: 'PUT' }), { photo: png() }) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.photo).not.toBe(banner.photo);
    expect(existsSync(path.join(server.uploadsDir, banner.photo.replace('uploads/', '')))).toBe(false);

    const deleted = await call(`${server.url}/api/banner/${banner.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBe(204);
    expect((await call(`${server.url}/api/banner/${banner.id}`, { token: admin })).status).toBe(404);
    // Banners have a trash: the photo stays until the banner is purged.
    const photo = path.join(server.uploadsDir, replaced.body.data.photo.replace('uploads/', ''));
    expect(existsSync(photo)).toBe(true);
    expect((await call(`${server.url}/api/banner/${banner.id}?purge=1`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(existsSync(photo)).toBe(false);
  });

  it('keeps the old photo when the update sends no photo at all', async () => {
    const created = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues(), { photo: png() }) });
    const updated = await call(`${server.url}/api/banner/${created.body.data.id}`, { method: 'POST', token: admin, body: form(bannerValues({ sub_title: 'New', _method: 'PUT' })) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ sub_title: 'New', photo: created.body.data.photo });
  });
});

describe('banner access', () => {
  it('answers 401 without a token and 403 for a shop customer', async () => {
    const anonymous = await call(`${server.url}/api/banner`, { method: 'POST', body: form(bannerValues(), { photo: png() }) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBeTruthy();
    const forbidden = await call(`${server.url}/api/banner`, { method: 'POST', token: customer, body: form(bannerValues(), { photo: png() }) });
    expect(forbidden.status).toBe(403);
    expect((await call(`${server.url}/api/banner/1`, { method: 'DELETE', token: customer })).status).toBe(403);
    expect((await call(`${server.url}/api/user`, { token: customer })).status).toBe(403);
  });

  it('answers 401 for an invalid token on an admin route', async () => {
    const res = await call(`${server.url}/api/user`, { token: `${admin}x` });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/not valid/);
  });

  it('reads banners publicly, as the home page does', async () => {
    expect((await call(`${server.url}/api/banner`)).status).toBe(200);
  });
});

describe('banner validation', () => {
  it('answers 400 with "This field is required" for title, sub_title, service and a missing photo', async () => {
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title: '  ', sub_title: '', body: '' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      title: 'This field is required',
      sub_title: 'This field is required',
      service_id: 'This field is required',
      photo: 'This field is required',
    });
  });

  it('refuses an executable renamed .jpg, and stores nothing', async () => {
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues({ title: 'Sneaky' }), { photo: fakeJpeg() }) });
    expect(res.status).toBe(415);
    expect(res.body.error.fields.photo).toBe('Upload a JPEG, PNG, GIF or WebP image (.jpg, .jpeg, .png, .gif, .webp)');
    const list = await call(`${server.url}/api/banner?q=Sneaky`, { token: admin });
    expect(list.body.meta.total).toBe(0);
  });

  it('refuses a photo path typed by the client instead of an upload', async () => {
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues({ photo: 'uploads/banner/someone-else.png' })) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.photo).toBe('Choose a file to upload, or one from the media library');
  });

  it('strips script tags and event handlers from the rich-text body', async () => {
    const body = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)"></p>';
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues({ body }), { photo: png() }) });
    expect(res.status).toBe(201);
    expect(res.body.data.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(res.body.data.body).toContain('Hi');
  });

  it('answers 400 for a service that does not exist', async () => {
    const res = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues({ service_id: 9999 }), { photo: png() }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.service_id).toMatch(/No service/);
  });

  it('answers 409 when purging a service that banners use', async () => {
    const res = await call(`${server.url}/api/service/${serviceId}?purge=1`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect((await call(`${server.url}/api/service/${serviceId}`)).status).toBe(200);
  });
});

describe('the list query language', () => {
  it('answers 400 for an unknown sort field, filter field or parameter, never SQL', async () => {
    for (const query of ['sort=nope', 'sort=-title;drop table banners', 'filter[secret]=1', 'perPage=1000', 'page=0', 'foo=bar']) {
      const res = await call(`${server.url}/api/banner?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBeTruthy();
    }
  });

  it('sorts, filters, searches and pages', async () => {
    for (const title of ['Alpha', 'Bravo', 'Charlie']) {
      await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form(bannerValues({ title }), { photo: png() }) });
    }
    const sorted = await call(`${server.url}/api/banner?sort=title&perPage=2&page=1&filter[service_id]=${serviceId}`, { token: admin });
    expect(sorted.body.data.map((b: { title: string }) => b.title)).toEqual(['Alpha', 'Bravo']);
    expect(sorted.body.meta).toMatchObject({ page: 1, perPage: 2 });
    expect(sorted.body.meta.total).toBeGreaterThanOrEqual(3);
    const searched = await call(`${server.url}/api/banner?q=charl`, { token: admin });
    expect(searched.body.data.map((b: { title: string }) => b.title)).toEqual(['Charlie']);
    const wildcard = await call(`${server.url}/api/banner?q=%25`, { token: admin });
    expect(wildcard.body.meta.total).toBe(0);
  });
});

describe('auth', () => {
  it('signs in with the right password only, and never returns the hash', async () => {
    const wrong = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: ADMIN.email, password: 'nope' } });
    expect(wrong.status).toBe(401);
    const me = await call(`${server.url}/api/auth/me`, { token: admin });
    expect(me.body.data).toMatchObject({ email: ADMIN.email, role: { key: 'admin', all_permissions: true } });
    expect(me.body.data.password).toBeUndefined();
    const users = await call(`${server.url}/api/user`, { token: admin });
    expect(users.body.data.every((u: Record<string, unknown>) => !('password' in u))).toBe(true);
  });

  it('answers the error shape for malformed JSON and unknown API routes', async () => {
    const bad = await call(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/JSON/);
    const missing = await call(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBeTruthy();
  });
});

describe('filters by field kind', () => {
  it('reads booleans and numbers as the columns store them', async () => {
    const now = new Date().toISOString();
    await server.db('services').insert([
      { name: 'Hidden', display_order: 7, created_at: now, updated_at: now },
    ]);
    const byNumber = await call(`${server.url}/api/service?filter[display_order]=7`);
    expect(byNumber.body.data.map((s: { name: string }) => s.name)).toEqual(['Hidden']);
    expect((await call(`${server.url}/api/service?filter[display_order]=seven`)).status).toBe(400);
  });
});
