/**
 * `POST /api/payment/callback`: the provider's signed outcome (no sign-in:
 * the signature is the proof). `POST /api/payment/test-card`: the test
 * provider's card form, for the order's owner only; it sends the signed
 * callback over HTTP like a real provider's server would.
 */
import { Router } from 'express';
import { z } from 'zod';
import { assertAccess } from '../../../runtime-server/auth/access';
import { contextOf } from '../../../runtime-server/http/context';
import { APIError, conflict } from '../../../runtime-server/http/errors';
import { loopbackOrigin } from '../render/loopback';
import { ownOrder } from '../shop/orders';
import { applyOutcome } from './callback';
import { callbackKey, SIGNATURE_HEADER } from './signature';
import { testProvider } from './test-provider';

/** The provider orders are paid with. A real one would be chosen here from the configuration. */
export const paymentProvider = (jwtSecret: string) => testProvider(callbackKey(jwtSecret));

const testCard = z.object({
  order_number: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(30),
  outcome: z.enum(['success', 'failure'], { error: 'Choose success or failure' }),
});

export function paymentRouter(): Router {
  const router = Router();

  router.post('/callback', async (req, res) => {
    const { db, jwtSecret } = contextOf(req);
    const outcome = paymentProvider(jwtSecret).verifyCallback({ [SIGNATURE_HEADER]: req.get(SIGNATURE_HEADER) }, req.body);
    res.json({ data: await applyOutcome(db, outcome) });
  });

  router.post('/test-card', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const { db, jwtSecret } = contextOf(req);
    const input = testCard.parse(req.body ?? {});
    const order = await ownOrder(db, input.order_number, user.id);
    if (order.status !== 'pending' && order.status !== 'failed') throw conflict(`Order ${order.order_number} is ${order.status}; there is nothing to pay`);
    const { outcome, signature } = paymentProvider(jwtSecret).charge(order, input.outcome === 'success');
    const answer = await fetch(`${loopbackOrigin(req)}/api/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: JSON.stringify(outcome),
    });
    const body = (await answer.json()) as { data?: unknown; error?: { message: string } };
    if (!answer.ok) throw new APIError(answer.status >= 500 ? 502 : answer.status, body.error?.message ?? 'The payment provider failed');
    res.json(body);
  });

  return router;
}
