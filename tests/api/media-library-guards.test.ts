/**
 * Issue 25, two guards of the media library (docs/media-library.md):
 * - where a file is used (`GET /api/media/{id}/usage`, and the 409 of a refused delete) names only the records
 *   the caller may read; the others are counted, never named.
 * - picking a library file is checked again inside the write's transaction: a file deleted between the first
 *   check and the write (here: by a `beforeChange` hook of the banner, which runs in between) is refused
 *   with 400 instead of leaving the record with a dead path.
 * Runs on SQLite and, in the "postgres" project, on PostgreSQL.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHooks } from '../../generated/server/local-api';
import { createStaff, type Staff } from '../helpers/accounts';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

const DELETES_THE_PHOTO = 'Deletes its photo';

/** Stands in for a concurrent delete: removes the picked library row after the pick was first checked, before the write. */
const bannerHooks = defineHooks('banner', {
  beforeChange: async ({ data, trx }) => {
    if (data.title === DELETES_THE_PHOTO) await trx('media_files').where({ file: data.photo }).delete();
  },
});

let server: TestServer;
let admin: string;
let serviceId: number;
let reader: Staff;

beforeAll(async () => {
  server = await startTestServer({ hooks: [bannerHooks] });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Guards' } })).body.data.id;
  // May read and delete library files and read banners, not categories.
  reader = await createStaff(server.url, admin, 'library-reader', { media: ['read', 'delete'], banner: ['read'] });
});
afterAll(() => server?.close());

async function libraryFile(name: string): Promise<{ id: number; file: string }> {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#406080' } }).png().toBuffer();
  const made = await call(`${server.url}/api/media`, { method: 'POST', token: admin, body: form({ name, alt: 'A slate square' }, { file: { data: png, name: 'slate.png', type: 'image/png' } }) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

describe('media library guards', () => {
  it('names only the places the caller may read, counting the others, in the usage list and in the refused delete', async () => {
    const file = await libraryFile('Guarded');
    const banner = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, json: { title: 'Seen banner', sub_title: 'Sub', service_id: serviceId, photo: file.file } });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    const category = await call(`${server.url}/api/category`, { method: 'POST', token: admin, json: { name: 'Unseen category', slug: 'unseen-category', icon: file.file } });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const seen = { entity: 'banner', entityLabel: 'Banner', id: banner.body.data.id, title: 'Seen banner', field: 'photo', fieldLabel: 'Photo', adminPath: `/admin/edit-banner/${banner.body.data.id}`, trashed: false };

    const asReader = await call(`${server.url}/api/media/${file.id}/usage`, { token: reader.token });
    expect([asReader.status, asReader.body]).toEqual([200, { data: [seen], meta: { hidden: 1 } }]);
    const asAdmin = await call(`${server.url}/api/media/${file.id}/usage`, { token: admin });
    expect(asAdmin.body.meta).toEqual({ hidden: 0 });
    expect(asAdmin.body.data.map((u: { title: string }) => u.title)).toEqual(['Seen banner', 'Unseen category']);

    const refused = await call(`${server.url}/api/media/${file.id}`, { method: 'DELETE', token: reader.token });
    expect([refused.status, refused.body.error.message]).toEqual([409, 'This file is used in 2 places: Banner "Seen banner" (Photo), one other record you cannot see. Choose another file there first.']);
  });

  it('refuses a pick whose library file is deleted before the write, on create and on update, storing nothing', async () => {
    const first = await libraryFile('Going');
    const made = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, json: { title: DELETES_THE_PHOTO, sub_title: 'Sub', service_id: serviceId, photo: first.file } });
    expect([made.status, made.body.error?.fields]).toEqual([400, { photo: 'That library file was deleted meanwhile: choose another file' }]);
    // The whole write rolled back: no banner, and the library row the hook deleted is back.
    expect((await call(`${server.url}/api/banner?filter[title]=${encodeURIComponent(DELETES_THE_PHOTO)}`, { token: admin })).body.data).toEqual([]);
    expect((await call(`${server.url}/api/media/${first.id}`, { token: admin })).status).toBe(200);

    const [second, staying] = [await libraryFile('Also going'), await libraryFile('Staying')];
    const kept = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, json: { title: 'Kept banner', sub_title: 'Sub', service_id: serviceId, photo: staying.file } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const changed = await call(`${server.url}/api/banner/${kept.body.data.id}`, { method: 'PATCH', token: admin, json: { title: DELETES_THE_PHOTO, photo: second.file } });
    expect([changed.status, changed.body.error?.fields]).toEqual([400, { photo: 'That library file was deleted meanwhile: choose another file' }]);
    expect((await call(`${server.url}/api/banner/${kept.body.data.id}`, { token: admin })).body.data).toMatchObject({ title: 'Kept banner', photo: staying.file });
  });
});
