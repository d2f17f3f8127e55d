/**
 * Naming and storing uploaded files, whatever the store (store.ts). Public
 * files are stored as `uploads/<entity>/<file>` (served at /uploads), private
 * ones as `private/<entity>/<file>` (never served statically). A name is the
 * hash of the file's bytes plus a random nonce (runtime-shared/thumbnails.ts),
 * so a name always means the same bytes and /uploads may let browsers cache
 * it for good. The nonce keeps every stored file owned by the one row that
 * named it: two records uploading the same picture get two files, so one
 * record's failed write, replacement or deletion never removes the other's
 * file (file-refs.ts removes a file when its own row lets go of it).
 * A public image gets its thumbnails beside it (thumbnails.ts), removed with
 * it. In the running server they are made off the request by the thumbnail
 * pool (thumbnail-jobs.ts): the upload stores the original and records a job.
 * Before the pool runs (the demo content's seed, tools), they are made at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FocalPoint } from '../../runtime-shared/focal-point';
import { hasThumbnails, THUMBNAIL_WIDTHS, thumbnailPaths } from '../../runtime-shared/thumbnails';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type UploadStore } from './store';
import { thumbnailPoolOf } from './thumbnail-jobs';
import { makeThumbnails, storedPathOf } from './thumbnails';

export { privateDirOf, storedFilePath } from './store';

/** `<first 16 hex digits of the SHA-256 of the bytes>-<8 random hex digits>`. */
function hashedName(buffer: Buffer): string {
  return `${createHash('sha256').update(buffer).digest('hex').slice(0, 16)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Stores a file (and a public image's thumbnails); answers its stored path. Nothing stays behind when a write fails.
 * `width`: the image's, when the caller knows it (saves reading it again); `focal`: a library image's focal
 * point, around which its square crops are cut (thumbnails.ts).
 */
export async function storeFile(store: UploadStore, entity: string, buffer: Buffer, ext: string, visibility: 'public' | 'private' = 'public', width?: number, focal?: FocalPoint): Promise<string> {
  const stored = `${visibility === 'private' ? PRIVATE_PREFIX : PUBLIC_PREFIX}${entity}/${hashedName(buffer)}.${ext}`;
  // An image known to be no wider than the smallest thumbnail, without crops, has none to make: no job for it.
  const some = hasThumbnails(stored) && (width === undefined || width > THUMBNAIL_WIDTHS[0] || focal !== undefined);
  const pool = some ? thumbnailPoolOf(store) : undefined;
  const thumbnails = some && !pool ? await makeThumbnails(buffer, ext, width, focal) : [];
  const files = [{ path: stored, data: buffer }, ...thumbnails.map((t) => ({ path: storedPathOf(stored, t), data: t.data }))];
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.put(file.path, file.data);
      written.push(file.path);
    }
    await pool?.record(stored, width, focal);
  } catch (error) {
    // The caller never learns the stored path of a failed store, so it could not remove these itself.
    await Promise.all(written.map((p) => store.remove(p)));
    throw error;
  }
  return stored;
}

/** Whether a value names a stored file of one of the two kinds (and nothing outside them). */
export function isStoredPath(stored: unknown): stored is string {
  return typeof stored === 'string' && /^(uploads|private)\/[\w-]+\/[\w.-]+$/.test(stored) && !stored.includes('..');
}

/**
 * Removes a stored file, its thumbnails (a width never made is no error) and its thumbnail job; ignores values
 * that are not stored paths. The original goes first: a job still running sees it gone and removes what it
 * wrote after (thumbnail-jobs.ts).
 */
export async function removeFile(store: UploadStore, stored: string | null | undefined): Promise<void> {
  if (!isStoredPath(stored)) return;
  await store.remove(stored);
  await Promise.all(thumbnailPaths(stored).map((p) => store.remove(p)));
  if (hasThumbnails(stored)) await thumbnailPoolOf(store)?.drop([stored]);
}
