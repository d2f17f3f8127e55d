/**
 * The payment-provider interface. A provider starts a payment (`startPayment`
 * answers where the buyer goes to pay) and later tells us the outcome through
 * a route of its own that authenticates it (the test provider's signed
 * callback, Stripe's signed webhook). Each provider turns what it received
 * into a `PaymentOutcome`; callback.ts `applyOutcome` is the one path that
 * changes the order (status, stock) for every provider.
 */
export interface PayableOrder {
  order_number: string;
  total: number;
  currency: string;
}

/** What a verified callback says happened. */
export interface PaymentOutcome {
  order_number: string;
  outcome: 'succeeded' | 'failed';
  /** The provider's transaction id, stored as the order's payment reference. */
  reference: string;
  /** What was charged, in minor units: must equal the order's total. */
  amount: number;
  /** The currency charged (ISO 4217, any case), when the provider says: must equal the order's. */
  currency?: string;
  /** Why a payment failed, in words the buyer may read. */
  message?: string;
}

/** The providers a site can be configured with (`PAYMENT_PROVIDER`). */
export const PROVIDER_NAMES = ['test', 'stripe'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Starts paying `order` and answers where the buyer goes now: the
   * provider's payment page (the test provider's is our own /payment page).
   * Throws a 502 `APIError` when the provider cannot be reached.
   */
  startPayment(order: PayableOrder): Promise<string>;
}

/**
 * The site's payment page of an order (site/shop/web/PaymentPage.tsx): the test
 * provider's card form, or the button that starts a real provider's payment.
 */
export const paymentPage = (orderNumber: string) => `/payment?order=${encodeURIComponent(orderNumber)}`;
