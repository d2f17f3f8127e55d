/**
 * `POST /api/checkout` places an order for the signed-in user; `GET
 * /api/checkout/orders/:number` answers one of the user's own orders with its
 * lines (the payment pages and the profile's order page show it); `GET
 * /api/checkout/shipping-address` answers where the user's latest order went,
 * for the checkout form. Handlers only parse and call operations.
 */
import { Router } from 'express';
import { assertAccess } from '../../../runtime-server/auth/access';
import { contextOf } from '../../../runtime-server/http/context';
import { badRequest } from '../../../runtime-server/http/errors';
import { fieldErrors } from '../../../runtime-server/http/zod-errors';
import { paymentPage, type PaymentProvider } from './payment/provider';
import { placeOrder } from './checkout';
import { idempotencyKey } from './checkout-input';
import { CHECKOUT } from './openapi';
import { lastShipping, ownOrder, summaryOf } from './orders';

/** What the shop pages need to know of payment besides the order: the order's payment page, and which provider it shows. */
const paymentOf = (provider: PaymentProvider, orderNumber: string) => ({ payment_url: paymentPage(orderNumber), payment_provider: provider.name });

export function checkoutRouter(provider: PaymentProvider): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const input = CHECKOUT.body.parse(req.body ?? {});
    // The key may come as the Idempotency-Key header (the usual HTTP way) or in the body (plain forms).
    const rawKey = req.get('idempotency-key') ?? input.idempotency_key;
    if (rawKey === undefined) throw badRequest('Send an Idempotency-Key header (or idempotency_key): a retry must not order twice', { idempotency_key: 'This field is required' });
    const key = idempotencyKey.safeParse(rawKey);
    if (!key.success) throw badRequest('The idempotency key is not valid', { idempotency_key: fieldErrors(key.error)._ ?? 'Not valid' });
    const { order, created } = await placeOrder(contextOf(req), user.id, key.data, input);
    res.status(created ? 201 : 200).json({ data: { ...order, ...paymentOf(provider, order.order_number) } });
  });

  router.get('/shipping-address', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    res.json({ data: await lastShipping(contextOf(req).db, user.id) });
  });

  router.get('/orders/:number', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const { db } = contextOf(req);
    const order = await summaryOf(db, await ownOrder(db, String(req.params.number), user.id));
    res.json({ data: { ...order, ...paymentOf(provider, order.order_number) } });
  });

  return router;
}
