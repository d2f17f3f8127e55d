/**
 * Creating, updating and deleting records. A row and its join-table links
 * are written in one transaction; files follow the rows: new files are
 * removed when the write fails, replaced ones once it committed and no row
 * refers to them (uploads/file-refs.ts).
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { guardAccountWrite } from '../auth/account-guard';
import { sessionsEndedBy } from '../auth/sessions';
import { audited } from '../audit/record-change';
import { currentFiles, releaseFiles, replacedFiles } from '../uploads/file-refs';
import { removeFile } from '../uploads/storage';
import type { UploadStore } from '../uploads/store';
import { notFound } from '../http/errors';
import { assertUnchangedSince } from './conflict';
import { prepareInput, type PrepareOptions } from './prepare-input';
import { assertRules } from './rules';
import { findRaw, findRecord } from './read';
import type { Row } from './serialize';
import type { RowFilter, Viewer } from './visibility';

/** `viewer`: whom the answer is for (its attached relations follow their access). */
type WriteOptions = Omit<PrepareOptions, 'existing'> & { viewer: Viewer };
/**
 * `scope`: the rows the caller may change (their own, crud/ownership.ts); any other row is a 404.
 * Checked when the row is read: only staff could move a row to another owner in between.
 */
type Scoped = { id: number; scope?: RowFilter | undefined };

/**
 * An update's extras: `basedOn`, the `updated_at` the client's copy had (`If-Match`): a stale
 * copy is refused with 409 (crud/conflict.ts); `auditAction` names the change in the history
 * (a restored version).
 */
export interface UpdateExtras {
  basedOn?: string;
  auditAction?: string;
}

async function insertReturningId(db: Knex, table: string, values: Row): Promise<number> {
  const [row] = await db(table).insert(values).returning('id');
  return typeof row === 'object' ? Number((row as { id: number }).id) : Number(row);
}

async function writeLinks(trx: Knex.Transaction, meta: EntityMeta, id: number, links: Record<string, number[]>): Promise<void> {
  for (const [field, ids] of Object.entries(links)) {
    const m = meta.fields.find((f) => f.name === field)!.manyToMany!;
    await trx(m.joinTable).where(m.ownColumn, id).delete();
    if (ids.length) await trx(m.joinTable).insert(ids.map((target) => ({ [m.ownColumn]: id, [m.targetColumn]: target })));
  }
}

/** Runs `write`; removes the files written for the request when it fails. */
async function undoFilesOnFailure<T>(uploads: UploadStore, written: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(written.map((f) => removeFile(uploads, f)));
    throw error;
  }
}

export async function createRecord(o: WriteOptions): Promise<Row> {
  const { values, links, written } = await prepareInput(o);
  const now = new Date().toISOString();
  const id = await undoFilesOnFailure(o.uploads, written, () =>
    o.db.transaction((trx) => audited(trx, { meta: o.meta, actor: o.actor, operation: 'create' }, async () => {
      await assertRules(trx, o.meta, values);
      await guardAccountWrite(trx, o.actor, o.meta.table, undefined, values);
      const newId = await insertReturningId(trx, o.meta.table, { ...values, created_at: now, updated_at: now });
      await writeLinks(trx, o.meta, newId, links);
      return newId;
    })),
  );
  return findRecord(o.db, o.meta, id, o.viewer);
}

export async function updateRecord(o: WriteOptions & UpdateExtras & Scoped): Promise<Row> {
  const existing = await findRaw(o.db, o.meta, o.id, o.scope);
  const { values, links, written } = await prepareInput({ ...o, existing });
  const change = { meta: o.meta, actor: o.actor, operation: 'update' as const, id: o.id, ...(o.auditAction ? { action: o.auditAction } : {}) };
  const replaced = await undoFilesOnFailure(o.uploads, written, () =>
    o.db.transaction((trx) => audited(trx, change, async () => {
      if (o.basedOn !== undefined) await assertUnchangedSince(trx, o.meta, o.id, o.basedOn);
      await assertRules(trx, o.meta, values, existing);
      await guardAccountWrite(trx, o.actor, o.meta.table, existing, values);
      const before = await currentFiles(trx, o.meta, o.id);
      if (!before) throw notFound(`${o.meta.label} ${o.id}`);
      const ended = sessionsEndedBy(trx, o.meta.table, existing, values);
      await trx(o.meta.table).where({ id: o.id }).update({ ...values, ...ended, updated_at: new Date().toISOString() });
      await writeLinks(trx, o.meta, o.id, links);
      return replacedFiles(o.meta, before, values);
    })),
  );
  await releaseFiles(o.db, o.meta, o.uploads, replaced);
  return findRecord(o.db, o.meta, o.id, o.viewer);
}

/** Removes the row for good; `purge`: also (or only) from the trash of a soft-delete entity. */
export async function deleteRecord(o: { db: Knex; meta: EntityMeta; uploads: UploadStore; actor?: AuthUser; purge?: boolean } & Scoped): Promise<void> {
  const existing = await findRaw(o.db, o.meta, o.id, o.scope, o.purge);
  const change = { meta: o.meta, actor: o.actor, operation: 'delete' as const, id: o.id, ...(o.purge ? { action: 'purge' } : {}) };
  const removed = await o.db.transaction((trx) => audited(trx, change, async () => {
    await guardAccountWrite(trx, o.actor, o.meta.table, existing, undefined);
    const before = await currentFiles(trx, o.meta, o.id);
    if (!before) throw notFound(`${o.meta.label} ${o.id}`);
    await trx(o.meta.table).where({ id: o.id }).delete();
    return replacedFiles(o.meta, before);
  }));
  await releaseFiles(o.db, o.meta, o.uploads, removed);
}
