/**
 * Bringing a soft-delete entity's record back from the trash, as a local-API
 * operation (`POST /api/<name>/:id/restore` calls it). Like purging, it is a
 * staff tool whatever the entity's public access: a user needs a back-office
 * role granted delete on the entity; the system may always. A live record is
 * answered as it is (restoring twice is harmless).
 */
import type { LocalServices } from '../crud/action-hooks';
import type { Row } from '../crud/serialize';
import { restoreRecord } from '../crud/trash';
import { assertUserAccess } from '../auth/access';
import { badRequest } from '../http/errors';
import { allowed, isSystem } from './caller';
import { db, viewerOf, withActor, type CallOptions, type EntityTarget } from './operations';

export async function restore(s: LocalServices, t: EntityTarget, id: number, o: CallOptions): Promise<Row> {
  if (!t.meta.softDelete) throw badRequest(`${t.meta.pluralLabel} have no trash to restore from`);
  const actor = isSystem(o.caller) ? allowed(o.caller, t.meta, 'delete') : assertUserAccess(o.caller ?? undefined, 'admin', t.meta.name, 'delete');
  return restoreRecord({ db: db(s, o), meta: t.meta, id, viewer: viewerOf(s, actor), ...withActor(actor) });
}
