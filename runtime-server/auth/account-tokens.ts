/**
 * Single-use, expiring tokens for links mailed to a user: a password reset,
 * or the confirmation of a new email address. The link carries 32 random
 * bytes; the table (`account_tokens`, the `account_token` entity) keeps only
 * their SHA-256, so someone who reads the database (a backup, a support
 * screen) holds no working link. A token is consumed by one conditional
 * update, so two clicks racing each other cannot both use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { badRequest } from '../http/errors';

export const TOKEN_TABLE = 'account_tokens';

export type TokenPurpose = 'password_reset' | 'email_change';

/** How long a mailed link works. A reset link is short-lived (it grants the account); an email change may wait a day. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/** The stored form of a token: hex SHA-256. A fast hash is enough: the token is 256 random bits, not a password. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface TokenRow {
  id: number;
  user_id: number;
  purpose: TokenPurpose;
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
}

/** Creates a token for the user and answers its clear text, which only the mail ever carries. */
export async function issueToken(db: Knex, userId: number, purpose: TokenPurpose, newEmail: string | null = null, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = now.toISOString();
  await db(TOKEN_TABLE).insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    new_email: newEmail,
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    used_at: null,
    created_at: stamp,
    updated_at: stamp,
  });
  return token;
}

/** How many tokens of this purpose the user was sent since `since` (used ones too): caps the mail one address can be sent. */
export async function tokensSince(db: Knex, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const row = await db(TOKEN_TABLE).where({ user_id: userId, purpose }).where('created_at', '>=', since.toISOString()).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

const refusal = (message: string) => badRequest(message, { token: message });

/**
 * Uses the token up inside `trx` and answers its row; refuses, saying why,
 * a token that is unknown (or of another purpose), used already, or expired.
 * ISO times in UTC compare correctly as strings, on SQLite and PostgreSQL alike.
 */
export async function consumeToken(trx: Knex.Transaction, token: string, purpose: TokenPurpose, now = new Date()): Promise<TokenRow> {
  const row = (await trx(TOKEN_TABLE).where({ token_hash: hashToken(token), purpose }).first()) as TokenRow | undefined;
  if (!row) throw refusal('This link is not valid. Ask for a new one.');
  if (row.used_at) throw refusal('This link was used already. Ask for a new one.');
  const stamp = now.toISOString();
  if (row.expires_at <= stamp) throw refusal('This link has expired. Ask for a new one.');
  // The check and the use are one statement: of two requests with the same token, one finds it used.
  const used = await trx(TOKEN_TABLE).where({ id: row.id }).whereNull('used_at').update({ used_at: stamp, updated_at: stamp });
  if (used !== 1) throw refusal('This link was used already. Ask for a new one.');
  return { ...row, user_id: Number(row.user_id) };
}

/** Ends the user's other pending links of this purpose (a reset that succeeded makes older reset links pointless). */
export async function retireTokens(trx: Knex.Transaction, userId: number, purpose: TokenPurpose, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  await trx(TOKEN_TABLE).where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: stamp, updated_at: stamp });
}
