/**
 * The pieces of two-factor sign-in that need no database: TOTP (RFC 6238,
 * through otplib: 6 digits, 30-second steps, SHA-1, what every authenticator
 * app reads), the encryption of the stored secret, and recovery codes.
 *
 * - The TOTP secret is stored encrypted (AES-256-GCM, a key derived from
 *   JWT_SECRET): a copy of the database alone does not let anyone make codes.
 * - Recovery codes are 12 characters from an alphabet without look-alikes
 *   (60 random bits each), stored as keyed hashes (HMAC-SHA256): a fast hash
 *   is enough for random codes, and the key keeps a database copy from being
 *   searched offline.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type * as Otplib from 'otplib';
import type QRCode from 'qrcode';
import { lazyRequire } from '../lazy-module';
import { derivedKey } from './derived-keys';

// Only accounts setting up or using two-factor sign-in need these: loaded then, not at start (lazy-module.ts).
const otp = lazyRequire<typeof Otplib>('otplib');
const qrCode = lazyRequire<typeof QRCode>('qrcode');

/** How many recovery codes a user is given at once. */
export const RECOVERY_CODE_COUNT = 10;
/** Codes of the step before and after the current one are accepted too: a phone clock a little off, a code typed as it changed. */
const TOLERANCE_S = 30;
const TOTP_FORMAT = /^\d{6}$/;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

export const newTotpSecret = (): string => otp().generateSecret();

/** The `otpauth://` address an authenticator app reads from the QR code, named after the site's host and the account. */
export function totpUri(secret: string, account: string, publicUrl: string): string {
  return otp().generateURI({ issuer: new URL(publicUrl).hostname, label: account, secret });
}

/** The QR code of `uri` as an SVG data URL, for an `<img>` (the page's policy allows `data:` images). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await qrCode().toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What the user typed with spaces and dashes removed, upper case: "7kqm-3xwd pz9r" reads as "7KQM3XWDPZ9R". */
export const normaliseCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

export const looksLikeTotp = (code: string): boolean => TOTP_FORMAT.test(code);

/**
 * The time step of a valid code for `secret` later than `afterStep` (a code accepted once is not accepted again),
 * or undefined.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | undefined> {
  if (!looksLikeTotp(code)) return undefined;
  const result = await otp().verify({ secret, token: code, epochTolerance: TOLERANCE_S, ...(afterStep !== null ? { afterTimeStep: afterStep } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined; // a TOTP result carries its step
}

/** `count` new codes, shown as "ABCD-EFGH-JKLM"; only their hashes are kept. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The stored form of a recovery code (typed in any case, with or without dashes). */
export const hashRecoveryCode = (code: string, jwtSecret: string): string =>
  createHmac('sha256', derivedKey(jwtSecret, 'two-factor-recovery')).update(normaliseCode(code)).digest('hex');

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: the TOTP secret as stored. */
export function encryptSecret(plain: string, jwtSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(jwtSecret, 'two-factor-secret'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The secret, or undefined when it cannot be opened (JWT_SECRET changed since it was stored: an admin resets the user's two-factor). */
export function decryptSecret(stored: string, jwtSecret: string): string | undefined {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(jwtSecret, 'two-factor-secret'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
