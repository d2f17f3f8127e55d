/**
 * Ending sign-ins. A user's `token_version` is written into every token
 * (tokens.ts) and compared on every request (authenticate.ts): raising it
 * ends all of that user's tokens at once. It is raised by signing out, by an
 * admin's "sign out everywhere", and by any change of the password or role.
 * Mailed account links carry the version too (account-tokens.ts): raising it
 * also ends every pending reset or email-change link.
 */
import type { Request } from 'express';
import type { Knex } from 'knex';
import { contextOf } from '../http/context';
import { ACCOUNT_TABLE, type AuthUser } from './accounts';
import { signToken } from './tokens';

export const TOKEN_VERSION = 'token_version';

type Row = Record<string, unknown>;

/** What a sign-in answers: a token of the user's current `version`, and the user. */
export function newSession(req: Request, user: AuthUser, version: number): { token: string; user: AuthUser } {
  const { jwtSecret, tokenLifetime } = contextOf(req);
  return { token: signToken(user.id, version, jwtSecret, tokenLifetime), user };
}

/** Ends every token of the user; returns the new version (for a token that stays valid). */
export async function endSessions(db: Knex, userId: number): Promise<number> {
  await db(ACCOUNT_TABLE).where({ id: userId }).increment(TOKEN_VERSION, 1);
  const row = await db<Row>(ACCOUNT_TABLE).where({ id: userId }).first(TOKEN_VERSION);
  return Number(row?.[TOKEN_VERSION] ?? 0);
}

/**
 * The extra values of an account update that ends the user's tokens: a new
 * password or another role means old tokens no longer stand for the account.
 */
export function sessionsEndedBy(db: Knex, table: string, existing: Row, values: Row): Row {
  if (table !== ACCOUNT_TABLE) return {};
  const newPassword = typeof values.password === 'string';
  const newRole = values.role_id !== undefined && Number(values.role_id) !== Number(existing.role_id);
  return newPassword || newRole ? { [TOKEN_VERSION]: db.raw('?? + 1', [TOKEN_VERSION]) } : {};
}
