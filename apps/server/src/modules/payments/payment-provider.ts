/**
 * A card payment provider behind one small interface (conventions: infrastructure behind
 * drivers). Two drivers: `test` (built-in hosted checkout, the default) and `stripe`. The driver
 * is chosen once, from config (PAYMENT_DRIVER), in createPaymentProvider.
 */

export interface CheckoutLine {
  name: string;
  quantity: number;
  /** Minor units. */
  unitAmount: number;
  currency: string;
  /** The provider's price, when the product is synced. */
  providerPriceId: string | null;
}

export interface CheckoutRequest {
  orderId: number;
  lines: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the order's checkout expires here; the provider's session should not outlive it by much. */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the player's browser goes to pay. */
  url: string;
}

/** What a provider's webhook tells us, once verified. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.paid';
      sessionId: string;
      providerRef: string | null;
      amount: number;
      currency: string;
    }
  | { id: string; type: 'checkout.expired'; sessionId: string }
  | { id: string; type: 'ignored'; providerType: string };

export interface SyncProduct {
  name: string;
  description: string | null;
  images: string[];
  providerProductId: string | null;
  prices: { id: number; amount: number; currency: string; providerPriceId: string | null; active: boolean }[];
}

export interface SyncResult {
  providerProductId: string;
  /** Our price id → the provider's, for prices created now. */
  createdPrices: Map<number, string>;
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The URL of a checkout session that can still be paid; null when it is closed. */
  checkoutUrl?(sessionId: string): Promise<string | null>;
  /** Closes a checkout session so it can no longer be paid (the buyer canceled the order). */
  expireCheckout?(sessionId: string): Promise<void>;
  /**
   * Refunds a payment in full; providerRef is what the payment event reported. Safe to call again: a
   * payment the provider has already refunded (a retry after our transaction failed to commit) is not
   * refunded twice, and a failed attempt is tried afresh rather than replayed.
   */
  refund(payment: { providerRef: string | null; amount: number }): Promise<void>;
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  verifyWebhook?(rawBody: Buffer, signature: string): PaymentEvent;
  /** Pushes a product and its money prices (products with the sync flag); null when the driver has nothing to sync with. */
  syncProduct(product: SyncProduct): Promise<SyncResult | null>;
}
