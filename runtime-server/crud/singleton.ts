/** The one record of a singleton entity (about-data): read it, or create-or-update it. */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { findRecord } from './read';
import type { Row } from './serialize';
import type { Viewer } from './visibility';
import { createRecord, updateRecord } from './write';

type WriteOptions = Parameters<typeof createRecord>[0];

export async function findSingleton(db: Knex, meta: EntityMeta, viewer: Viewer): Promise<Row | null> {
  const row = await db<Row>(meta.table).orderBy('id').first('id');
  return row ? findRecord(db, meta, Number(row.id), viewer) : null;
}

export async function saveSingleton(o: WriteOptions): Promise<Row> {
  const row = await o.db<Row>(o.meta.table).orderBy('id').first('id');
  return row ? updateRecord({ ...o, id: Number(row.id) }) : createRecord(o);
}
