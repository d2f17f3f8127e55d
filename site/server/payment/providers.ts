/** The site's payment provider, made once at start from its settings (settings.ts). */
import { callbackKey } from './signature';
import type { PaymentSettings } from './settings';
import { stripeProvider, type StripeProvider } from './stripe-provider';
import { testProvider, type TestProvider } from './test-provider';

export type SiteProvider = TestProvider | StripeProvider;

export function createProvider(settings: PaymentSettings, o: { jwtSecret: string; publicUrl: string }): SiteProvider {
  return settings.provider === 'stripe' ? stripeProvider(settings, o.publicUrl) : testProvider(callbackKey(o.jwtSecret));
}
