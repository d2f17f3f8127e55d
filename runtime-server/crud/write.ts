/** Creating, updating and deleting records, with their files kept consistent with the rows. */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { removeFile } from '../uploads/storage';
import { prepareInput, type PrepareOptions } from './prepare-input';
import { findRaw, findRecord } from './read';
import type { Row } from './serialize';

type WriteOptions = Omit<PrepareOptions, 'existing'>;

const fileFields = (meta: EntityMeta) => meta.fields.filter((f) => f.upload).map((f) => f.name);

async function insertReturningId(db: Knex, table: string, values: Row): Promise<number> {
  const [row] = await db(table).insert(values).returning('id');
  return typeof row === 'object' ? Number((row as { id: number }).id) : Number(row);
}

export async function createRecord(o: WriteOptions): Promise<Row> {
  const { values, written } = await prepareInput(o);
  const now = new Date().toISOString();
  try {
    const id = await insertReturningId(o.db, o.meta.table, { ...values, created_at: now, updated_at: now });
    return await findRecord(o.db, o.meta, id);
  } catch (error) {
    await Promise.all(written.map((f) => removeFile(o.uploadsDir, f)));
    throw error;
  }
}

export async function updateRecord(o: WriteOptions & { id: number }): Promise<Row> {
  const existing = await findRaw(o.db, o.meta, o.id);
  const { values, written } = await prepareInput({ ...o, existing });
  try {
    await o.db(o.meta.table).where({ id: o.id }).update({ ...values, updated_at: new Date().toISOString() });
  } catch (error) {
    await Promise.all(written.map((f) => removeFile(o.uploadsDir, f)));
    throw error;
  }
  // Only once the row points at the new files are the replaced ones removed.
  const replaced = fileFields(o.meta).filter((f) => f in values && existing[f] !== values[f]);
  await Promise.all(replaced.map((f) => removeFile(o.uploadsDir, existing[f] as string)));
  return findRecord(o.db, o.meta, o.id);
}

export async function deleteRecord(o: { db: Knex; meta: EntityMeta; uploadsDir: string; id: number }): Promise<void> {
  const existing = await findRaw(o.db, o.meta, o.id);
  await o.db(o.meta.table).where({ id: o.id }).delete();
  await Promise.all(fileFields(o.meta).map((f) => removeFile(o.uploadsDir, existing[f] as string)));
}
