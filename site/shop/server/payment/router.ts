/**
 * The payment routes of the site's provider. `POST /api/payment/start`
 * (the order's owner): starts paying a pending or failed order and answers
 * where the buyer goes (Stripe Checkout's page, or our test card page).
 * The test provider's callback and card form exist only while it is the
 * site's provider; Stripe's webhook only while Stripe is.
 */
import { Router } from 'express';
import { assertAccess } from '../../../../runtime-server/auth/access';
import { contextOf } from '../../../../runtime-server/http/context';
import { START_PAYMENT } from '../openapi';
import { ownOrder } from '../orders';
import { assertPayable } from './callback';
import type { SiteProvider } from './providers';
import { stripeWebhook } from './stripe-webhook';
import { addTestProviderRoutes } from './test-routes';

export function paymentRouter(provider: SiteProvider): Router {
  const router = Router();

  router.post('/start', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const input = START_PAYMENT.body.parse(req.body ?? {});
    const order = await ownOrder(contextOf(req).db, input.order_number, user.id);
    assertPayable(order);
    res.json({ data: { order_number: order.order_number, payment_url: await provider.startPayment(order) } });
  });

  // With a real provider, nobody may mark an order paid by choosing "success": these routes are then
  // not there at all (404, as any unknown route).
  if (provider.name === 'test') addTestProviderRoutes(router, provider);
  if (provider.name === 'stripe') router.post('/stripe/webhook', stripeWebhook(provider));

  return router;
}
