/**
 * Keys for one use each, derived from JWT_SECRET (HKDF-SHA256): a sign-in
 * challenge is signed with another key than a session token, so neither is
 * ever accepted as the other, and the key that encrypts two-factor secrets
 * is not the one that signs tokens.
 */
import { hkdfSync } from 'node:crypto';

export type KeyUse = 'two-factor-challenge' | 'two-factor-secret' | 'two-factor-recovery' | 'preview-link';

const derived = new Map<string, Buffer>();

/**
 * 32 bytes for `use`, the same for the same secret (kept after the first call).
 * @example const key = derivedKey(jwtSecret, 'two-factor-secret');
 */
export function derivedKey(secret: string, use: KeyUse): Buffer {
  const id = `${use}\0${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'company-admin', use, 32));
    if (derived.size > 20) derived.clear(); // one secret per process in practice; tests start a few
    derived.set(id, key);
  }
  return key;
}
