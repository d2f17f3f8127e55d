/**
 * The built-in test provider: no money moves. Only for development and, with
 * ALLOW_TEST_PAYMENTS=1, a staging site (settings.ts refuses it otherwise in
 * production; every page then says so). Its payment page is our own
 * /payment page, where the tester picks success or failure; `charge` then
 * plays the provider's part and sends the signed callback, exactly as a real
 * provider's server would, to POST /api/payment/callback.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../../../runtime-server/http/errors';
import { fieldErrors } from '../../../../runtime-server/http/zod-errors';
import { paymentPage, type PayableOrder, type PaymentOutcome, type PaymentProvider } from './provider';
import { isSignedBy, signOutcome, SIGNATURE_HEADER } from './signature';

/** What the provider's callback sends (documented by shop/openapi.ts). */
export const callbackBody = z.object({
  order_number: z.string().min(1).max(30),
  outcome: z.enum(['succeeded', 'failed']),
  reference: z.string().min(1).max(120),
  amount: z.number().int().min(0),
  message: z.string().max(300).optional(),
}).meta({ id: 'PaymentCallback' });

export interface TestProvider extends PaymentProvider {
  readonly name: 'test';
  /** Authenticates a callback and reads it; throws a 401/400 `APIError` when it is not genuine or malformed. */
  verifyCallback(headers: Record<string, string | undefined>, body: unknown): PaymentOutcome;
  /** Plays the provider's server: the outcome the tester chose, and its signature. */
  charge(order: PayableOrder, succeed: boolean): { outcome: PaymentOutcome; signature: string };
}

export function testProvider(key: string): TestProvider {
  return {
    name: 'test',
    // The interface's Promise is for providers that call out (Stripe); this one knows its page at once.
    startPayment: (order) => Promise.resolve(paymentPage(order.order_number)),
    verifyCallback(headers, body) {
      const parsed = callbackBody.safeParse(body);
      if (!parsed.success) throw badRequest('This is not a payment callback', fieldErrors(parsed.error));
      const outcome: PaymentOutcome = { ...parsed.data };
      if (!isSignedBy(key, outcome, headers[SIGNATURE_HEADER])) throw unauthorized('The payment callback signature is not valid');
      return outcome;
    },
    charge(order, succeed) {
      const outcome: PaymentOutcome = {
        order_number: order.order_number,
        outcome: succeed ? 'succeeded' : 'failed',
        reference: `test_${randomBytes(8).toString('hex')}`,
        amount: order.total,
        ...(succeed ? {} : { message: 'The card was declined (test provider)' }),
      };
      return { outcome, signature: signOutcome(key, outcome) };
    },
  };
}
