/**
 * The media library takes in the files records show once the server listens
 * (runtime-server/start/library-adoption.ts). A shutdown stops it between
 * files before the database closes, and the next start takes in the rest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { localApiRegistry } from '../../generated/server/local-api';
import { adoptedLine } from '../../runtime-server/start/library-adoption';
import { adoptIntoLibrary } from '../../runtime-server/uploads/library-adopt';
import { simplePdf } from '../../site/server/seed/pdf';
import { buildServer, type StartOptions } from '../../site/server/start';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, TEST_SECRET, type TestServer } from '../helpers/server';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

describe('the media library after the start', () => {
  it('stops at shutdown before the database closes, and the next start takes the files in', async () => {
    const server = await startTestServer();
    servers.push(server);
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    const service = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Adoption' } })).body.data.id;
    const photos: string[] = [];
    for (const [i, colour] of ['#aa0000', '#00aa00', '#0000aa'].entries()) {
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: colour } }).png().toBuffer();
      // Sent straight to the banner's own field: a file the library does not hold yet.
      const made = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title: `Banner ${i + 1}`, sub_title: 'Sub', service_id: service }, { photo: { data: png, name: `p${i}.png`, type: 'image/png' } }) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      photos.push(made.body.data.photo as string);
    }
    await server.thumbnails.whenIdle();
    const options: StartOptions = {
      databaseUrl: server.databaseUrl,
      uploadsDir: server.uploadsDir,
      jwtSecret: TEST_SECRET,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      mail: { from: 'Test <no-reply@test.local>', outboxDir: server.outboxDir },
      publicUrl: 'http://site.test',
    };

    // A start that is stopped at once: no file taken in, and no query after the database closed.
    const stopped = await buildServer(options);
    const adopting = stopped.adoptLibraryFiles();
    await stopped.close();
    expect(await adopting).toEqual([]);

    const next = await buildServer(options);
    try {
      expect(await next.adoptLibraryFiles()).toEqual(photos);
      expect(await next.db('media_files').whereIn('file', photos).orderBy('id').pluck('name')).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
    } finally {
      await next.close();
    }
  });
  it('names a file after the first record showing it, falls back to the kind and id, and leaves private and missing files out', async () => {
    const server = await startTestServer();
    servers.push(server);
    const admin = await login(server.url, ADMIN.email, ADMIN.password);
    const service = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Adoption' } })).body.data.id;
    const upload = async (title: string, colour: string) => {
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: colour } }).png().toBuffer();
      const made = await call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title, sub_title: 'Sub', service_id: service }, { photo: { data: png, name: 'p.png', type: 'image/png' } }) });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.data as { id: number; photo: string };
    };
    const shared = await upload('First to show it', '#aa0000');
    const untitled = await upload('Renamed below', '#00aa00');
    await server.thumbnails.whenIdle();
    const now = new Date().toISOString();
    const row = { sub_title: 'Sub', service_id: service, created_at: now, updated_at: now };
    // A later record showing the same file, in another step of the comparison (ids 5,000 apart).
    await server.db('banners').insert({ ...row, id: shared.id + 6000, title: 'Later to show it', photo: shared.photo });
    await server.db('banners').where({ id: untitled.id }).update({ title: '   ' });
    await server.db('banners').insert({ ...row, title: 'Gone', photo: 'uploads/banner/00000000000000ff-000000ff.png' });
    // A private file (an applicant's CV) named by a public field: never into the public library.
    const privateDir = path.join(path.dirname(server.uploadsDir), 'private', 'applicant');
    mkdirSync(privateDir, { recursive: true });
    writeFileSync(path.join(privateDir, '00000000000000cc-000000cc.pdf'), simplePdf('CV', ['Private']));
    const notice = (await call(`${server.url}/api/notice`, { method: 'POST', token: admin, json: { title: 'Notice', body: '<p>Body</p>' } })).body.data;
    expect(notice?.id, 'notice created').toBeGreaterThan(0);
    await server.db('notices').where({ id: notice.id }).update({ attachment: 'private/applicant/00000000000000cc-000000cc.pdf' });

    expect(await adoptIntoLibrary(server.context, Object.values(localApiRegistry))).toEqual([shared.photo, untitled.photo]);
    const names = await server.db('media_files').whereIn('file', [shared.photo, untitled.photo]).orderBy('id').select('name', 'alt');
    expect(names).toEqual([
      { name: 'First to show it', alt: 'First to show it' },
      { name: `Banner ${untitled.id}`, alt: `Banner ${untitled.id}` },
    ]);
    expect(await server.db('media_files').where('file', 'like', 'private/%').pluck('file')).toEqual([]);
  });

  it("logs what it took in, in words", () => {
    expect(adoptedLine(['uploads/banner/a.png'])).toBe('added 1 file to the media library');
    expect(adoptedLine(['uploads/banner/a.png', 'uploads/banner/b.png'])).toBe('added 2 files to the media library');
  });
});
