/** The files under a folder, as sorted relative paths: to compare a folder before and after a request. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** The public uploads folder and the private one beside it (runtime-server/uploads/storage.ts). */
export const storedFiles = (uploadsDir: string): string[] => [
  ...filesUnder(uploadsDir).map((f) => `uploads/${f}`),
  ...filesUnder(path.join(path.dirname(uploadsDir), 'private')).map((f) => `private/${f}`),
];
