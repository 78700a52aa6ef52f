import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

/** Where the test provider's hosted checkout lives on our own server. */
export const TEST_CHECKOUT_PREFIX = '/payments/test/checkout';

/**
 * The built-in test provider: the "hosted checkout" is a page served by this server
 * (payments.routes.ts) with Pay and Cancel buttons. The session id is a random, unguessable token;
 * whoever holds it can pay or cancel that one order, as with a provider's checkout URL. No money moves.
 */
export function createTestPaymentProvider(appUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout() {
      const sessionId = `tcs_${randomBytes(24).toString('base64url')}`;
      return { sessionId, url: `${appUrl}${TEST_CHECKOUT_PREFIX}/${sessionId}` };
    },
    async refund() {},
    async syncProduct() {
      return null;
    },
  };
}
