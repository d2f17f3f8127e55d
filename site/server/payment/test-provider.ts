/**
 * The built-in test provider: no money moves. Its payment page is our own
 * /payment page, where the tester picks success or failure; `charge` then
 * plays the provider's part and sends the signed callback, exactly as a real
 * provider's server would, to POST /api/payment/callback.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { badRequest, unauthorized } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import type { PayableOrder, PaymentOutcome, PaymentProvider } from './provider';
import { isSignedBy, signOutcome, SIGNATURE_HEADER } from './signature';

const callbackBody = z.object({
  order_number: z.string().min(1).max(30),
  outcome: z.enum(['succeeded', 'failed']),
  reference: z.string().min(1).max(120),
  amount: z.number().int().min(0),
  message: z.string().max(300).optional(),
});

export function testProvider(key: string): PaymentProvider & { charge(order: PayableOrder, succeed: boolean): { outcome: PaymentOutcome; signature: string } } {
  return {
    name: 'test',
    paymentUrl: (order) => `/payment?order=${encodeURIComponent(order.order_number)}`,
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
