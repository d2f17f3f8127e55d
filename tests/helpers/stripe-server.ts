/**
 * A local stand-in for Stripe's API, for tests that must not touch the
 * network: it answers `POST /v1/checkout/sessions` as Stripe documents it
 * (https://docs.stripe.com/api/checkout/sessions/create: a `checkout.session`
 * object with id, url, amount_total, currency, metadata, ...) and `POST
 * /v1/refunds` (a refund object), and records
 * every API request, its form fields flattened as the SDK sends them
 * (`line_items[0][price_data][unit_amount]`), so a test can see what was
 * asked. A session's `url` is a page of this server (`GET /c/pay/<id>`, a
 * stand-in for Stripe's hosted page with a link back to the success URL), so
 * a browser test never leaves the machine. Anything else answers Stripe's 404
 * error shape. Point the app's SDK at it with `api` (the SDK's host, port and
 * protocol options).
 *
 * Webhook deliveries are signed with the SDK's own
 * `stripe.webhooks.generateTestHeaderString`, as Stripe's docs suggest for tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeApiAddress } from '../../site/shop/server/payment/settings';

export const STRIPE_TEST_KEY = 'sk_test_localStripeServer0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_localStripeServer0123456789';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
}

export interface LocalStripe {
  api: StripeApiAddress;
  requests: StripeRequest[];
  /** The next session create answers this HTTP status with Stripe's error shape instead (once). */
  failNext(status: number): void;
  close(): Promise<void>;
}

let sessionNo = 0;

export async function startLocalStripe(): Promise<LocalStripe> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Record<string, string>>();
  let failure: number | undefined;
  let origin = '';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const path = (req.url ?? '').split('?')[0]!;
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_local_${requests.length}` });
        res.end(JSON.stringify(json));
      };
      const page = /^\/c\/pay\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && page && sessions.has(page[1]!)) {
        const session = sessions.get(page[1]!)!;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><title>Local Stripe Checkout</title><h1>Local Stripe Checkout</h1>` +
            `<p>Pay ${session['line_items[0][price_data][unit_amount]']} ${session['line_items[0][price_data][currency]']} for ${session.client_reference_id}</p>` +
            `<a href="${session.success_url}">Back to the shop</a></html>`,
        );
      }
      if (path === '/favicon.ico') return res.writeHead(204).end(); // the browser asks, on the stand-in page
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, fields }); // API requests, not the page
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failure !== undefined) {
          const status = failure;
          failure = undefined;
          return answer(status, { error: { type: 'api_error', message: 'Local Stripe was told to fail' } });
        }
        const id = `cs_test_local${++sessionNo}`;
        sessions.set(id, fields);
        return answer(200, {
          id,
          object: 'checkout.session',
          mode: fields.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(fields['line_items[0][price_data][unit_amount]']) * Number(fields['line_items[0][quantity]']),
          currency: fields['line_items[0][price_data][currency]'],
          client_reference_id: fields.client_reference_id ?? null,
          metadata: { order_number: fields['metadata[order_number]'] },
          success_url: fields.success_url,
          cancel_url: fields.cancel_url,
          payment_intent: null,
          url: `${origin}/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        // https://docs.stripe.com/api/refunds/create: a refund object for the whole payment.
        return answer(200, { id: `re_test_local${requests.length}`, object: 'refund', status: 'succeeded', payment_intent: fields.payment_intent, metadata: { order_number: fields['metadata[order_number]'] } });
      }
      answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    failNext: (status) => (failure = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(STRIPE_TEST_KEY);

/** The Stripe-Signature header for `payload`, made by the SDK's test helper (with `secret`, the endpoint's by default). */
export function signWebhook(payload: string, secret = STRIPE_WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/** A Checkout Session event as Stripe sends it (https://docs.stripe.com/api/events/object). */
export function sessionEvent(
  eventId: string,
  type: string,
  session: { id: string; order_number: string; amount_total: number; currency: string; payment_status: 'paid' | 'unpaid' | 'no_payment_required' },
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: session.payment_status,
        amount_total: session.amount_total,
        currency: session.currency,
        client_reference_id: session.order_number,
        metadata: { order_number: session.order_number },
        payment_intent: `pi_test_${session.id.slice(-8)}`,
      },
    },
  });
}
