/** Declared status changes (shortlist, publish, archive): checked against `from`, then applied. */
import type { Knex } from 'knex';
import type { EntityMeta } from '../../runtime-shared/meta';
import { APIError, notFound } from '../http/errors';
import { findRaw, findRecord } from './read';
import type { Row } from './serialize';
import type { Viewer } from './visibility';

export async function runAction(db: Knex, meta: EntityMeta, id: number, name: string, viewer: Viewer): Promise<Row> {
  const action = meta.actions.find((a) => a.name === name);
  if (!action) throw notFound(`The action "${name}" of ${meta.label}`);
  const existing = await findRaw(db, meta, id);
  for (const [field, allowed] of Object.entries(action.from ?? {})) {
    const current = existing[field];
    if (!allowed.some((value) => String(value) === String(current))) {
      throw new APIError(409, `Cannot ${action.label.toLowerCase()} a ${meta.label.toLowerCase()} whose ${field} is ${String(current)}`);
    }
  }
  await db(meta.table).where({ id }).update({ ...action.set, updated_at: new Date().toISOString() });
  return findRecord(db, meta, id, viewer);
}
