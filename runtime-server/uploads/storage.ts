/**
 * Uploaded files on disk, under `<uploadsDir>/<entity>/<random>.<ext>`. The
 * stored value is the path relative to the host, `uploads/<entity>/<file>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function storeFile(uploadsDir: string, entity: string, buffer: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await mkdir(path.join(uploadsDir, entity), { recursive: true });
  await writeFile(path.join(uploadsDir, entity, name), buffer, { flag: 'wx' });
  return `uploads/${entity}/${name}`;
}

/** Removes a stored file; ignores values that are not inside the uploads folder. */
export async function removeFile(uploadsDir: string, stored: string | null | undefined): Promise<void> {
  if (!stored || !stored.startsWith('uploads/')) return;
  const full = path.resolve(uploadsDir, stored.slice('uploads/'.length));
  if (!full.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  await rm(full, { force: true });
}
