/**
 * Checks an entity's `owner` field and its `'owner'` access levels: the
 * runtime limits callers to the rows whose owner field holds their account
 * id, so that field must be a relation to the account entity, and the levels
 * must make sense together. Each mistake names the file and what to write.
 */
import { ACCOUNT_ENTITY_NAME, type AccessLevel, type Operation } from '../runtime-shared/meta';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';
import type { SanitizedField } from './model';

const OPERATIONS: Operation[] = ['read', 'create', 'update', 'delete'];

/** The owner field's name, or undefined for an entity without one; throws on a mistake. */
export function sanitizeOwner(source: string, d: AnyEntity, access: Record<Operation, AccessLevel>, fields: SanitizedField[]): string | undefined {
  const ownerOps = OPERATIONS.filter((op) => access[op] === 'owner');
  const owner = d.owner;
  if (owner === undefined) {
    if (ownerOps.length) {
      throw new DefinitionError(source, 'access', `${ownerOps.map((op) => `${op}: 'owner'`).join(', ')} needs the field that names each row's owner: add owner: 'user_id' (a relation to ${ACCOUNT_ENTITY_NAME})`);
    }
    return undefined;
  }
  const fail = (message: string): never => {
    throw new DefinitionError(source, 'owner', message);
  };
  const field = fields.find((f) => f.name === owner) ?? fail(`"${owner}" is not a field of this entity; fields are ${fields.map((f) => f.name).join(', ')}`);
  if (field.meta.relation?.entity !== ACCOUNT_ENTITY_NAME) {
    fail(`"${owner}" must be a relation to ${ACCOUNT_ENTITY_NAME} (relation(() => user, { show: 'email', required: true })): it holds the owning account's id`);
  }
  if (d.singleton) fail('a singleton has one record for everyone and no owner; remove owner');
  if (field.meta.staffOnly) fail(`remove staffOnly from "${owner}": callers without the grant never set the owner, the server does`);
  if (access.create === 'owner') {
    fail("create cannot be 'owner': a new row has no owner yet. Use create: 'authenticated' (any signed-in user; the row is theirs) or 'admin' (write: 'owner' sets create too: give create apart)");
  }
  if (access.create === 'public') fail("create cannot be 'public' on an owned entity: an anonymous caller has no account to own the row; use 'authenticated' or 'admin'");
  if (access.create === 'authenticated' && field.required !== true) {
    fail(`"${owner}" must be required: signed-in users create these rows, and each must have its owner`);
  }
  if (ownerOps.length === 0 && access.create !== 'authenticated') {
    fail("owner changes nothing here: give read, update or delete 'owner' access, or create: 'authenticated'");
  }
  for (const op of ['update', 'delete'] as const) {
    if (access[op] === 'owner' && (access.read === 'admin' || access.read === 'none')) {
      fail(`${op}: 'owner' lets owners change rows they cannot read: give read: 'owner' too`);
    }
  }
  return owner;
}
