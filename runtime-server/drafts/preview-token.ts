/**
 * Signed preview links: `entity.id.version.expiry` signed with HMAC-SHA256
 * under a key derived from the server secret for this one use
 * (auth/derived-keys.ts), so a link cannot be forged, widened to another
 * record or extended, and is never accepted as a sign-in token. It names the
 * draft version it was made for: a later save makes it out of date.
 *
 * @example const token = signPreview(secret, { entity: 'page', id: 3, version: '2026-11-26T10:00:00.000Z', expires: Date.now() + 3600_000 });
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/derived-keys';

export interface PreviewClaim {
  entity: string;
  id: number;
  /** The draft's version (or the record's, without a draft) when the link was made. */
  version: string;
  /** Milliseconds since 1970. */
  expires: number;
}

/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) => createHmac('sha256', derivedKey(secret, 'preview-link')).update(payload).digest('base64url');

export function signPreview(secret: string, claim: PreviewClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.entity, claim.id, claim.version, claim.expires])).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export type PreviewCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** The claim of a genuine, unexpired link; otherwise why not (`invalid`: forged, altered or malformed). */
export function verifyPreview(secret: string, token: string, now = Date.now()): PreviewCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1000) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return { ok: false, reason: 'invalid' };
  const [entity, id, version, expires] = parsed as unknown[];
  if (typeof entity !== 'string' || typeof id !== 'number' || typeof version !== 'string' || typeof expires !== 'number') return { ok: false, reason: 'invalid' };
  if (expires <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claim: { entity, id, version, expires } };
}
