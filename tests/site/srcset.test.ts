/**
 * Issue 25: every uploaded picture the public site shows carries `srcset`/`sizes` naming thumbnails that
 * exist (each answers 200 with an image type), read from the server-rendered HTML of the demo site; a square
 * box showing a media-library image (a team photo) offers the image's square crops, cut around its focal
 * point, and moving the point gives the page new crops: the centre of the 160 px crop is the left (red)
 * half of the picture, then the right (blue) half.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { ROOT } from '../helpers/temp-project';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) throw new Error('dist/server is missing: run `npm run build:web` first (npm test does)');
  server = await startTestServer({ webDir: path.join(ROOT, 'dist/web'), demoContent: true });
  admin = await login(server.url, ADMIN.email, ADMIN.password);
}, 120_000);
afterAll(() => server?.close());

const html = async (pathname: string) => {
  const res = await fetch(`${server.url}${pathname}`);
  expect(res.status, pathname).toBe(200);
  return res.text();
};
const imgs = (page: string) => page.match(/<img [^>]*>/g) ?? [];
const attr = (img: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(img)?.[1];
/** The URLs of a srcset, without their width descriptors. */
const candidates = (srcset: string) => srcset.split(', ').map((c) => c.split(' ')[0]!);

describe('srcset on the public site', () => {
  it('gives every uploaded picture a srcset and sizes whose every URL answers an image', async () => {
    const pages = ['/', '/about', '/products', '/product-details/2', '/services', '/careers'];
    const urls = new Set<string>();
    let pictures = 0;
    for (const pathname of pages) {
      for (const img of imgs(await html(pathname))) {
        if (!attr(img, 'src')?.startsWith('/uploads/')) continue;
        pictures++;
        const srcset = attr(img, 'srcSet');
        expect(srcset, `${pathname}: ${img}`).toBeDefined();
        expect(attr(img, 'sizes'), `${pathname}: ${img}`).toMatch(/^\(max-width: \d+px\) 100vw, \d+px$/);
        for (const url of candidates(srcset!)) urls.add(url);
      }
    }
    expect(pictures).toBeGreaterThan(20);
    expect(urls.size).toBeGreaterThan(40);
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`);
      await res.arrayBuffer();
      expect([url, res.status, res.headers.get('content-type')?.startsWith('image/')]).toEqual([url, 200, true]);
    }
  }, 120_000);

  it('offers a library image in a square box as its focal-point crops, which follow a moved point', async () => {
    const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
    const halves = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } }).composite([{ input: red, left: 0, top: 0 }]).png().toBuffer();
    const made = await call(`${server.url}/api/media`, { method: 'POST', token: admin, body: form({ name: 'Halves', alt: 'Red and blue', focal_point: '10,50' }, { file: { data: halves, name: 'halves.png', type: 'image/png' } }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await server.thumbnails.whenIdle(); // the crops are made off the request (thumbnail-jobs.ts)
    const member = (await call(`${server.url}/api/team-member?sort=display_order&perPage=1`, { token: admin })).body.data[0];
    const patched = await call(`${server.url}/api/team-member/${member.id}`, { method: 'PATCH', token: admin, json: { photo: made.body.data.file } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    /** The team photo's srcset on /about, and the colour at the centre of its 160 px candidate. */
    const teamPhoto = async () => {
      const img = imgs(await html('/about')).find((i) => i.includes(`alt="${member.name}"`))!;
      const srcset = attr(img, 'srcSet')!;
      const url = candidates(srcset).find((u) => /\.s160\.png$/.test(u))!;
      const data = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
      const { data: pixel } = await sharp(data).extract({ left: 70, top: 70, width: 20, height: 20 }).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
      return { srcset, centre: [...pixel].slice(0, 3) };
    };
    const before = await teamPhoto();
    const stored = made.body.data.file as string;
    const base = `/${stored.slice(0, -'.png'.length)}`;
    expect(stored).toMatch(/^uploads\/media\/[0-9a-f]{16}-[0-9a-f]{8}\.png$/);
    expect(before.srcset).toBe(`${base}.s60.png 60w, ${base}.s160.png 160w, ${base}.s400.png 400w`);
    expect(before.centre).toEqual([255, 0, 0]);

    const moved = await call(`${server.url}/api/media/${made.body.data.id}`, { method: 'PATCH', token: admin, json: { focal_point: '90,50' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await server.thumbnails.whenIdle();
    const after = await teamPhoto();
    expect(after.srcset).not.toBe(before.srcset);
    expect(after.srcset).toContain(`/${(moved.body.data.file as string).slice(0, -'.png'.length)}.s160.png 160w`);
    expect(after.centre).toEqual([0, 0, 255]);
  }, 60_000);
});
