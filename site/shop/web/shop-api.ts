/** The browser's calls to the hand-written shop API (site/shop/server, site/shop/server/payment). */
import { apiGet, apiSend, type DataResponse } from '../../../runtime-web/api/client';
import type { PaymentResult } from '../server/payment/callback';
import type { OrderSummary, ShippingAddress } from '../server/orders';
import type { Cart } from '../rules/cart';

export type ShopOrder = OrderSummary & { payment_url: string; payment_provider: 'test' | 'stripe' };
export type Shipping = Record<'shipping_name' | 'shipping_company' | 'shipping_address' | 'shipping_city' | 'shipping_postcode' | 'shipping_country' | 'shipping_phone' | 'notes', string>;

/** A random key for one checkout: a double click or a retry sends the same key, and the server makes one order. */
export function newCheckoutKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Places the order. The prices sent are the ones the cart showed: the server only compares them, and charges its own. */
export async function placeOrder(cart: Cart, shipping: Shipping, key: string): Promise<ShopOrder> {
  const lines = cart.map((item) => ({ product_id: item.id, quantity: item.quantity, unit_price: item.price }));
  return (await apiSend<DataResponse<ShopOrder>>('POST', '/api/checkout', { ...shipping, lines, idempotency_key: key })).data;
}

/** Where the user's latest order went (null before the first): the checkout fills its form with it. */
export async function getLastShipping(signal?: AbortSignal): Promise<ShippingAddress | null> {
  return (await apiGet<DataResponse<ShippingAddress | null>>('/api/checkout/shipping-address', { signal })).data;
}

export async function getOrder(orderNumber: string): Promise<ShopOrder> {
  return (await apiGet<DataResponse<ShopOrder>>(`/api/checkout/orders/${encodeURIComponent(orderNumber)}`)).data;
}

/** The test provider's card form: the tester chooses the outcome. */
export async function payWithTestCard(orderNumber: string, outcome: 'success' | 'failure'): Promise<PaymentResult> {
  return (await apiSend<DataResponse<PaymentResult>>('POST', '/api/payment/test-card', { order_number: orderNumber, outcome })).data;
}

/** Starts a real provider's payment: answers its page (Stripe Checkout), where the browser goes next. */
export async function startPayment(orderNumber: string): Promise<string> {
  return (await apiSend<DataResponse<{ order_number: string; payment_url: string }>>('POST', '/api/payment/start', { order_number: orderNumber })).data.payment_url;
}
