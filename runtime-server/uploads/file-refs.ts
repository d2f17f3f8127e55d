/**
 * When a stored file may go: exactly when no row refers to it any more.
 * A write reads the file values it is about to replace inside its own
 * transaction (so each value is replaced by exactly one write, whatever the
 * interleaving), and after the commit removes those that no row of the
 * table, in any of its file columns, still names. Files are stored under
 * the entity's own folder with random names, so only its table can refer to them;
 * a file of another folder (a media-library file a field picked: library.ts) is
 * never released here: it belongs to its own entity. A file of the entity's own
 * folder that the library names (adopted where it was: library-adopt.ts) stays too.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { forUpdate } from '../db/write-lock';
import { inLibrary } from './library';
import { removeFile } from './storage';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type UploadStore } from './store';

type Row = Record<string, unknown>;

export const fileColumns = (meta: EntityMeta): string[] => meta.fields.filter((f) => f.upload).map((f) => f.name);

/**
 * The row's file values as they are now, read inside the write's transaction
 * (locked on PostgreSQL; SQLite writes one transaction at a time); undefined when the row is gone.
 */
export async function currentFiles(trx: Knex.Transaction, meta: EntityMeta, id: number): Promise<Row | undefined> {
  return await forUpdate(trx, trx<Row>(meta.table).where({ id })).first(['id', ...fileColumns(meta)]);
}

/** The values of `before` that `after` no longer holds (all of them when the row was deleted). */
export function replacedFiles(meta: EntityMeta, before: Row, after?: Row): string[] {
  return fileColumns(meta)
    .filter((c) => typeof before[c] === 'string' && before[c] !== '' && (!after || (c in after && after[c] !== before[c])))
    .map((c) => before[c] as string);
}

/** Whether a stored path lies in the entity's own folders (`uploads/<name>/`, `private/<name>/`). */
export const isOwnFile = (meta: EntityMeta, stored: string): boolean => stored.startsWith(`${PUBLIC_PREFIX}${meta.name}/`) || stored.startsWith(`${PRIVATE_PREFIX}${meta.name}/`);

/**
 * After the commit: removes each of the entity's own files that no row refers to any more, nor the media
 * library (`entities`: every entity of the app, where the library is found).
 */
export async function releaseFiles(db: Knex, meta: EntityMeta, uploads: UploadStore, paths: string[], entities?: ReadonlyMap<string, EntityMeta>): Promise<void> {
  const columns = fileColumns(meta);
  for (const stored of new Set(paths.filter((p) => isOwnFile(meta, p)))) {
    const query = db(meta.table).first('id');
    for (const column of columns) query.orWhere(column, stored);
    if (!(await query) && !(await inLibrary(db, entities, stored))) await removeFile(uploads, stored);
  }
}
