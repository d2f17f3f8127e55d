/**
 * Nobody gains power through the user and role tables. Called inside the
 * write's transaction (crud/write.ts), so what it reads is what is written over:
 * - a user can be written or deleted only by someone whose role covers the
 *   user's current role (a role granted `user: update` cannot take over an admin);
 * - nobody changes their own role, deletes themselves, or changes their own
 *   password or email here (that asks for the current password: auth/routes.ts);
 * - roles handed out or defined grant no more than the caller's own, and a
 *   role can be edited or deleted only when it grants no more than the caller's;
 *   one's own role changes only to require two-factor sign-in;
 * - the administrators' role keeps back-office access and all permissions and
 *   cannot be deleted; the customer role (every sign-up's) never reaches the back office.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../runtime-shared/meta';
import { forUpdate } from '../db/write-lock';
import { forbidden } from '../http/errors';
import { ACCOUNT_TABLE, ADMIN_ROLE_KEY, CUSTOMER_ROLE_KEY, ROLE_TABLE, findRole, toRoleGrant, type AuthUser, type RoleGrant } from './accounts';

type Row = Record<string, unknown>;

/** Whether `inner` grants nothing that `outer` does not. */
export function within(inner: RoleGrant | null, outer: RoleGrant | null): boolean {
  if (!inner) return true;
  if (!outer) return false;
  if (outer.all_permissions) return true;
  if (inner.all_permissions || (inner.admin_access && !outer.admin_access)) return false;
  return Object.entries(inner.permissions).every(([entity, ops]) => ops.every((op: Operation) => (outer.permissions[entity] ?? []).includes(op)));
}

/**
 * Throws 403 unless `actor` may write (`values`) or delete (no `values`) the user `target` (its current row).
 * The rows the guards read are locked until the write commits on PostgreSQL (`forUpdate`): otherwise a role
 * change committed by another connection between this check and the write would go unseen (READ COMMITTED).
 * SQLite runs one write transaction at a time, so what it reads cannot change before the write.
 */
export async function guardUserTarget(db: Knex, actor: AuthUser, target: Row): Promise<void> {
  const current = await forUpdate(db, db<Row>(ACCOUNT_TABLE).where({ id: target.id })).first('role_id');
  const role = current?.role_id ? await findRole(db, { id: Number(current.role_id) }) : null;
  if (!within(role, actor.role)) throw forbidden("You cannot change or delete a user whose role grants more than your own");
}

async function guardUserWrite(db: Knex, actor: AuthUser, existing: Row | undefined, values: Row | undefined): Promise<void> {
  if (existing) await guardUserTarget(db, actor, existing);
  if (existing && Number(existing.id) === actor.id) {
    if (!values) throw forbidden('You cannot delete your own account');
    if (values.role_id !== undefined && Number(values.role_id) !== Number(existing.role_id)) throw forbidden('You cannot change your own role');
    if (typeof values.password === 'string') throw forbidden('Change your own password with POST /api/auth/password, which asks for the current one');
    if (values.email !== undefined && values.email !== existing.email) throw forbidden('Change your own email with POST /api/auth/email, which asks for your password');
  }
  if (values?.role_id !== undefined && values.role_id !== null) {
    const role = await findRole(db, { id: Number(values.role_id) });
    if (role && !within(role, actor.role)) throw forbidden('You cannot give a role that grants more than your own');
  }
}

/** The properties the fixed roles keep whatever is written. */
function essentialProblem(key: unknown, grant: RoleGrant): string | undefined {
  if (key === ADMIN_ROLE_KEY && !(grant.admin_access && grant.all_permissions)) return 'The administrators’ role keeps back-office access and all permissions';
  if (key === CUSTOMER_ROLE_KEY && (grant.admin_access || grant.all_permissions)) return 'The customer role (every sign-up’s) cannot reach the back office';
  return undefined;
}

/**
 * One's own role changes only to require two-factor sign-in (it takes nothing away from anyone but adds a
 * step), and only by someone who signs in with it already: the change holds for the caller at once
 * (authenticate.ts), and must not lock them out in the middle of their work.
 */
async function guardOwnRoleWrite(db: Knex, actor: AuthUser, values: Row | undefined): Promise<void> {
  const onlyRequires = values !== undefined && Object.keys(values).every((k) => k === 'requires_two_factor' || k === 'updated_at') && values.requires_two_factor === true;
  if (!onlyRequires) throw forbidden("You cannot change your own role's permissions");
  const own = await db<Row>(ACCOUNT_TABLE).where({ id: actor.id }).first('two_factor_since');
  if (!own?.two_factor_since) throw forbidden('Set up two-factor sign-in for yourself (on your profile) before requiring it of your own role');
}

async function guardRoleWrite(db: Knex, actor: AuthUser, existing: Row | undefined, values: Row | undefined): Promise<void> {
  if (existing) {
    if (Number(existing.id) === actor.role_id) await guardOwnRoleWrite(db, actor, values);
    const current = await forUpdate(db, db<Row>(ROLE_TABLE).where({ id: existing.id })).first();
    if (!within(toRoleGrant(current), actor.role)) throw forbidden('You cannot change or delete a role that grants more than your own');
    const fixed = [ADMIN_ROLE_KEY, CUSTOMER_ROLE_KEY].includes(String(current?.key));
    if (fixed && !values) throw forbidden(`The ${String(current?.name)} role cannot be deleted`);
    if (fixed && values?.key !== undefined && values.key !== current?.key) throw forbidden(`The key of the ${String(current?.name)} role cannot change`);
  }
  if (values) {
    const proposed = toRoleGrant({ ...existing, ...values, id: existing?.id ?? 0, key: values.key ?? existing?.key, name: values.name ?? existing?.name })!;
    const problem = essentialProblem(proposed.key, proposed);
    if (problem) throw forbidden(problem);
    if (!within(proposed, actor.role)) throw forbidden('You cannot define a role that grants more than your own');
  }
}

/**
 * Checks a write (`values`) or a delete (no `values`) of a user or role row by
 * `actor`; other tables pass. `db` is the write's transaction.
 */
export async function guardAccountWrite(db: Knex, actor: AuthUser | undefined, table: string, existing: Row | undefined, values: Row | undefined): Promise<void> {
  if (!actor) return; // public sign-up goes through /api/auth/register, which assigns the customer role
  if (table === ACCOUNT_TABLE) await guardUserWrite(db, actor, existing, values);
  if (table === ROLE_TABLE) await guardRoleWrite(db, actor, existing, values);
}
