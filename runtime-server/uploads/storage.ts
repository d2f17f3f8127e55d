/**
 * Uploaded files on disk. Public ones live under `<uploadsDir>/<entity>/`
 * (served at /uploads) and are stored as `uploads/<entity>/<file>`; private
 * ones live beside it, under `<DATA_DIR>/private/<entity>/`, are never served
 * statically, and are stored as `private/<entity>/<file>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PUBLIC = 'uploads/';
const PRIVATE = 'private/';

/** The private files' folder: a sibling of the uploads folder, so no static route reaches it. */
export function privateDirOf(uploadsDir: string): string {
  return path.join(path.dirname(path.resolve(uploadsDir)), 'private');
}

export async function storeFile(uploadsDir: string, entity: string, buffer: Buffer, ext: string, visibility: 'public' | 'private' = 'public'): Promise<string> {
  const root = visibility === 'private' ? privateDirOf(uploadsDir) : uploadsDir;
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await mkdir(path.join(root, entity), { recursive: true });
  await writeFile(path.join(root, entity, name), buffer, { flag: 'wx' });
  return `${visibility === 'private' ? PRIVATE : PUBLIC}${entity}/${name}`;
}

/** The file a stored value names, or undefined for values that are not inside either folder. */
export function storedFilePath(uploadsDir: string, stored: unknown): string | undefined {
  if (typeof stored !== 'string') return undefined;
  const [prefix, root] = stored.startsWith(PUBLIC) ? [PUBLIC, path.resolve(uploadsDir)] : stored.startsWith(PRIVATE) ? [PRIVATE, privateDirOf(uploadsDir)] : [];
  if (!prefix || !root) return undefined;
  const full = path.resolve(root, stored.slice(prefix.length));
  return full.startsWith(root + path.sep) ? full : undefined;
}

/** Removes a stored file; ignores values that are not inside the uploads or private folder. */
export async function removeFile(uploadsDir: string, stored: string | null | undefined): Promise<void> {
  const full = storedFilePath(uploadsDir, stored);
  if (full) await rm(full, { force: true });
}
