/**
 * The media library takes in the files records show once the server listens
 * (runtime-server/start/library-adoption.ts). A shutdown stops it between
 * files before the database closes, and the next start takes in the rest.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
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
});
