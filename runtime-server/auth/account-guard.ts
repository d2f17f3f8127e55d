/**
 * Nobody can raise their own role: a user cannot change their own role or
 * their own role's permissions, and can only hand out (or define) roles
 * that grant no more than their own.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../runtime-shared/meta';
import { forbidden } from '../http/errors';
import { ACCOUNT_TABLE, ROLE_TABLE, findRole, toRoleGrant, type AuthUser, type RoleGrant } from './accounts';

type Row = Record<string, unknown>;

/** Whether `inner` grants nothing that `outer` does not. */
function within(inner: RoleGrant, outer: RoleGrant | null): boolean {
  if (!outer) return false;
  if (outer.all_permissions) return true;
  if (inner.all_permissions || (inner.admin_access && !outer.admin_access)) return false;
  return Object.entries(inner.permissions).every(([entity, ops]) => ops.every((op: Operation) => (outer.permissions[entity] ?? []).includes(op)));
}

export async function guardAccountWrite(db: Knex, actor: AuthUser | undefined, table: string, existing: Row | undefined, values: Row | undefined): Promise<void> {
  if (!actor) return; // public sign-up goes through /api/auth/register, which assigns the customer role
  if (table === ACCOUNT_TABLE) {
    if (existing && Number(existing.id) === actor.id) {
      if (!values) throw forbidden('You cannot delete your own account');
      if (values.role_id !== undefined && Number(values.role_id) !== Number(existing.role_id)) throw forbidden('You cannot change your own role');
    }
    if (values?.role_id !== undefined && values.role_id !== null) {
      const role = await findRole(db, { id: Number(values.role_id) });
      if (role && !within(role, actor.role)) throw forbidden('You cannot give a role that grants more than your own');
    }
  }
  if (table === ROLE_TABLE) {
    if (existing && Number(existing.id) === actor.role_id) throw forbidden("You cannot change your own role's permissions");
    if (values) {
      const proposed = toRoleGrant({ ...existing, ...values, id: existing?.id ?? 0, key: values.key ?? existing?.key, name: values.name ?? existing?.name });
      if (proposed && !within(proposed, actor.role)) throw forbidden('You cannot define a role that grants more than your own');
    }
  }
}
