/**
 * Where uploaded files live, behind one interface, so that several server
 * processes can share them. A file is named by its stored path
 * (`uploads/<entity>/<name>` for public files, `private/<entity>/<name>` for
 * private ones; see storage.ts); files are never changed in place, only
 * written once and removed.
 * - `folderStore`: the local folders (the default): `DATA_DIR/uploads` and `DATA_DIR/private`.
 * - `databaseStore` (database-store.ts): a table in the database every process shares (`UPLOAD_STORE=database`).
 * - `s3Store` (s3-store.ts): an S3-compatible bucket every process shares (`UPLOAD_STORE=s3`).
 * tests/storage/store-contract.test.ts holds all three to the same contract.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface UploadStore {
  /** Writes a new file, whole or not at all (a crash never leaves part of it under its name); fails if the path is taken. */
  put(stored: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  read(stored: string): Promise<Buffer | undefined>;
  /** Whether the file exists (without reading it). */
  has(stored: string): Promise<boolean>;
  /** Removes the file; a missing one is no error. */
  remove(stored: string): Promise<void>;
  /** The files directly in `folder` (`uploads/<entity>/` or `private/<entity>/`), with when each was written (ms since 1970). */
  list(folder: string): Promise<StoredFileInfo[]>;
  /** The public folder when files are plain files on this machine: /uploads is then served from it directly. */
  readonly publicDir?: string;
  /** Where browsers fetch public files when the store serves them itself (a CDN or the bucket: S3_PUBLIC_URL); /uploads redirects there. */
  readonly publicUrl?: string;
  /**
   * A short-lived URL that downloads a private file straight from the store (S3 with S3_SIGNED_URL_SECONDS),
   * as an attachment named `filename`; absent: private files are streamed by the access-checked route.
   */
  readonly signedUrl?: (stored: string, filename: string) => Promise<string>;
}

export interface StoredFileInfo {
  stored: string;
  writtenAt: number;
}

export const PUBLIC_PREFIX = 'uploads/';
export const PRIVATE_PREFIX = 'private/';

/** The private files' folder: a sibling of the uploads folder, so no static route reaches it. */
export function privateDirOf(uploadsDir: string): string {
  return path.join(path.dirname(path.resolve(uploadsDir)), 'private');
}

/** The file a stored value names inside the two folders, or undefined for anything else (`../`, other prefixes). */
export function storedFilePath(uploadsDir: string, stored: unknown): string | undefined {
  if (typeof stored !== 'string') return undefined;
  const [prefix, root] = stored.startsWith(PUBLIC_PREFIX)
    ? [PUBLIC_PREFIX, path.resolve(uploadsDir)]
    : stored.startsWith(PRIVATE_PREFIX)
      ? [PRIVATE_PREFIX, privateDirOf(uploadsDir)]
      : [];
  if (!prefix || !root) return undefined;
  const full = path.resolve(root, stored.slice(prefix.length));
  return full.startsWith(root + path.sep) ? full : undefined;
}

export function folderStore(uploadsDir: string): UploadStore {
  const fileOf = (stored: string) => {
    const full = storedFilePath(uploadsDir, stored);
    if (!full) throw new Error(`Not a stored file path: ${stored}`);
    return full;
  };
  return {
    publicDir: path.resolve(uploadsDir),
    async put(stored, data) {
      const full = fileOf(stored);
      await mkdir(path.dirname(full), { recursive: true });
      // Written under a temporary name, then linked into place (a link, unlike a rename, fails on a taken name):
      // a process killed mid-write leaves only the temporary file, which the start's sweep removes (sweep.ts).
      const temporary = `${full}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, data, { flag: 'wx' });
      try {
        await link(temporary, full);
      } finally {
        await unlink(temporary);
      }
    },
    async read(stored) {
      const full = storedFilePath(uploadsDir, stored);
      return full ? readFile(full).catch(() => undefined) : undefined;
    },
    async has(stored) {
      const full = storedFilePath(uploadsDir, stored);
      return full ? (await stat(full).catch(() => undefined))?.isFile() === true : false;
    },
    async remove(stored) {
      const full = storedFilePath(uploadsDir, stored);
      if (full) await rm(full, { force: true });
    },
    async list(folder) {
      const dir = storedFilePath(uploadsDir, `${folder}x`);
      if (!dir) throw new Error(`Not a stored folder: ${folder}`);
      const entries = await readdir(path.dirname(dir), { withFileTypes: true }).catch(() => []);
      const files = entries.filter((e) => e.isFile()).map((e) => `${folder}${e.name}`);
      // A file removed meanwhile (a concurrent write let go of it) is simply not listed.
      const infos = await Promise.all(files.map(async (stored) => ({ stored, writtenAt: (await stat(fileOf(stored)).catch(() => undefined))?.mtimeMs })));
      return infos.filter((f): f is StoredFileInfo => f.writtenAt !== undefined);
    },
  };
}
