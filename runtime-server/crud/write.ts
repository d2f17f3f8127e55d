/**
 * Creating, updating and deleting records. A row and its join-table links
 * are written in one transaction; files follow the rows: new files are
 * removed when the write fails, replaced ones only once it succeeded.
 */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { guardAccountWrite } from '../auth/account-guard';
import { removeFile } from '../uploads/storage';
import { prepareInput, type PrepareOptions } from './prepare-input';
import { answeredColumns, findRaw, findRecord } from './read';
import { serializeRows, type Row } from './serialize';

type WriteOptions = Omit<PrepareOptions, 'existing'>;

const fileFields = (meta: EntityMeta) => meta.fields.filter((f) => f.upload).map((f) => f.name);

/** Inserts and answers the stored row (RETURNING, on SQLite and PostgreSQL): no second query to read it back. */
async function insertReturning(db: Knex, meta: EntityMeta, values: Row): Promise<Row> {
  const [row] = await db(meta.table).insert(values).returning(answeredColumns(meta));
  return row as Row;
}

async function writeLinks(trx: Knex.Transaction, meta: EntityMeta, id: number, links: Record<string, number[]>): Promise<void> {
  for (const [field, ids] of Object.entries(links)) {
    const m = meta.fields.find((f) => f.name === field)!.manyToMany!;
    await trx(m.joinTable).where(m.ownColumn, id).delete();
    if (ids.length) await trx(m.joinTable).insert(ids.map((target) => ({ [m.ownColumn]: id, [m.targetColumn]: target })));
  }
}

/** Runs `write`; removes the files written for the request when it fails. */
async function undoFilesOnFailure<T>(uploadsDir: string, written: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(written.map((f) => removeFile(uploadsDir, f)));
    throw error;
  }
}

export async function createRecord(o: WriteOptions): Promise<Row> {
  const { values, links, written } = await prepareInput(o);
  const now = new Date().toISOString();
  const row = await undoFilesOnFailure(o.uploadsDir, written, async () => {
    await guardAccountWrite(o.db, o.actor, o.meta.table, undefined, values);
    const insert = (q: Knex) => insertReturning(q, o.meta, { ...values, created_at: now, updated_at: now });
    // One statement is atomic by itself: a transaction (two more round trips) only when join-table links follow.
    if (Object.keys(links).length === 0) return insert(o.db);
    return o.db.transaction(async (trx) => {
      const inserted = await insert(trx);
      await writeLinks(trx, o.meta, Number(inserted.id), links);
      return inserted;
    });
  });
  const [record] = await serializeRows(o.db, o.meta, [row]);
  return record!;
}

export async function updateRecord(o: WriteOptions & { id: number }): Promise<Row> {
  const existing = await findRaw(o.db, o.meta, o.id);
  const { values, links, written } = await prepareInput({ ...o, existing });
  await undoFilesOnFailure(o.uploadsDir, written, async () => {
    await guardAccountWrite(o.db, o.actor, o.meta.table, existing, values);
    const update = (q: Knex) => q(o.meta.table).where({ id: o.id }).update({ ...values, updated_at: new Date().toISOString() });
    if (Object.keys(links).length === 0) await update(o.db);
    else {
      await o.db.transaction(async (trx) => {
        await update(trx);
        await writeLinks(trx, o.meta, o.id, links);
      });
    }
  });
  const replaced = fileFields(o.meta).filter((f) => f in values && existing[f] !== values[f]);
  await Promise.all(replaced.map((f) => removeFile(o.uploadsDir, existing[f] as string)));
  return findRecord(o.db, o.meta, o.id);
}

export async function deleteRecord(o: { db: Knex; meta: EntityMeta; uploadsDir: string; id: number; actor?: AuthUser }): Promise<void> {
  const existing = await findRaw(o.db, o.meta, o.id);
  await guardAccountWrite(o.db, o.actor, o.meta.table, existing, undefined);
  await o.db(o.meta.table).where({ id: o.id }).delete();
  await Promise.all(fileFields(o.meta).map((f) => removeFile(o.uploadsDir, existing[f] as string)));
}
