import type { Config } from '../../config/config';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** The one place the payment driver is chosen (PAYMENT_DRIVER). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.payment.driver === 'stripe')
    return createStripePaymentProvider({
      secretKey: config.payment.stripeSecretKey!,
      webhookSecret: config.payment.stripeWebhookSecret!,
    });
  return createTestPaymentProvider(config.server.appUrl);
}
