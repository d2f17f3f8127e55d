/**
 * Backups of an SQLite deployment: the database and the files under the data
 * folder (uploads, and private files when there are any), copied to a folder
 * while the server keeps running.
 *
 * The database copy is `VACUUM INTO`: one read transaction, so it is a
 * consistent snapshot even while other processes write (WAL lets them go on).
 * Files are copied after it: a stored file is never changed in place (a
 * replaced upload gets a new name), so every file the snapshot refers to is
 * copied, unless it was deleted in the moment between the two.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, sqliteFile } from './connect';

/** The file folders under DATA_DIR that a backup carries, when they exist. */
export const FILE_FOLDERS = ['uploads', 'private'] as const;
export const DATABASE_FILE = 'database.sqlite';

export interface Deployment {
  databaseUrl: string;
  dataDir: string;
}

function sqliteOnly(databaseUrl: string): string {
  const file = sqliteFile(databaseUrl);
  if (!file) {
    throw new Error(
      'npm run backup / restore handle the SQLite database only. For PostgreSQL use its own tools ' +
        '(pg_dump --format=custom / pg_restore) and copy the uploads folder under DATA_DIR yourself.',
    );
  }
  return path.resolve(file);
}

const isEmptyOrMissing = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** Writes a backup into `folder`, which must be new or empty (an existing backup is never overwritten). */
export async function backup(d: Deployment, folder: string): Promise<{ files: Record<string, number> }> {
  const database = sqliteOnly(d.databaseUrl);
  if (!existsSync(database)) throw new Error(`There is no database at ${database} to back up.`);
  if (!isEmptyOrMissing(folder)) throw new Error(`${folder} is not empty: give a new folder for the backup.`);
  mkdirSync(folder, { recursive: true });
  const db = connectDatabase({ url: database });
  try {
    await db.raw('VACUUM INTO ?', [path.join(path.resolve(folder), DATABASE_FILE)]);
  } finally {
    await db.destroy();
  }
  const files: Record<string, number> = {};
  for (const name of FILE_FOLDERS) {
    const from = path.join(d.dataDir, name);
    if (!existsSync(from)) continue;
    cpSync(from, path.join(folder, name), { recursive: true });
    files[name] = readdirSync(path.join(folder, name), { recursive: true }).length;
  }
  writeFileSync(path.join(folder, 'backup.json'), `${JSON.stringify({ created_at: new Date().toISOString(), database: DATABASE_FILE, files }, null, 2)}\n`);
  return { files };
}

/**
 * Brings a backup back. Refuses to replace an existing database unless
 * `force`; what it replaces is moved aside to `<DATA_DIR>/before-restore-<time>/`,
 * never deleted. Stop the server first: it keeps the old file open.
 */
export function restore(d: Deployment, folder: string, force: boolean): { movedAside?: string } {
  const database = sqliteOnly(d.databaseUrl);
  const source = path.join(folder, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`${folder} holds no backup (no ${DATABASE_FILE}).`);
  const replaced = [database, ...FILE_FOLDERS.map((name) => path.join(d.dataDir, name))].filter((p) => existsSync(p));
  if (existsSync(database) && !force) {
    throw new Error(`${database} exists. Stop the server, then run the restore with --force to replace it (the current data is moved aside, not deleted).`);
  }
  let movedAside: string | undefined;
  if (replaced.length) {
    movedAside = path.join(d.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(movedAside, { recursive: true });
    for (const p of replaced) renameSync(p, path.join(movedAside, path.basename(p)));
    for (const suffix of ['-wal', '-shm']) if (existsSync(database + suffix)) renameSync(database + suffix, path.join(movedAside, path.basename(database) + suffix));
  }
  mkdirSync(path.dirname(database), { recursive: true });
  cpSync(source, database);
  for (const name of FILE_FOLDERS) {
    const from = path.join(folder, name);
    if (existsSync(from)) cpSync(from, path.join(d.dataDir, name), { recursive: true });
  }
  return movedAside ? { movedAside } : {};
}
