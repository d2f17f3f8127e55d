/**
 * The account and role tables (`users`, `roles`): the runtime's fixed table
 * contract. The generated `user` and `role` entities create them; signing
 * in and permission checks read them here.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../runtime-shared/meta';

export const ACCOUNT_TABLE = 'users';
export const ROLE_TABLE = 'roles';

/** What a role grants: the back office at all, everything, or operations per entity. */
export interface RoleGrant {
  id: number;
  key: string;
  name: string;
  admin_access: boolean;
  all_permissions: boolean;
  permissions: Record<string, Operation[]>;
}

/** A signed-in user as the API shows it: never the password hash. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  role_id: number | null;
  role: RoleGrant | null;
}

declare global {
  // Express's Request is extended by declaration merging.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: AuthUser;
      /** Why a sent token was not accepted. */
      authProblem?: string;
    }
  }
}

const PUBLIC_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'role_id'] as const;

function parsePermissions(raw: unknown): Record<string, Operation[]> {
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return value && typeof value === 'object' ? (value as Record<string, Operation[]>) : {};
  } catch {
    return {};
  }
}

export function toRoleGrant(row: Record<string, unknown> | undefined): RoleGrant | null {
  if (!row) return null;
  return {
    id: Number(row.id),
    key: String(row.key),
    name: String(row.name),
    admin_access: Boolean(Number(row.admin_access) || row.admin_access === true),
    all_permissions: Boolean(Number(row.all_permissions) || row.all_permissions === true),
    permissions: parsePermissions(row.permissions),
  };
}

export async function findRole(db: Knex, where: { id: number } | { key: string }): Promise<RoleGrant | null> {
  return toRoleGrant(await db(ROLE_TABLE).where(where).first());
}

async function withRole(db: Knex, row: Omit<AuthUser, 'role'> | undefined): Promise<AuthUser | undefined> {
  if (!row) return undefined;
  return { ...row, id: Number(row.id), role: row.role_id ? await findRole(db, { id: Number(row.role_id) }) : null };
}

/** The role's columns, selected beside the user's under a `role_` prefix. */
const ROLE_COLUMNS = ['key', 'name', 'admin_access', 'all_permissions', 'permissions'] as const;
const ACCOUNT_WITH_ROLE = Object.fromEntries([
  ...PUBLIC_COLUMNS.map((c) => [c, `${ACCOUNT_TABLE}.${c}`]),
  ...ROLE_COLUMNS.map((c) => [`role_${c}`, `${ROLE_TABLE}.${c}`]),
]) as Record<string, string>;

/**
 * The user and their role in one query: it runs on every authenticated
 * request, so it is one indexed join rather than two round trips (and no
 * cache, which a role change on another server would leave stale).
 */
export async function findAccountById(db: Knex, id: number): Promise<AuthUser | undefined> {
  const row = (await db(ACCOUNT_TABLE)
    .leftJoin(ROLE_TABLE, `${ROLE_TABLE}.id`, `${ACCOUNT_TABLE}.role_id`)
    .select(ACCOUNT_WITH_ROLE)
    .where(`${ACCOUNT_TABLE}.id`, id)
    .first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const role = row.role_id && row.role_key !== null ? toRoleGrant({ id: row.role_id, ...Object.fromEntries(ROLE_COLUMNS.map((c) => [c, row[`role_${c}`]])) }) : null;
  return { id: Number(row.id), email: row.email as string, first_name: row.first_name as string, last_name: row.last_name as string | null, role_id: row.role_id as number | null, role };
}

export async function findAccountByEmail(db: Knex, email: string): Promise<(AuthUser & { password: string | null }) | undefined> {
  const row = await db(ACCOUNT_TABLE).select([...PUBLIC_COLUMNS, 'password']).whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
  if (!row) return undefined;
  const { password, ...account } = row as Omit<AuthUser, 'role'> & { password: string | null };
  return { ...(await withRole(db, account))!, password };
}

/** The role with this key, created with the given grants when missing. */
export async function ensureRole(db: Knex, key: string, defaults: Omit<RoleGrant, 'id' | 'key'>): Promise<RoleGrant> {
  const existing = await findRole(db, { key });
  if (existing) return existing;
  const now = new Date().toISOString();
  await db(ROLE_TABLE).insert({ key, ...defaults, permissions: JSON.stringify(defaults.permissions), created_at: now, updated_at: now });
  return (await findRole(db, { key }))!;
}
