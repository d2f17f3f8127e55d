/**
 * Single-use, expiring tokens for links mailed to a user: a password reset,
 * or the confirmation of a new email address. The link carries 32 random
 * bytes; the table (`account_tokens`, the `account_token` entity) keeps only
 * their SHA-256, so someone who reads the database (a backup, a support
 * screen) holds no working link. A token is consumed by one conditional
 * update, so two clicks racing each other cannot both use it.
 *
 * A link is also retired by what changes who controls the account: each row
 * keeps the user's token version of when it was made, and a link whose
 * version is older than the user's is refused, so a password reset or change
 * and signing out everywhere (sessions.ts raises the version) end every
 * pending link; an email change retires them (`retireTokens`).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Row } from '../crud/serialize';
import { badRequest } from '../http/errors';
import { ACCOUNT_TABLE } from './accounts';
import { TOKEN_VERSION } from './sessions';

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
  token_version: number;
}

const versionOf = async (db: Knex, userId: number): Promise<number> => Number((await db<Row>(ACCOUNT_TABLE).where({ id: userId }).first(TOKEN_VERSION))?.[TOKEN_VERSION] ?? 0);

/** Creates a token for the user and answers its clear text, which only the mail ever carries. */
export async function issueToken(db: Knex, userId: number, purpose: TokenPurpose, newEmail: string | null = null, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, userId, purpose, hashToken(token), newEmail, null, now);
  return token;
}

/**
 * Records a request that mails no link (an email change to an address in use) as a link used at once:
 * it counts towards `tokensSince` like a mailed one, so the limit answers alike whether or not an address is taken.
 */
export async function recordUnmailedRequest(db: Knex, userId: number, purpose: TokenPurpose, newEmail: string | null, now = new Date()): Promise<void> {
  await insertToken(db, userId, purpose, hashToken(randomBytes(32).toString('base64url')), newEmail, now.toISOString(), now);
}

async function insertToken(db: Knex, userId: number, purpose: TokenPurpose, tokenHash: string, newEmail: string | null, usedAt: string | null, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db(TOKEN_TABLE).insert({
    user_id: userId,
    purpose,
    token_hash: tokenHash,
    new_email: newEmail,
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    used_at: usedAt,
    token_version: await versionOf(db, userId),
    created_at: stamp,
    updated_at: stamp,
  });
}

/** How many tokens of this purpose the user was sent since `since` (used ones too): caps the mail one address can be sent. */
export async function tokensSince(db: Knex, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const row = await db(TOKEN_TABLE).where({ user_id: userId, purpose }).where('created_at', '>=', since.toISOString()).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

const refusal = (message: string) => badRequest(message, { token: message });

/** Why a link made before the user's current token version (or retired by an email change) is refused. */
export const RETIRED_LINK = "This link no longer works: the account's password or email changed, or it was signed out everywhere, after the link was sent. Ask for a new one.";

/** The version of a retired link: token versions start at 0 and only grow. */
const RETIRED_VERSION = -1;

/**
 * Uses the token up inside `trx` and answers its row; refuses, saying why,
 * a token that is unknown (or of another purpose), used already, expired, or
 * older than the user's token version.
 * ISO times in UTC compare correctly as strings, on SQLite and PostgreSQL alike.
 */
export async function consumeToken(trx: Knex.Transaction, token: string, purpose: TokenPurpose, now = new Date()): Promise<TokenRow> {
  const row = (await trx(TOKEN_TABLE).where({ token_hash: hashToken(token), purpose }).first()) as TokenRow | undefined;
  if (!row) throw refusal('This link is not valid. Ask for a new one.');
  if (row.used_at) throw refusal('This link was used already. Ask for a new one.');
  const stamp = now.toISOString();
  if (row.expires_at <= stamp) throw refusal('This link has expired. Ask for a new one.');
  if (Number(row.token_version) !== (await versionOf(trx, Number(row.user_id)))) throw refusal(RETIRED_LINK);
  // The check and the use are one statement: of two requests with the same token, one finds it used.
  const used = await trx(TOKEN_TABLE).where({ id: row.id }).whereNull('used_at').update({ used_at: stamp, updated_at: stamp });
  if (used !== 1) throw refusal('This link was used already. Ask for a new one.');
  return { ...row, user_id: Number(row.user_id), token_version: Number(row.token_version) };
}

/**
 * Ends every pending link of the user, whatever its purpose: after an email change, a reset link mailed to the
 * old address, or a second change link, must not work any more. The links get a version no account has (-1),
 * so they are refused as links made before a password change are, with the same message.
 */
export async function retireTokens(trx: Knex.Transaction, userId: number, now = new Date()): Promise<void> {
  const stamp = now.toISOString();
  await trx(TOKEN_TABLE).where({ user_id: userId }).whereNull('used_at').update({ token_version: RETIRED_VERSION, updated_at: stamp });
}
