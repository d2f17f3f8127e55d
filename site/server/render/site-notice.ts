/**
 * What every public page says about the site itself, above its header. A
 * production site running the test payment provider (a staging site,
 * ALLOW_TEST_PAYMENTS=1) says that no real money is taken, so nobody mistakes
 * a test order for a real one.
 */
import type { PaymentSettings } from '../../shop/server/payment/settings';

export const TEST_PAYMENTS_NOTICE =
  '<p class="site-notice" role="note"><strong>Test payments:</strong> this is a staging site; no real money is taken.</p>';

export function siteNotice(payment: PaymentSettings): string {
  return payment.provider === 'test' && payment.staging ? TEST_PAYMENTS_NOTICE : '';
}
