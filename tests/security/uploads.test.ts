/**
 * Issue 7 item 8: uploads are checked by their bytes, images are re-encoded
 * (no metadata, nothing smuggled survives), a type is accepted only where the
 * field lists it, documents are served as downloads, and after every refused
 * upload the uploads folder is exactly as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUpload } from '../../runtime-server/uploads/sniff';
import { simplePdf } from '../../site/server/seed/pdf';
import { storedFiles } from '../helpers/files';
import { call, form, login } from '../helpers/http';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let admin: string;
let serviceId: number;

type Upload = { data: Buffer; name: string; type: string };
const MARKER = 'SECRET-GPS-48.8584N';

/** A real JPEG carrying an EXIF field and, after its end, a script: what a re-encode must not keep. */
async function jpegWithPayload(): Promise<Upload> {
  const jpeg = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: MARKER } } })
    .toBuffer();
  return { data: Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]), name: 'photo.jpg', type: 'image/jpeg' };
}

const createBanner = (photo: Upload, title = 'Upload check') =>
  call(`${server.url}/api/banner`, { method: 'POST', token: admin, body: form({ title, sub_title: 'Sub', service_id: serviceId }, { photo }) });

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server.url, ADMIN.email, ADMIN.password);
  serviceId = (await call(`${server.url}/api/service`, { method: 'POST', token: admin, json: { name: 'Uploads' } })).body.data.id;
});

afterAll(() => server?.close());

describe('images are re-encoded before they are stored', () => {
  it('keeps the pixels and drops metadata and anything appended to the file', async () => {
    const upload = await jpegWithPayload();
    expect(upload.data.includes(MARKER)).toBe(true); // the test's own file really carries both
    const res = await createBanner(upload);
    expect(res.status).toBe(201);
    expect(res.body.data.photo).toMatch(/^uploads\/banner\/[0-9a-f]{16}-[0-9a-f]{8}\.jpg$/);
    const stored = readFileSync(path.join(server.uploadsDir, res.body.data.photo.slice('uploads/'.length)));
    expect(stored.includes(MARKER)).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 24, 16, undefined]);
  });

  it('refuses a file with an image header that does not decode (415), storing nothing', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 7)]);
    const before = storedFiles(server.uploadsDir);
    const res = await createBanner({ data: broken, name: 'broken.png', type: 'image/png' }, 'Broken');
    expect(res.status).toBe(415);
    expect(res.body.error.fields.photo).toBe('The image could not be read: it is damaged or not what it claims to be');
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });

  it('refuses BMP and ICO, which sharp cannot decode (415)', async () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0);
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    const ico = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]), Buffer.alloc(100)]);
    for (const [data, name] of [[bmp, 'x.bmp'], [ico, 'x.ico']] as const) {
      const before = storedFiles(server.uploadsDir);
      const res = await createBanner({ data, name, type: 'image/bmp' }, name);
      expect(res.status, name).toBe(415);
      expect(res.body.error.fields.photo, name).toBe('Upload a JPEG, PNG, GIF or WebP image (.jpg, .jpeg, .png, .gif, .webp)');
      expect(storedFiles(server.uploadsDir), name).toEqual(before);
    }
  });
});

describe('decompression bombs', () => {
  it('refuses an image of more than 40 megapixels before decoding its pixels (415)', async () => {
    // 7,000 × 6,000 of one colour: a few hundred kilobytes on the wire, 126 MB once decoded.
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = storedFiles(server.uploadsDir);
    const res = await createBanner({ data: bomb, name: 'bomb.png', type: 'image/png' }, 'Bomb');
    expect(res.status).toBe(415);
    expect(res.body.error.fields.photo).toBe('The image could not be read: it is damaged or not what it claims to be');
    expect(storedFiles(server.uploadsDir)).toEqual(before);
  });
});

describe('refused uploads leave the uploads folder unchanged', () => {
  it('too big (413), wrong kind for the field (415), wrong type for its name (415)', async () => {
    await createBanner({ data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), name: 'a.png', type: 'image/png' });
    const tooBig: Upload = { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'big.png', type: 'image/png' }; // the photo's maxSizeMb is 5
    const pdfAsImage: Upload = { data: simplePdf('Not a picture', ['A PDF sent to an image field']), name: 'photo.png', type: 'image/png' };
    const exeAsJpeg: Upload = { data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]), name: 'photo.jpg', type: 'image/jpeg' };
    for (const [upload, status] of [[tooBig, 413], [pdfAsImage, 415], [exeAsJpeg, 415]] as const) {
      const before = storedFiles(server.uploadsDir);
      expect(before.length).toBeGreaterThan(0);
      const res = await createBanner(upload, `Refused ${upload.name}`);
      expect(res.status, upload.name).toBe(status);
      expect(Object.keys(res.body.error.fields), upload.name).toEqual(['photo']);
      expect(storedFiles(server.uploadsDir), upload.name).toEqual(before);
      expect((await call(`${server.url}/api/banner?q=Refused`, { token: admin })).body.meta.total).toBe(0);
    }
  });
});

describe("each field's own size limit", () => {
  it('refuses a file over the field maxSizeMb even when the body limit (the largest field) let it through', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await checkUpload(png, { mimeTypes: ['image/png'], maxBytes: png.length - 1 })).toEqual({ ok: false, status: 413, problem: 'The file is too large (at most 0 MB)' });
    expect((await checkUpload(png, { mimeTypes: ['image/png'], maxBytes: png.length })).ok).toBe(true);
  });
});

describe('documents are served as downloads', () => {
  it('answers a PDF notice attachment with Content-Disposition: attachment and nosniff; images inline', async () => {
    const notice = await call(`${server.url}/api/notice`, {
      method: 'POST',
      token: admin,
      body: form({ title: 'Office closed', body: '<p>Closed on Friday</p>' }, { attachment: { data: simplePdf('Closed', ['Friday']), name: 'closed.pdf', type: 'application/pdf' } }),
    });
    expect(notice.status).toBe(201);
    const pdf = await fetch(`${server.url}/${notice.body.data.attachment}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{16}-[0-9a-f]{8}\.pdf"$/);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const banner = await createBanner({ data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), name: 'b.png', type: 'image/png' });
    const image = await fetch(`${server.url}/${banner.body.data.photo}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBeNull();
  });
});
