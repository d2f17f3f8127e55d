/**
 * HMAC-SHA256 signatures of payment callbacks. The key is derived from the
 * server's JWT secret (`HMAC(JWT_SECRET, "payment-callback")`), so there is no
 * second secret to configure and a sign-in token can never pass as a
 * callback signature. The signed text is the outcome's fields joined by `.`,
 * so the signature does not depend on how the JSON body is spelt.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from './provider';

export const SIGNATURE_HEADER = 'payment-signature';

export const callbackKey = (jwtSecret: string): string => createHmac('sha256', jwtSecret).update('payment-callback').digest('hex');

const signedText = (o: PaymentOutcome) => [o.order_number, o.outcome, o.reference, String(o.amount)].join('.');

/** `sha256=<hex>`, the value of the Payment-Signature header. */
export function signOutcome(key: string, outcome: PaymentOutcome): string {
  return `sha256=${createHmac('sha256', key).update(signedText(outcome)).digest('hex')}`;
}

/** Compared in constant time: an attacker cannot guess a signature byte by byte from response times. */
export function isSignedBy(key: string, outcome: PaymentOutcome, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signOutcome(key, outcome));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
