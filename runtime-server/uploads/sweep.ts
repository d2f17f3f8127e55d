/**
 * Files no row refers to, removed at start. A write stores its files before
 * its row commits and removes replaced files after (file-refs.ts): a process
 * killed in between (kill -9, a power cut) leaves files that nothing names
 * and nothing would ever remove. At start, every file in an entity's
 * folders that no row of its table names in a file column (a thumbnail goes
 * with its original) is removed, unless it was written within `graceMs`:
 * another server on the same storage may be storing it for a row about to
 * commit. Rows in the trash still name their files, so those stay, and so do
 * files the media library names (library-adopt.ts adopts files where they are).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { originalOfThumbnail } from '../../runtime-shared/thumbnails';
import { fileColumns } from './file-refs';
import { libraryOf, libraryPaths } from './library';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type UploadStore } from './store';

/** An upload in flight is stored and committed within seconds; an hour leaves a wide margin. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export interface SweepOptions {
  /** Files younger than this stay. @default ORPHAN_GRACE_MS */
  graceMs?: number;
  /** For tests: the clock. @default Date.now */
  now?: () => number;
}

/** Removes the files of `metas` that no row names; answers their stored paths. */
export async function sweepOrphanFiles(db: Knex, uploads: UploadStore, metas: readonly EntityMeta[], o: SweepOptions = {}): Promise<string[]> {
  const graceMs = o.graceMs ?? ORPHAN_GRACE_MS;
  const now = (o.now ?? Date.now)();
  const removed: string[] = [];
  const library = libraryOf(new Map(metas.map((m) => [m.name, m])));
  for (const meta of metas) {
    const columns = fileColumns(meta);
    if (!columns.length) continue;
    const files = [...(await uploads.list(`${PUBLIC_PREFIX}${meta.name}/`)), ...(await uploads.list(`${PRIVATE_PREFIX}${meta.name}/`))];
    const old = files.filter((f) => now - f.writtenAt > graceMs);
    if (!old.length) continue;
    // Read after listing: a row committed meanwhile is seen, so its file stays.
    const rows = await db<Record<string, unknown>>(meta.table).select(columns);
    const named = new Set(rows.flatMap((row) => columns.map((c) => row[c]).filter((v): v is string => typeof v === 'string' && v !== '')));
    if (library && library.name !== meta.name) for (const stored of await libraryPaths(db, library)) named.add(stored);
    for (const { stored } of old) {
      if (named.has(originalOfThumbnail(stored) ?? stored)) continue;
      await uploads.remove(stored);
      removed.push(stored);
    }
  }
  return removed;
}
