/**
 * Naming and storing uploaded files, whatever the store (store.ts). Public
 * files are stored as `uploads/<entity>/<file>` (served at /uploads), private
 * ones as `private/<entity>/<file>` (never served statically). Names are
 * random and never reused, so a name always means the same bytes.
 */
import { randomBytes } from 'node:crypto';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type UploadStore } from './store';

export { privateDirOf, storedFilePath } from './store';

export async function storeFile(store: UploadStore, entity: string, buffer: Buffer, ext: string, visibility: 'public' | 'private' = 'public'): Promise<string> {
  const stored = `${visibility === 'private' ? PRIVATE_PREFIX : PUBLIC_PREFIX}${entity}/${randomBytes(12).toString('hex')}.${ext}`;
  await store.put(stored, buffer);
  return stored;
}

/** Whether a value names a stored file of one of the two kinds (and nothing outside them). */
export function isStoredPath(stored: unknown): stored is string {
  return typeof stored === 'string' && /^(uploads|private)\/[\w-]+\/[\w.-]+$/.test(stored) && !stored.includes('..');
}

/** Removes a stored file; ignores values that are not stored paths. */
export async function removeFile(store: UploadStore, stored: string | null | undefined): Promise<void> {
  if (isStoredPath(stored)) await store.remove(stored);
}
