import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider, SyncResult } from './payment-provider';

interface SessionObject {
  id?: string;
  payment_status?: string;
  payment_intent?: string | { id: string } | null;
  amount_total?: number | null;
  currency?: string | null;
}

/** A refund in these states has taken, or will take, the money back (failed and canceled ones have not). */
const REFUND_STANDING = new Set(['succeeded', 'pending', 'requires_action']);

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created. */
const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000;
/** Room for the clocks of this server and Stripe's to differ. */
const CLOCK_MARGIN_MS = 60 * 1000;

/**
 * Stripe: Checkout Sessions for payment, a signed webhook for the outcome
 * (POST /api/v1/payments/stripe/webhook), refunds, and product/price sync for products with the
 * sync flag. Prices in Stripe are immutable: a changed price is a new Stripe price.
 */
export function createStripePaymentProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests run a stand-in on loopback); Stripe's own when not given. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.api ?? {});

  /** How much of a payment intent's amount its standing refunds already give back. */
  async function refundedOf(paymentIntent: string): Promise<number> {
    let total = 0;
    for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }))
      if (REFUND_STANDING.has(refund.status ?? '')) total += refund.amount;
    return total;
  }

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
        // the order expired here is still fulfilled (orders/payment-settlement.ts, completePaymentIn).
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
    // Reconciled, not keyed: an idempotency key of our own would make Stripe replay a failed attempt (a
    // 500 included) for 24 hours; reading the refunds first makes a retry after our commit failed find
    // the money already back. stripe-node still keys its own network retries of the one call.
    async refund(payment) {
      if (!payment.providerRef) throw new Error('no Stripe payment intent to refund');
      const left = payment.amount - (await refundedOf(payment.providerRef));
      if (left <= 0) return;
      try {
        await stripe.refunds.create({ payment_intent: payment.providerRef, amount: left });
      } catch (error) {
        // Refunded in full between the read and the create (from Stripe's dashboard, say): the money is back.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
        throw error;
      }
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
