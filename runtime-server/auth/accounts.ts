/**
 * The account and role tables (`users`, `roles`): the runtime's fixed table
 * contract. The generated `user` and `role` entities create them; signing
 * in and permission checks read them here.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../runtime-shared/meta';
import { normaliseEmail } from '../../runtime-shared/validation';

/** The roles the runtime makes itself: the first admin's (ensure-admin.ts) and the one sign-ups get (routes.ts). */
export const ADMIN_ROLE_KEY = 'admin';
export const CUSTOMER_ROLE_KEY = 'customer';

export const ACCOUNT_TABLE = 'users';
/** The API name of the account entity, as role permissions name it. */
export const ACCOUNT_ENTITY = 'user';
export const ROLE_TABLE = 'roles';

/** What a role grants: the back office at all, everything, or operations per entity. */
export interface RoleGrant {
  id: number;
  key: string;
  name: string;
  admin_access: boolean;
  all_permissions: boolean;
  /** Its users must sign in with a second factor (two-factor.ts); not a grant, so `within` ignores it. */
  requires_two_factor: boolean;
  permissions: Record<string, Operation[]>;
}

/** A signed-in user as the API shows it: never the password hash. */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  role_id: number | null;
  /** The language of the admin's own texts (runtime-shared/admin-languages.ts); API keys and system callers have none. */
  language?: string | null;
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

const PUBLIC_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'role_id', 'language'] as const;

function parsePermissions(raw: unknown): Record<string, Operation[]> {
  try {
    const value = typeof raw === 'string' ? JSON.parse(raw) as unknown : raw;
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
    requires_two_factor: Boolean(Number(row.requires_two_factor) || row.requires_two_factor === true),
    permissions: parsePermissions(row.permissions),
  };
}

export async function findRole(db: Knex, where: { id: number } | { key: string }): Promise<RoleGrant | null> {
  return toRoleGrant(await db<Record<string, unknown>>(ROLE_TABLE).where(where).first());
}

/** The role's columns, selected beside the user's under a `role_` prefix. */
const ROLE_COLUMNS = ['key', 'name', 'admin_access', 'all_permissions', 'requires_two_factor', 'permissions'] as const;
const ACCOUNT_WITH_ROLE = Object.fromEntries([
  ...[...PUBLIC_COLUMNS, 'password', 'token_version', 'two_factor_since'].map((c) => [c, `${ACCOUNT_TABLE}.${c}`]),
  ...ROLE_COLUMNS.map((c) => [`role_${c}`, `${ROLE_TABLE}.${c}`]),
]) as Record<string, string>;

/** What signing in needs beside the user: the password hash, the current token version, whether a second factor is on. */
export interface AccountSecrets {
  password: string | null;
  tokenVersion: number;
  /** When two-factor sign-in was turned on; null while it is off. */
  twoFactorSince: string | null;
}

/**
 * The user, their role and their secrets in one query: authenticating a
 * request needs all three (account-cache.ts keeps them for a second), so it is
 * one indexed join rather than two round trips.
 */
async function findWithSecrets(db: Knex, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<{ user: AuthUser; secrets: AccountSecrets } | undefined> {
  const query = db(ACCOUNT_TABLE).leftJoin(ROLE_TABLE, `${ROLE_TABLE}.id`, `${ACCOUNT_TABLE}.role_id`).select(ACCOUNT_WITH_ROLE);
  const row = (await where(query).first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const role = row.role_id && row.role_key !== null ? toRoleGrant({ id: row.role_id, ...Object.fromEntries(ROLE_COLUMNS.map((c) => [c, row[`role_${c}`]])) }) : null;
  const user: AuthUser = { id: Number(row.id), email: row.email as string, first_name: row.first_name as string, last_name: row.last_name as string | null, role_id: row.role_id === null ? null : Number(row.role_id), language: (row.language as string | null) ?? null, role };
  return { user, secrets: { password: row.password as string | null, tokenVersion: Number(row.token_version), twoFactorSince: (row.two_factor_since as string | null) ?? null } };
}

/** Emails are stored in lower case; `lower()` also finds rows written before that rule (and uses the index on lower(email)). */
export const findAccountByEmail = (db: Knex, email: string) => findWithSecrets(db, (q) => q.whereRaw(`lower(${ACCOUNT_TABLE}.email) = ?`, [normaliseEmail(email)]));

export const findAccountWithSecrets = (db: Knex, id: number) => findWithSecrets(db, (q) => q.where(`${ACCOUNT_TABLE}.id`, id));

/** The role with this key, created with the given grants when missing. */
export async function ensureRole(db: Knex, key: string, defaults: Omit<RoleGrant, 'id' | 'key' | 'requires_two_factor'>): Promise<RoleGrant> {
  const existing = await findRole(db, { key });
  if (existing) return existing;
  const now = new Date().toISOString();
  await db(ROLE_TABLE).insert({ key, ...defaults, permissions: JSON.stringify(defaults.permissions), created_at: now, updated_at: now });
  return (await findRole(db, { key }))!;
}
