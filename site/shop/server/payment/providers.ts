/** The site's payment provider, made once at start from its settings (settings.ts). */
import { callbackKey } from './signature';
import type { PaymentSettings } from './settings';
import type { StripeProvider } from './stripe-provider';
import { testProvider, type TestProvider } from './test-provider';

export type SiteProvider = TestProvider | StripeProvider;

export async function createProvider(settings: PaymentSettings, o: { jwtSecret: string; publicUrl: string }): Promise<SiteProvider> {
  if (settings.provider === 'test') return testProvider(callbackKey(o.jwtSecret));
  // Imported only for Stripe (and left a dynamic import by the bundler): the SDK takes about half a
  // second to load, which a site without it should not pay at every start.
  const [{ stripeProvider }, { default: sdk }] = await Promise.all([import('./stripe-provider'), import('stripe')]);
  return stripeProvider(settings, o.publicUrl, sdk);
}
