import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enums, errorDefinitions, stripeWebhookReplySchema, translate, type Locale } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { CHECKOUT_TTL_MS } from '../orders/order-states';
import type { OrdersService } from '../orders/orders.service';
import { formatPrice } from '../store/prices';
import { checkoutPageCsp, renderCheckout, renderClosed, renderRefused } from './checkout.pages';
import type { PaymentProvider } from './payment-provider';
import { TEST_CHECKOUT_PREFIX } from './test-provider';

const sessionParams = z.object({ session: z.string().regex(/^tcs_[A-Za-z0-9_-]{16,64}$/) });

/**
 * The test provider's hosted checkout (mount at the root, outside /api): a page with Pay and
 * Cancel; both redirect (303) to the player app's checkout return screen with status=success or
 * status=cancel. A checkout not paid within CHECKOUT_TTL_MS expires: its page says so (409) and Pay
 * charges nothing. A payment the fulfilment refuses (an AppError: it rolled back) is a page with the
 * error's message and status; the order stays waiting for payment. Hidden from the OpenAPI document: it is a page, not an API.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; appUrl: string }> = async (
  app,
  { orders, appUrl },
) => {
  const csp = checkoutPageCsp(appUrl);
  // The buttons post an empty form; its body carries nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .headers({ 'cache-control': 'no-store', 'content-security-policy': csp, 'referrer-policy': 'no-referrer' })
      .type('text/html; charset=utf-8')
      .send(html);
  const storeUrl = `${appUrl}/store`;
  const sendExpired = (reply: FastifyReply, locale: Locale) =>
    sendPage(reply, 409, renderClosed(locale, storeUrl, CHECKOUT_TTL_MS / 60_000));

  app.get(
    `${TEST_CHECKOUT_PREFIX}/:session`,
    { schema: { hide: true, params: sessionParams } },
    async (request, reply) => {
      const found = await orders.findTestCheckout(request.params.session);
      if (found?.expired) return sendExpired(reply, request.locale);
      if (!found || found.order.status !== enums.order_status.pending_payment)
        return sendPage(reply, found ? 409 : 404, renderClosed(request.locale, storeUrl));
      const { order, items } = found;
      const action = `${TEST_CHECKOUT_PREFIX}/${request.params.session}`;
      return sendPage(
        reply,
        200,
        renderCheckout(request.locale, {
          orderId: order.id,
          lines: items.map((item) => ({
            name: item.name,
            quantity: item.quantity,
            formatted: formatPrice({ ...order, amount: item.unitAmount * item.quantity }, request.locale),
          })),
          formattedTotal: formatPrice({ ...order, amount: order.totalAmount }, request.locale),
          payAction: `${action}/pay`,
          cancelAction: `${action}/cancel`,
        }),
      );
    },
  );

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post(
      `${TEST_CHECKOUT_PREFIX}/:session/${outcome}`,
      { schema: { hide: true, params: sessionParams } },
      async (request, reply) => {
        const session = request.params.session;
        let result;
        try {
          result =
            outcome === 'pay'
              ? await orders.payTestCheckout(session)
              : await orders.cancelTestCheckout(session).then((order) => order && { order, expired: false });
        } catch (error) {
          // A refusal while fulfilling (4012: the tokens would pass the largest balance) rolled everything
          // back: the order still waits for payment. Say why on a page, in the buyer's language, not as JSON.
          if (!(error instanceof AppError)) throw error;
          request.log.info({ key: error.key, session }, 'test checkout payment refused');
          const message = translate(request.locale, `errors.${error.key}`, error.params);
          return sendPage(reply, errorDefinitions[error.key].status, renderRefused(request.locale, storeUrl, message));
        }
        if (!result) return sendPage(reply, 404, renderClosed(request.locale, storeUrl));
        if (result.expired) return sendExpired(reply, request.locale);
        const { order } = result;
        const base = order.returnUrl ?? `${appUrl}/store/checkout/return?order=${order.id}`;
        const succeeded = order.status === enums.order_status.completed || order.status === enums.order_status.paid;
        return reply.redirect(`${base}&status=${succeeded ? 'success' : 'cancel'}`, 303);
      },
    );
  }
};

/** Stripe's webhook (mount under /api/v1): verified on the raw body, applied once per event id. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; provider: PaymentProvider }> = async (
  app,
  { orders, provider },
) => {
  // The signature covers the exact bytes Stripe sent: keep them (this plugin only). The app's JSON
  // parser (http/json-body.ts) is replaced here, as the trigger API's is.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/stripe/webhook',
    {
      config: { errors: ['general.bad_request'] },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook',
        description:
          'Checked with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET (400 when it does not match). checkout.session.completed / async_payment_succeeded pay and fulfil the order; checkout.session.expired / async_payment_failed cancel it. A payment for an order already canceled here (its checkout expired after 30 minutes, or the buyer canceled it) still pays and fulfils it: the money was taken. A payment the fulfilment refuses (a store error such as 4012, the coins would pass the largest balance) is not lost and not retried forever: the order is paid and refunded at once (refund_reason on the order says why), its stock is given back, nothing is granted, the money is refunded through Stripe, the buyer is notified (payment_refunded) and staff see it in the activity log (orders.refunded_automatically); the answer is 200. Should that refund fail, nothing is recorded and the answer is a 5xx, so Stripe retries. Each event id is applied once: a replay answers 200 with replayed true.',
        headers: z.object({ 'stripe-signature': z.string().min(1) }).loose(),
        response: { 200: stripeWebhookReplySchema },
      },
    },
    async (request) => {
      if (!provider.verifyWebhook || !Buffer.isBuffer(request.body)) throw new AppError('general.bad_request');
      let event;
      try {
        event = provider.verifyWebhook(request.body, request.headers['stripe-signature']);
      } catch {
        throw new AppError('general.bad_request');
      }
      const { replayed } = await orders.applyPaymentEvent(event);
      return { received: true as const, replayed };
    },
  );
};
