/**
 * Creating, updating and deleting records. A row and its join-table links
 * are written in one transaction; files follow the rows: new files are
 * removed when the write fails, replaced ones once it committed and no row
 * refers to them (uploads/file-refs.ts).
 */
import type { Knex } from 'knex';
import { serverKinds } from '../../kinds/registry/server';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { guardAccountWrite } from '../auth/account-guard';
import { sessionsEndedBy } from '../auth/sessions';
import { logChange } from '../audit/record-change';
import { isPostgres } from '../db/connect';
import { lockedRow, takeWriteLock } from '../db/write-lock';
import { insertReturning, updateReturning } from '../db/write-statements';
import { releaseFiles, replacedFiles } from '../uploads/file-refs';
import { assertNotInUse, assertPicksInLibrary, libraryOf, rewriteReferences } from '../uploads/library';
import { removeFile } from '../uploads/storage';
import type { UploadStore } from '../uploads/store';
import { notFound } from '../http/errors';
import { assertUnchangedSince } from './conflict';
import { assertEditable } from './editable-while';
import { prepareInput, type PrepareOptions } from './prepare-input';
import { assertRules } from './rules';
import { findRaw } from './read';
import { serializeRows, type Row } from './serialize';
import { statementsOf } from './statements';
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
  /**
   * A guard on the stored row, tested on it read and locked inside the write's transaction: when it
   * fails, nothing is written and `NotChanged` is thrown (a status that may move only from certain
   * states, stock taken only while enough is left). Race-safe: no other write can slip in between.
   */
  onlyIf?: (row: Row) => boolean;
  /** A row in the trash (soft delete) may be written too. */
  trashed?: boolean;
  /** Internal columns (no field of the API) from the locked row: written with the values, logged as the `auditAction`. */
  internal?: (stored: Row) => Row;
}

/** An update whose `onlyIf` guard did not hold: nothing was written. The local API answers it as `null`. */
export class NotChanged extends Error {
  constructor(label: string, id: number) {
    super(`${label} ${id} was not changed: it no longer meets the condition`);
  }
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

/** The row as the viewer reads it (attached relations follow their access). */
async function answered(o: WriteOptions, row: Row): Promise<Row> {
  const [record] = await serializeRows(o.db, o.meta, [row], o.viewer);
  return record!;
}

/** `stamps`: the record's own creation time instead of now (the system's dated data: local-api/operations.ts checks who gives it). */
export async function createRecord(o: WriteOptions & { stamps?: { created_at: string; updated_at?: string } }): Promise<Row> {
  const prepare = (db: Knex) => prepareInput({ ...o, db, entities: o.viewer.entities });
  const early = readsOnceLocked(o) ? undefined : await prepare(o.db);
  const written = [...(early?.written ?? [])];
  const now = new Date().toISOString();
  const created_at = o.stamps?.created_at ?? now;
  const updated_at = o.stamps?.updated_at ?? created_at;
  return undoFilesOnFailure(o.uploads, written, () =>
    o.db.transaction(async (trx) => {
      const { values, links, picked } = early ?? (await prepare(trx));
      await assertPicksInLibrary(trx, o.viewer.entities, values, picked);
      await assertRules(trx, o.meta, values);
      await assertEditable(trx, o.meta, values);
      await guardAccountWrite(trx, o.actor, o.meta.table, undefined, values);
      // The stored row comes back with the insert: the log and the answer read it from there.
      const inserted = await insertReturning(trx, o.meta.table, { ...values, created_at, updated_at });
      const id = Number(inserted.id);
      await writeLinks(trx, o.meta, id, links);
      await logChange(trx, { meta: o.meta, actor: o.actor, operation: 'create', id }, undefined, inserted);
      return answered({ ...o, db: trx }, inserted);
    }),
  );
}

/**
 * Whether an update reads its row once, inside its transaction: on SQLite, where the transaction holds the
 * database's write lock from its start (db/sqlite-transaction.ts), so the row read there is the locked row
 * and the input can be checked against it before anything is written. Only when preparing the input does no
 * slow work that would hold the lock meanwhile: no uploaded file (written and re-encoded first), no
 * password to hash, not the media library's file. Otherwise (and on PostgreSQL, and inside a caller's transaction) the row is read for
 * the input's checks first, then read again locked in the transaction.
 */
function readsOnceLocked(o: WriteOptions): boolean {
  // The media library's own entity stores its file again with new crops when the focal point moves (uploads/apply-uploads.ts).
  if (o.db.isTransaction || isPostgres(o.db) || o.meta.library) return false;
  const files = o.files as unknown[] | Record<string, unknown> | undefined;
  if (files && (Array.isArray(files) ? files.length > 0 : Object.keys(files).length > 0)) return false;
  return !hashes(o.meta.fields);
}

/** Whether a field (or a sub-field of a group, array or blocks field) is a password, which is hashed (~60 ms). */
const hashes = (fields: readonly FieldMeta[]): boolean =>
  fields.some((f) => serverKinds[f.kind].secret || (f.fields && hashes(f.fields)) || f.blocks?.some((b) => hashes(b.fields)));

export async function updateRecord(o: WriteOptions & UpdateExtras & Scoped): Promise<Row> {
  const change = { meta: o.meta, actor: o.actor, operation: 'update' as const, id: o.id, ...(o.auditAction ? { action: o.auditAction } : {}) };
  const prepare = async (db: Knex, existing: Row) => ({ existing, ...(await prepareInput({ ...o, db, existing, entities: o.viewer.entities })) });
  const early = readsOnceLocked(o) ? undefined : await prepare(o.db, await findRaw(o.db, o.meta, o.id, o.scope, o.trashed));
  const written = [...(early?.written ?? [])]; // and those of an input prepared in the transaction: removed if it fails
  const { replaced, row } = await undoFilesOnFailure(o.uploads, written, () =>
    o.db.transaction(async (trx) => {
      let input = early;
      let current: Row | undefined;
      if (input) {
        // Read again, locked: the conflict check, the files it replaces and the log's "before" all see this row.
        current = await lockedRow(trx, o.meta.table, o.id, statementsOf(o.meta)?.lockById);
        if (!current) throw notFound(`${o.meta.label} ${o.id}`);
      } else {
        await takeWriteLock(trx, o.meta.table); // held from the start already (light transactions): nothing is run
        input = await prepare(trx, await findRaw(trx, o.meta, o.id, o.scope, o.trashed));
        written.push(...input.written);
        current = input.existing;
      }
      const { existing, values, links, picked } = input;
      if (o.onlyIf && !o.onlyIf(current)) throw new NotChanged(o.meta.label, o.id);
      if (o.basedOn !== undefined) await assertUnchangedSince(trx, o.meta, current, o.basedOn);
      await assertPicksInLibrary(trx, o.viewer.entities, values, picked);
      await assertRules(trx, o.meta, values, existing);
      await assertEditable(trx, o.meta, current, { ...current, ...values });
      await guardAccountWrite(trx, o.actor, o.meta.table, existing, values);
      const ended = sessionsEndedBy(trx, o.meta.table, existing, values);
      const internal = o.internal ? internalValues(o.meta, o.internal(current)) : undefined;
      const updated = await updateReturning(trx, o.meta.table, o.id, { ...values, ...internal, ...ended, updated_at: new Date().toISOString() });
      await writeLinks(trx, o.meta, o.id, links);
      // Internal columns are no field of the log's snapshots: the entry is the named action, kept even when no field changed.
      await logChange(trx, internal ? { ...change, operation: 'action', action: o.auditAction ?? 'internal change' } : change, current, updated);
      const replaced = replacedFiles(o.meta, current, values);
      // A replaced library file: every record that showed it shows the new one, committed together.
      const file = o.meta.library?.file;
      if (file && typeof current[file] === 'string' && typeof values[file] === 'string' && values[file] !== current[file]) {
        await rewriteReferences(trx, o.viewer.entities, current[file], values[file]);
      }
      // The answer's related records are read in the transaction too: no second lock, no read outside it.
      return { replaced, row: await answered({ ...o, db: trx }, updated!) };
    }),
  );
  await releaseFiles(o.db, o.meta, o.uploads, replaced, o.viewer.entities);
  return row;
}

/** Internal values as given, refused when one names a field of the API (or a stamp): those are written as input, validated. */
function internalValues(meta: EntityMeta, values: Row): Row {
  const named = Object.keys(values).find((k) => k === 'id' || k === 'created_at' || k === 'updated_at' || meta.fields.some((f) => f.name === k));
  if (named) throw new Error(`${named} of ${meta.name} is no internal field: give it as the update's input`);
  return values;
}

/**
 * Removes the row for good; `purge`: also (or only) from the trash of a soft-delete entity.
 * `unusedFiles`: collects the files the row no longer needs instead of removing them (inside a caller's
 * transaction, which may still roll back: the caller removes them once it committed).
 */
/**
 * `entities`: every entity of the app; a media-library file that a record still shows is refused (409)
 * inside the delete's transaction.
 */
export async function deleteRecord(o: { db: Knex; meta: EntityMeta; uploads: UploadStore; actor?: AuthUser; purge?: boolean; unusedFiles?: string[]; entities?: ReadonlyMap<string, EntityMeta> } & Scoped): Promise<void> {
  const existing = await findRaw(o.db, o.meta, o.id, o.scope, o.purge);
  const change = { meta: o.meta, actor: o.actor, operation: 'delete' as const, id: o.id, ...(o.purge ? { action: 'purge' } : {}) };
  const removed = await o.db.transaction(async (trx) => {
    const current = await lockedRow(trx, o.meta.table, o.id, statementsOf(o.meta)?.lockById);
    if (!current) throw notFound(`${o.meta.label} ${o.id}`);
    await assertEditable(trx, o.meta, current);
    await guardAccountWrite(trx, o.actor, o.meta.table, existing, undefined);
    const library = o.meta.library ? libraryOf(o.entities) : undefined;
    if (library && o.entities) await assertNotInUse(trx, o.entities, library, current, o.actor?.role);
    await trx(o.meta.table).where({ id: o.id }).delete();
    await logChange(trx, change, current, undefined);
    return replacedFiles(o.meta, current);
  });
  if (o.unusedFiles) o.unusedFiles.push(...removed);
  else await releaseFiles(o.db, o.meta, o.uploads, removed, o.entities);
}
