/**
 * The payment-provider interface. A provider takes the buyer to its payment
 * page and later tells us the outcome with a callback it signs; we trust a
 * callback only after `verifyCallback`. A real provider (Stripe, Adyen, ...)
 * is added by implementing this interface and registering it in router.ts;
 * the order side (callback.ts) does not change.
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
  /** Why a payment failed, in words the buyer may read. */
  message?: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Where the buyer goes to pay `order`: the provider's page (the test provider's is our /payment page). */
  paymentUrl(order: PayableOrder): string;
  /** Authenticates a callback and reads it; throws a 401/400 `APIError` when it is not genuine or malformed. */
  verifyCallback(headers: Record<string, string | undefined>, body: unknown): PaymentOutcome;
}
