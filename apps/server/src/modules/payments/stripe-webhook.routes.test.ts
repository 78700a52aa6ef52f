import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX, STORED_AMOUNT_MAX, enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  createEconomyAdmin,
  createProductWithPrice,
  expectLedgerConsistent,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { createPaymentProvider } from './payment-drivers';
import type { PaymentProvider } from './payment-provider';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook_tests';
/** Refunds the Stripe driver was asked for (recorded here, never sent); `refundFails` makes the next ones throw. */
const refunds: Parameters<PaymentProvider['refund']>[0][] = [];
let refundFails = false;
const testApp = await createTestApp({
  env: {
    PAYMENT_DRIVER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_used_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  paymentProvider: (config) => ({
    ...createPaymentProvider(config),
    async refund(payment) {
      if (refundFails) throw new Error('Stripe could not be reached');
      refunds.push(payment);
    },
  }),
});
const { app, database } = testApp;
const admin = await createEconomyAdmin(testApp);
const stripe = new Stripe('sk_test_not_used_offline');
let n = 0;

/**
 * A money order waiting at Stripe's checkout, as POST /store/orders leaves it (without calling Stripe).
 * With `stock`, the product has that many and the order holds one of them, as a purchase reserves it.
 */
async function pendingStripeOrder(coins: number, options: { stock?: number } = {}) {
  const player = await createTestUser(testApp);
  const pack = await createProductWithPrice(
    testApp,
    admin,
    {
      name: `Stripe pack ${(n += 1)}`,
      type: 10,
      meta: [{ meta_key: 'token_amount', meta_value: String(coins) }],
      ...(options.stock === undefined ? {} : { available_qty: options.stock }),
    },
    { price_type: 10, amount: 999, currency: 'EUR' },
  );
  if (options.stock !== undefined)
    await database.db.execute(sql`update products set available_qty = available_qty - 1 where id = ${pack.id}`);
  const session = `cs_test_${Date.now()}_${n}`;
  const [order] = await rowsOf<{ id: number }>(
    testApp,
    sql`insert into orders (user_id, status, price_type, currency, total_amount, provider, provider_session_id)
        values (${player.id}, 20, 10, 'EUR', 999, 'stripe', ${session}) returning id`,
  );
  await database.db.execute(sql`
    insert into order_items (order_id, price_id, product_id, name, quantity, unit_amount)
    values (${order!.id}, ${pack.priceId}, ${pack.id}, 'Stripe pack', 1, 999)`);
  return { player, orderId: order!.id, session, productId: pack.id };
}

function event(type: string, session: string, id = `evt_${Date.now()}_${(n += 1)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        payment_intent: 'pi_test_123',
        amount_total: 999,
        currency: 'eur',
      },
    },
  });
}

const deliver = (
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

const statusOf = async (orderId: number) =>
  (await rowsOf<{ status: number }>(testApp, sql`select status from orders where id = ${orderId}`))[0]!.status;

const paymentsOf = (orderId: number) =>
  rowsOf<{ n: number }>(testApp, sql`select count(*)::int as n from payments where order_id = ${orderId}`);

const stockOf = async (productId: number) =>
  (
    await rowsOf<{ available_qty: number }>(testApp, sql`select available_qty from products where id = ${productId}`)
  )[0]!.available_qty;

/** A player whose coins are `room` short of the largest balance a wallet can hold. */
async function nearlyFull(player: { id: number }, room: number) {
  await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
  await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
  await adjustWallet(testApp, admin, player.id, STORED_AMOUNT_MAX - 2 * ECONOMY_AMOUNT_MAX - room);
}

const automaticRefundsOf = async (userId: number) =>
  (
    await app.inject({
      url: `/api/v1/admin/activity-logs?filter[event]=orders.refunded_automatically&filter[subject_id]=${userId}`,
      headers: admin.headers,
    })
  ).json().data as { actor_id: number | null; properties: Record<string, unknown> }[];

/** The player's refund notifications (staff credited the coins that fill the wallet, which told them too). */
const refundNotices = async (player: { headers: Record<string, string> }, language = 'en') =>
  (
    (
      await app.inject({
        url: '/api/v1/users/me/notifications',
        headers: { ...player.headers, 'accept-language': language },
      })
    ).json().data as { type: string; title: string; body: string; data: Record<string, unknown> }[]
  ).filter((note) => note.type === 'payment_refunded');

afterEach(() => {
  refunds.length = 0;
  refundFails = false;
});

describe('Stripe webhook', () => {
  it('accepts a signed checkout.session.completed: the order is paid, fulfilled and completed', async () => {
    const { player, orderId, session } = await pendingStripeOrder(700);
    const response = await deliver(event('checkout.session.completed', session));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, replayed: false });
    expect(await statusOf(orderId)).toBe(60);
    expect(await balanceOf(testApp, player)).toBe(700);
    const detail = await app.inject({ url: `/api/v1/admin/orders/${orderId}`, headers: admin.headers });
    expect(detail.json().data.payments).toMatchObject([
      { provider: 'stripe', provider_ref: 'pi_test_123', state: 'succeeded', amount: 999, currency: 'EUR' },
    ]);
  });

  it('refuses a tampered body or a signature made with another secret', async () => {
    const { player, orderId, session } = await pendingStripeOrder(700);
    const payload = event('checkout.session.completed', session);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expectError(
      await deliver(payload.replace('"amount_total":999', '"amount_total":1'), signature),
      'general.bad_request',
    );
    const foreign = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expectError(await deliver(payload, foreign), 'general.bad_request');
    expect(await statusOf(orderId)).toBe(20);
    expect(await balanceOf(testApp, player)).toBe(0);
  });

  it('applies a replayed event once', async () => {
    const { player, session } = await pendingStripeOrder(300);
    const payload = event('checkout.session.completed', session);
    expect((await deliver(payload)).json()).toEqual({ received: true, replayed: false });
    expect((await deliver(payload)).json()).toEqual({ received: true, replayed: true });
    // Another event id for the same session does not pay twice either (the order is no longer pending).
    expect((await deliver(event('checkout.session.completed', session))).json().replayed).toBe(false);
    expect(await balanceOf(testApp, player)).toBe(300);
  });

  it('racing deliveries of one payment (Stripe retrying, two events for one session) credit once', async () => {
    const { player, orderId, session } = await pendingStripeOrder(400);
    const payload = event('checkout.session.completed', session);
    const others = Array.from({ length: 4 }, () => event('checkout.session.completed', session));
    const replies = await Promise.all([...Array.from({ length: 8 }, () => payload), ...others].map((p) => deliver(p)));
    expect(replies.filter((reply) => reply.statusCode !== 200).map((reply) => reply.body)).toEqual([]);
    expect(replies.slice(0, 8).filter((reply) => !reply.json().replayed)).toHaveLength(1);
    expect(await statusOf(orderId)).toBe(enums.order_status.completed);
    expect(await balanceOf(testApp, player)).toBe(400);
    expect(await paymentsOf(orderId)).toEqual([{ n: 1 }]);
    await expectLedgerConsistent(testApp);
  });

  it('a crash during fulfilment: the order stays waiting and the event unclaimed; the retry credits once', async () => {
    const { player, orderId, session } = await pendingStripeOrder(250);
    const payload = event('checkout.session.completed', session);
    await withLedgerActionRefused(testApp, enums.transaction_action.purchase, async () => {
      // A 5xx: Stripe delivers the event again later.
      expect((await deliver(payload)).statusCode).toBe(500);
    });
    expect(await statusOf(orderId)).toBe(enums.order_status.pending_payment);
    expect(await paymentsOf(orderId)).toEqual([{ n: 0 }]);
    expect(await balanceOf(testApp, player)).toBe(0);
    expect(refunds).toEqual([]);

    expect((await deliver(payload)).json()).toEqual({ received: true, replayed: false });
    expect((await deliver(payload)).json()).toEqual({ received: true, replayed: true });
    expect(await statusOf(orderId)).toBe(enums.order_status.completed);
    expect(await paymentsOf(orderId)).toEqual([{ n: 1 }]);
    expect(await balanceOf(testApp, player)).toBe(250);
    await expectLedgerConsistent(testApp);
  });

  it('an expired session cancels the order', async () => {
    const { orderId, session } = await pendingStripeOrder(300);
    expect((await deliver(event('checkout.session.expired', session))).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe(40);
  });

  it('a payment for an order whose checkout expired here is still fulfilled: the money was taken', async () => {
    const { player, orderId, session } = await pendingStripeOrder(400);
    await database.db.execute(sql`update orders set created_at = now() - interval '31 minutes' where id = ${orderId}`);
    // Reading the orders meets the abandoned checkout and expires it.
    const mine = await app.inject({ url: '/api/v1/users/me/orders', headers: player.headers });
    expect(mine.json().data[0]).toMatchObject({ id: orderId, status: 40 });
    expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe(60);
    expect(await balanceOf(testApp, player)).toBe(400);
  });

  describe('a payment the fulfilment refuses (4012: the coins would pass the largest balance)', () => {
    it('is refunded automatically: 200, order refunded, money back once, nothing granted, stock back, buyer and staff told', async () => {
      const { player, orderId, session, productId } = await pendingStripeOrder(700, { stock: 5 });
      await nearlyFull(player, 100);
      expect(await stockOf(productId)).toBe(4);
      const payload = event('checkout.session.completed', session);

      const response = await deliver(payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, replayed: false });
      expect(await statusOf(orderId)).toBe(50);
      expect(refunds).toEqual([{ providerRef: 'pi_test_123', amount: 999 }]);
      expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 100);
      expect(await stockOf(productId)).toBe(5);

      const detail = await app.inject({
        url: `/api/v1/admin/orders/${orderId}`,
        headers: { ...admin.headers, 'accept-language': 'sv' },
      });
      expect(detail.json().data).toMatchObject({
        status: 50,
        refund_reason: {
          code: 4012,
          key: 'store.balance_limit_reached',
          message: `Det här skulle ta plånbokens saldo över det högsta den kan ha (${STORED_AMOUNT_MAX}). Inget ändrades.`,
        },
        payments: [
          { provider: 'stripe', provider_ref: 'pi_test_123', state: 'refunded', amount: 999, currency: 'EUR' },
        ],
      });
      expect(detail.json().data.refunded_at).not.toBeNull();
      const mine = await app.inject({ url: `/api/v1/users/me/orders/${orderId}`, headers: player.headers });
      expect(mine.json().data).toMatchObject({ status: 50, refund_reason: { code: 4012 } });

      const [note] = await refundNotices(player);
      expect(note).toMatchObject({
        type: 'payment_refunded',
        title: 'Payment refunded',
        body: `Order #${orderId} could not be delivered, so your payment of €9.99 was refunded automatically. Reason: This would take the wallet above the largest balance it can hold (${STORED_AMOUNT_MAX}). Nothing was changed.`,
        data: { order_id: orderId, amount: 999, currency: 'EUR', reason_key: 'store.balance_limit_reached' },
      });
      expect((await refundNotices(player, 'sv'))[0]!.title).toBe('Betalningen återbetalades');

      const entries = await automaticRefundsOf(player.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_id: null,
        properties: {
          order_id: orderId,
          provider_ref: 'pi_test_123',
          amount: 999,
          currency: 'EUR',
          reason: 'store.balance_limit_reached',
          code: 4012,
        },
      });

      // Stripe delivers the event again: acknowledged, nothing refunded twice.
      const replay = await deliver(payload);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, replayed: true });
      // Another event id for the same session: the order is no longer payable, nothing happens.
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      expect(refunds).toHaveLength(1);
      expect(await statusOf(orderId)).toBe(50);
      expect(await refundNotices(player)).toHaveLength(1);
      expect(await automaticRefundsOf(player.id)).toHaveLength(1);
    });

    it('for an order canceled here gives back no stock a second time', async () => {
      const { player, orderId, session, productId } = await pendingStripeOrder(700, { stock: 5 });
      await nearlyFull(player, 100);
      const canceled = await app.inject({
        method: 'POST',
        url: `/api/v1/users/me/orders/${orderId}/cancel`,
        headers: player.headers,
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(await stockOf(productId)).toBe(5);
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      expect(await statusOf(orderId)).toBe(50);
      expect(refunds).toHaveLength(1);
      expect(await stockOf(productId)).toBe(5);
      expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 100);
    });

    it('answers 5xx and changes nothing when the refund fails; the retry refunds', async () => {
      const { player, orderId, session, productId } = await pendingStripeOrder(700, { stock: 5 });
      await nearlyFull(player, 100);
      const payload = event('checkout.session.completed', session);
      const eventId = JSON.parse(payload).id as string;
      refundFails = true;

      const response = await deliver(payload);
      expect(response.statusCode).toBe(500);
      expect(await statusOf(orderId)).toBe(20);
      expect(refunds).toEqual([]);
      expect(await stockOf(productId)).toBe(4);
      expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 100);
      expect(await rowsOf(testApp, sql`select 1 from payments where order_id = ${orderId}`)).toEqual([]);
      expect(await rowsOf(testApp, sql`select 1 from processed_webhook_events where event_id = ${eventId}`)).toEqual(
        [],
      );
      expect(await refundNotices(player)).toEqual([]);
      expect(await automaticRefundsOf(player.id)).toEqual([]);

      // Stripe retries the same event later, when the refund goes through.
      refundFails = false;
      const retry = await deliver(payload);
      expect(retry.json()).toEqual({ received: true, replayed: false });
      expect(await statusOf(orderId)).toBe(50);
      expect(refunds).toHaveLength(1);
      expect(await stockOf(productId)).toBe(5);
    });
  });

  it('is not served when the driver is the test provider', async () => {
    const other = await createTestApp();
    const response = await other.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
