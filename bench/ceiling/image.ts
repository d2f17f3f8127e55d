/** The ceiling's upload: the bytes must be an image (file-type), then one file under a random name. */
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export async function saveImage(uploadsDir: string, folder: string, buffer: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !IMAGES.has(type.mime)) return undefined;
  const name = `${randomBytes(12).toString('hex')}.${type.ext}`;
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  await writeFile(path.join(uploadsDir, folder, name), buffer, { flag: 'wx' });
  return `uploads/${folder}/${name}`;
}
