/**
 * The signature of a webhook delivery: `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the webhook's secret>`. The time is signed with the body, so a receiver that also
 * refuses old times (five minutes) cannot be fooled by a recorded request sent again.
 * docs/webhooks.md shows a receiver's check.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Webhook-Signature';

/** A new signing secret: 32 random bytes, hex, with a prefix that says what it is. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

const hmac = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header's value for `body` sent at `timestamp` (unix seconds). */
export const signature = (secret: string, timestamp: number, body: string): string => `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * Whether `header` signs `body` with `secret` at a time within `toleranceSeconds` of `now`: what a
 * receiver checks (the tests' receiver uses it).
 */
export function verifySignature(secret: string, header: string, body: string, now = Date.now(), toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
