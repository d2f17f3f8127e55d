/**
 * Owner access (`owner: 'user_id'` with `'owner'` access levels): a signed-in
 * user reaches only the rows whose owner field holds their account id, and
 * staff whose role grants the operation reach every row. Another user's row
 * answers 404 exactly like a missing one, so its existence is never revealed.
 * Reads are limited through visibility.ts (`readableRows`); writes, actions
 * and deletes through `ownerScope`; creates and updates through `stampOwner`.
 */
import type { EntityMeta, Operation } from '../../runtime-shared/meta';
import type { AuthUser } from '../auth/accounts';
import { grants } from '../auth/access';
import type { Row } from './serialize';
import type { RowFilter } from './visibility';

/**
 * The condition a row must meet for `user` to perform `operation` on it:
 * `{ user_id: <their id> }` where the level is `'owner'` and the role lacks the
 * grant, otherwise none (the access check before decided the rest).
 */
export function ownerScope(user: AuthUser | undefined, meta: EntityMeta, operation: Operation): RowFilter | undefined {
  if (meta.access[operation] !== 'owner' || !meta.owner || grants(user?.role, meta.name, operation)) return undefined;
  // assertAccess let only signed-in users through; -1 matches no row should that ever change.
  return { [meta.owner]: user?.id ?? -1 };
}

/**
 * Sets the owner field of a body written by a caller without the operation's
 * grant: on create the caller's own id, on update the stored owner, whatever
 * the body said (ignored rather than refused, as staffOnly fields are, so a
 * client may send a record back as it read it). Staff with the grant may name any owner.
 */
export function stampOwner(meta: EntityMeta, body: Row, actor: AuthUser | undefined, existing: Row | undefined): void {
  if (!meta.owner || grants(actor?.role, meta.name, existing ? 'update' : 'create')) return;
  if (existing) body[meta.owner] = existing[meta.owner];
  else if (actor) body[meta.owner] = actor.id;
  else delete body[meta.owner]; // no account to own it: the required field refuses the create
}
