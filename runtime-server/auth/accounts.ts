/**
 * The account and role tables (`users`, `roles`): the runtime's fixed table
 * contract. The generated `user` and `role` entities create them; signing
 * in and permission checks read them here.
 */
import type { Knex } from 'knex';
import type { Operation } from '../../runtime-shared/meta';
import { normaliseEmail } from '../../runtime-shared/validation';

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

export async function findAccountById(db: Knex, id: number): Promise<AuthUser | undefined> {
  return withRole(db, await db(ACCOUNT_TABLE).select(PUBLIC_COLUMNS).where({ id }).first());
}

/** What signing in needs beside the user: the password hash and the current token version. */
export interface AccountSecrets {
  password: string | null;
  tokenVersion: number;
}

async function findWithSecrets(db: Knex, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<{ user: AuthUser; secrets: AccountSecrets } | undefined> {
  const row = await where(db(ACCOUNT_TABLE).select([...PUBLIC_COLUMNS, 'password', 'token_version'])).first();
  if (!row) return undefined;
  const { password, token_version, ...account } = row as Omit<AuthUser, 'role'> & { password: string | null; token_version: number | string };
  return { user: (await withRole(db, account))!, secrets: { password, tokenVersion: Number(token_version) } };
}

/** Emails are stored in lower case; `lower()` also finds rows written before that rule (and uses the index on lower(email)). */
export const findAccountByEmail = (db: Knex, email: string) => findWithSecrets(db, (q) => q.whereRaw('lower(email) = ?', [normaliseEmail(email)]));

export const findAccountWithSecrets = (db: Knex, id: number) => findWithSecrets(db, (q) => q.where({ id }));

/** The role with this key, created with the given grants when missing. */
export async function ensureRole(db: Knex, key: string, defaults: Omit<RoleGrant, 'id' | 'key'>): Promise<RoleGrant> {
  const existing = await findRole(db, { key });
  if (existing) return existing;
  const now = new Date().toISOString();
  await db(ROLE_TABLE).insert({ key, ...defaults, permissions: JSON.stringify(defaults.permissions), created_at: now, updated_at: now });
  return (await findRole(db, { key }))!;
}
