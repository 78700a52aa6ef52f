import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, SyncResult } from './payment-provider';

interface SessionObject {
  id?: string;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
  amount_total?: number | null;
  currency?: string | null;
}

/**
 * Stripe: Checkout Sessions for payment, a signed webhook for the outcome
 * (POST /api/v1/payments/stripe/webhook), refunds, and product/price sync for products with the
 * sync flag. Prices in Stripe are immutable: a changed price is a new Stripe price.
 */
/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created. */
const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000;
/** Room for the clocks of this server and Stripe's to differ. */
const CLOCK_MARGIN_MS = 60 * 1000;

export function createStripePaymentProvider(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  const stripe = new Stripe(options.secretKey);

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(request.orderId),
        metadata: { order_id: String(request.orderId) },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // The order's deadline, or Stripe's minimum if that is later: a payment Stripe takes after
        // the order expired here is still fulfilled (orders.service completePaymentIn).
        expires_at: Math.ceil(
          Math.max(request.expiresAt.getTime(), Date.now() + STRIPE_MIN_SESSION_MS + CLOCK_MARGIN_MS) / 1000,
        ),
        line_items: request.lines.map((line) =>
          line.providerPriceId
            ? { price: line.providerPriceId, quantity: line.quantity }
            : {
                quantity: line.quantity,
                price_data: {
                  currency: line.currency.toLowerCase(),
                  unit_amount: line.unitAmount,
                  product_data: { name: line.name },
                },
              },
        ),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },

    async checkoutUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' ? session.url : null;
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(payment) {
      if (!payment.providerRef) throw new Error('no Stripe payment intent to refund');
      await stripe.refunds.create(
        { payment_intent: payment.providerRef, amount: payment.amount },
        payment.idempotencyKey ? { idempotencyKey: payment.idempotencyKey } : undefined,
      );
    },

    /** Throws (Stripe's SignatureVerificationError) when the signature does not match the raw body. */
    verifyWebhook(rawBody, signature): PaymentEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      const object = (event.data as { object?: SessionObject }).object ?? {};
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          if (object.payment_status !== 'paid' && object.payment_status !== 'no_payment_required')
            return { id: event.id, type: 'ignored', providerType: event.type };
          const intent = object.payment_intent;
          return {
            id: event.id,
            type: 'checkout.paid',
            sessionId: String(object.id),
            providerRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
            amount: object.amount_total ?? 0,
            currency: (object.currency ?? '').toUpperCase(),
          };
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'checkout.expired', sessionId: String(object.id) };
        default:
          return { id: event.id, type: 'ignored', providerType: event.type };
      }
    },

    async syncProduct(product): Promise<SyncResult> {
      const fields = {
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        images: product.images.filter((url) => /^https:\/\//.test(url)).slice(0, 8),
      };
      const stripeProduct = product.providerProductId
        ? await stripe.products.update(product.providerProductId, fields)
        : await stripe.products.create(fields);
      const createdPrices = new Map<number, string>();
      for (const price of product.prices) {
        if (price.providerPriceId) {
          await stripe.prices.update(price.providerPriceId, { active: price.active });
          continue;
        }
        if (!price.active) continue;
        const created = await stripe.prices.create({
          product: stripeProduct.id,
          currency: price.currency.toLowerCase(),
          unit_amount: price.amount,
        });
        createdPrices.set(price.id, created.id);
      }
      return { providerProductId: stripeProduct.id, createdPrices };
    },
  };
}
