/**
 * Two-factor sign-in, stored on the user's row (internal columns of the
 * `user` entity, never in the API): setting it up (a pending secret, then
 * confirmed with a code), checking a second factor at sign-in, new recovery
 * codes, turning it off. Each use of a code is one conditional update, so two
 * requests racing with the same code cannot both succeed: a TOTP code's time
 * step must be later than the last one accepted, a recovery code must still
 * be in the list the request read.
 */
import type { Knex } from 'knex';
import type { Row } from '../crud/serialize';
import { badRequest, conflict } from '../http/errors';
import { ACCOUNT_TABLE } from './accounts';
import { TOKEN_VERSION } from './sessions';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  looksLikeTotp,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  qrDataUrl,
  totpStep,
  totpUri,
} from './two-factor-codes';

interface TwoFactorRow {
  email: string;
  two_factor_secret: string | null;
  two_factor_pending: string | null;
  two_factor_since: string | null;
  two_factor_last_step: number | string | null;
  two_factor_recovery: string | null;
}

const COLUMNS = ['email', 'two_factor_secret', 'two_factor_pending', 'two_factor_since', 'two_factor_last_step', 'two_factor_recovery'] as const;

/** Everything two-factor sign-in keeps, cleared: turning it off, or an admin's reset. */
export const TWO_FACTOR_OFF = { two_factor_secret: null, two_factor_pending: null, two_factor_since: null, two_factor_last_step: null, two_factor_recovery: null };

const readRow = async (db: Knex, userId: number) => await db<TwoFactorRow & { id: number }>(ACCOUNT_TABLE).where({ id: userId }).first(...COLUMNS);
const hashesOf = (row: TwoFactorRow): string[] => (row.two_factor_recovery ? (JSON.parse(row.two_factor_recovery) as string[]) : []);

export interface TwoFactorStatus {
  enabled: boolean;
  since: string | null;
  recovery_codes_left: number;
}

export async function twoFactorStatus(db: Knex, userId: number): Promise<TwoFactorStatus> {
  const row = await readRow(db, userId);
  const enabled = Boolean(row?.two_factor_secret);
  return { enabled, since: row?.two_factor_since ?? null, recovery_codes_left: enabled && row ? hashesOf(row).length : 0 };
}

/** The ids of the users with two-factor sign-in on (a confirmed secret), for the back office's users list. */
export async function usersWithTwoFactor(db: Knex): Promise<number[]> {
  const rows = await db<{ id: number }>(ACCOUNT_TABLE).whereNotNull('two_factor_secret').orderBy('id').select('id');
  return rows.map((row) => Number(row.id));
}

const ALREADY_ON = 'Two-factor sign-in is on already; turn it off first to set it up again';

/**
 * Starts (or starts again) a setup: a new secret waits, encrypted, for `confirmSetup`. Answers what the user's
 * authenticator app needs: the secret as text, its `otpauth://` address and that address as a QR code.
 */
export async function beginSetup(db: Knex, userId: number, jwtSecret: string, publicUrl: string): Promise<{ secret: string; uri: string; qr: string }> {
  const row = await readRow(db, userId);
  if (!row) throw badRequest('This account no longer exists');
  if (row.two_factor_secret) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await db(ACCOUNT_TABLE).where({ id: userId }).update({ two_factor_pending: encryptSecret(secret, jwtSecret) });
  const uri = totpUri(secret, row.email, publicUrl);
  return { secret, uri, qr: await qrDataUrl(uri) };
}

const wrongCode = (message: string) => badRequest(message, { code: message });

/**
 * Turns two-factor sign-in on when `code` comes from the pending secret, and answers the new recovery codes
 * (shown once) and the user's new token version: every earlier sign-in ends, as after a password change.
 */
export async function confirmSetup(db: Knex, userId: number, typed: string, jwtSecret: string): Promise<{ recoveryCodes: string[]; version: number }> {
  const row = await readRow(db, userId);
  if (row?.two_factor_secret) throw conflict(ALREADY_ON);
  const secret = row?.two_factor_pending ? decryptSecret(row.two_factor_pending, jwtSecret) : undefined;
  if (!row || !secret) throw wrongCode('Start the setup again: no setup is waiting for a code');
  const step = await totpStep(secret, normaliseCode(typed), null);
  if (step === undefined) throw wrongCode('This code is not right: type the 6 digits your app shows now');
  const recoveryCodes = newRecoveryCodes();
  // Conditional on the pending secret read above: of two confirmations racing, one turns it on.
  const updated = await db(ACCOUNT_TABLE)
    .where({ id: userId, two_factor_pending: row.two_factor_pending })
    .whereNull('two_factor_secret')
    .update({
      two_factor_secret: row.two_factor_pending,
      two_factor_pending: null,
      two_factor_since: new Date().toISOString(),
      two_factor_last_step: step,
      two_factor_recovery: JSON.stringify(recoveryCodes.map((c) => hashRecoveryCode(c, jwtSecret))),
      [TOKEN_VERSION]: db.raw('?? + 1', [TOKEN_VERSION]),
      updated_at: new Date().toISOString(),
    });
  if (updated !== 1) throw conflict(ALREADY_ON);
  const after = await db<Row>(ACCOUNT_TABLE).where({ id: userId }).first(TOKEN_VERSION);
  return { recoveryCodes, version: Number(after?.[TOKEN_VERSION] ?? 0) };
}

/**
 * Uses a second factor of the user: a TOTP code (6 digits) not used before, or one of the unused recovery
 * codes, which is spent. False for anything else, and when two-factor sign-in is off.
 */
export async function useSecondFactor(db: Knex, userId: number, typed: string, jwtSecret: string): Promise<boolean> {
  const row = await readRow(db, userId);
  if (!row?.two_factor_secret) return false;
  const code = normaliseCode(typed);
  if (looksLikeTotp(code)) {
    const secret = decryptSecret(row.two_factor_secret, jwtSecret);
    const last = row.two_factor_last_step === null ? null : Number(row.two_factor_last_step);
    const step = secret ? await totpStep(secret, code, last) : undefined;
    if (step === undefined) return false;
    const updated = await db(ACCOUNT_TABLE)
      .where({ id: userId })
      .where((q) => {
        q.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step);
      })
      .update({ two_factor_last_step: step });
    return updated === 1;
  }
  const hashes = hashesOf(row);
  const hash = hashRecoveryCode(code, jwtSecret);
  if (!hashes.includes(hash)) return false;
  const updated = await db(ACCOUNT_TABLE)
    .where({ id: userId, two_factor_recovery: row.two_factor_recovery })
    .update({ two_factor_recovery: JSON.stringify(hashes.filter((h) => h !== hash)) });
  return updated === 1;
}

/** Turns it off and ends the user's sign-ins: an admin's reset for a lost phone, or the operators' command. */
export async function resetTwoFactor(db: Knex, userId: number): Promise<void> {
  await db(ACCOUNT_TABLE)
    .where({ id: userId })
    .update({ ...TWO_FACTOR_OFF, [TOKEN_VERSION]: db.raw('?? + 1', [TOKEN_VERSION]), updated_at: new Date().toISOString() });
}

/** New recovery codes in place of the old ones (all of them stop working); answered once. */
export async function replaceRecoveryCodes(db: Knex, userId: number, jwtSecret: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db(ACCOUNT_TABLE)
    .where({ id: userId })
    .whereNotNull('two_factor_secret')
    .update({ two_factor_recovery: JSON.stringify(codes.map((c) => hashRecoveryCode(c, jwtSecret))) });
  return codes;
}
