/**
 * How the shop takes payment, from the environment (`PAYMENT_PROVIDER`,
 * `ALLOW_TEST_PAYMENTS`, `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`),
 * checked at start with the other settings (site/server/settings.ts).
 *
 * The test provider lets anyone with an account mark an order paid, so
 * production has no default: it must name its provider, and `test` is
 * refused unless `ALLOW_TEST_PAYMENTS=1` says the site is a staging site
 * (every page then says that no real money is taken).
 */
import { oneOf, parseFlag } from '../../../../runtime-server/config';
import { PROVIDER_NAMES } from './provider';

/** Where the Stripe SDK sends its requests; tests point it at a local server (tests/helpers/stripe-server.ts). */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type PaymentSettings =
  | {
      provider: 'test';
      /** A production (staging) site runs the test provider: every page says no real money is taken. @default false */
      staging?: boolean;
    }
  | {
      provider: 'stripe';
      /** `sk_live_…`/`sk_test_…` (or a restricted `rk_…` key that may create Checkout Sessions). */
      secretKey: string;
      /** `whsec_…`: the signing secret of the webhook endpoint in Stripe's dashboard. */
      webhookSecret: string;
      /** Stripe's API address; api.stripe.com unless a test says otherwise. */
      api?: StripeApiAddress;
    };

const SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,250}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{10,250}$/;

export function paymentSettings(env: NodeJS.ProcessEnv, production: boolean, problems: string[], notes: string[]): PaymentSettings {
  if (production && !env.PAYMENT_PROVIDER) {
    problems.push('In production, set PAYMENT_PROVIDER=stripe (PAYMENT_PROVIDER=test only on a staging site, with ALLOW_TEST_PAYMENTS=1)');
    return { provider: 'test' };
  }
  const provider = oneOf('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER, PROVIDER_NAMES, problems);
  const allowTest = parseFlag('ALLOW_TEST_PAYMENTS', env.ALLOW_TEST_PAYMENTS, false, problems);
  if (provider === 'test') {
    if (production && !allowTest) problems.push('PAYMENT_PROVIDER=test is refused in production: anyone signed in could mark an order paid. On a staging site set ALLOW_TEST_PAYMENTS=1 as well');
    else if (production) notes.push('PAYMENT_PROVIDER=test with ALLOW_TEST_PAYMENTS=1: a staging site; every page says no real money is taken');
    else if (!env.PAYMENT_PROVIDER) notes.push('PAYMENT_PROVIDER not set: the test provider takes payments (no real money); PAYMENT_PROVIDER=stripe for Stripe Checkout');
    return { provider: 'test', staging: production };
  }
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  if (!secretKey) problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (Stripe dashboard → Developers → API keys: sk_live_… or sk_test_…)');
  else if (!SECRET_KEY.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key: sk_live_…, sk_test_… or a restricted rk_… key');
  if (!webhookSecret) problems.push("PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret, whsec_…)");
  else if (!WEBHOOK_SECRET.test(webhookSecret)) problems.push("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret: whsec_…");
  if (production && secretKey.startsWith('sk_test_')) notes.push('warning: STRIPE_SECRET_KEY is a test-mode key: Stripe takes no real money');
  return { provider: 'stripe', secretKey, webhookSecret };
}
