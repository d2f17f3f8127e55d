/**
 * What the media library learns of a file that is in the store already (uploads/stored-facts.ts): read
 * from its bytes in a real folder store, and refused when the library's file field would refuse it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileFacts } from '../../runtime-server/uploads/stored-facts';
import { folderStore, type UploadStore } from '../../runtime-server/uploads/store';
import { simplePdf } from '../../site/server/seed/pdf';
import { gradientPng } from '../../site/server/seed/png';

const IMAGES_AND_PDF = { mimeTypes: ['image/png', 'application/pdf'], maxBytes: 1024 * 1024 };
const PNG = gradientPng(120, 80, [0, 0, 0], [255, 255, 255]);
let dir: string;
let store: UploadStore;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stored-facts-'));
  store = folderStore(path.join(dir, 'uploads'));
  await store.put('uploads/banner/0000000000000001-00000001.png', PNG);
  await store.put('uploads/job/0000000000000002-00000002.pdf', simplePdf('Terms', ['One page']));
  await store.put('uploads/job/0000000000000003-00000003.png', Buffer.from('not a picture at all, only words'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the facts of a stored file', () => {
  it('an image: its type from its bytes, its size and its dimensions', async () => {
    const facts = await storedFileFacts(store, 'uploads/banner/0000000000000001-00000001.png', IMAGES_AND_PDF);
    expect(facts).toEqual({ mime: 'image/png', size: PNG.length, width: 120, height: 80 });
    // A file of just the field's largest size is taken.
    expect(await storedFileFacts(store, 'uploads/banner/0000000000000001-00000001.png', { ...IMAGES_AND_PDF, maxBytes: PNG.length })).toEqual(facts);
  });

  it('a document: its type and size, no dimensions', async () => {
    const facts = await storedFileFacts(store, 'uploads/job/0000000000000002-00000002.pdf', IMAGES_AND_PDF);
    expect(Object.keys(facts).sort()).toEqual(['mime', 'size']);
    expect((facts as { mime: string }).mime).toBe('application/pdf');
  });

  it('refuses a file the store does not hold, one too large, and one whose bytes are no accepted type', async () => {
    expect(await storedFileFacts(store, 'uploads/banner/0000000000000009-00000009.png', IMAGES_AND_PDF)).toEqual({ problem: 'No stored file is named uploads/banner/0000000000000009-00000009.png' });
    expect(await storedFileFacts(store, 'uploads/banner/0000000000000001-00000001.png', { ...IMAGES_AND_PDF, maxBytes: 100 })).toEqual({ problem: 'The file is too large (at most 0 MB)' });
    expect(await storedFileFacts(store, 'uploads/job/0000000000000002-00000002.pdf', { ...IMAGES_AND_PDF, mimeTypes: ['image/png'] })).toEqual({ problem: 'The stored file is of a type this field does not accept (application/pdf)' });
    // Named .png, but words: its name is not believed.
    expect(await storedFileFacts(store, 'uploads/job/0000000000000003-00000003.png', IMAGES_AND_PDF)).toEqual({ problem: 'The stored file is of a type this field does not accept (unknown)' });
  });
});
