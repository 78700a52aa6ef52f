import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, createProductWithPrice, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook_tests';
const testApp = await createTestApp({
  env: {
    PAYMENT_DRIVER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_used_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
});
const { app, database } = testApp;
const admin = await createEconomyAdmin(testApp);
const stripe = new Stripe('sk_test_not_used_offline');
let n = 0;

/** A money order waiting at Stripe's checkout, as POST /store/orders leaves it (without calling Stripe). */
async function pendingStripeOrder(coins: number) {
  const player = await createTestUser(testApp);
  const pack = await createProductWithPrice(
    testApp,
    admin,
    { name: `Stripe pack ${(n += 1)}`, type: 10, meta: [{ meta_key: 'token_amount', meta_value: String(coins) }] },
    { price_type: 10, amount: 999, currency: 'EUR' },
  );
  const session = `cs_test_${Date.now()}_${n}`;
  const [order] = await rowsOf<{ id: number }>(
    testApp,
    sql`insert into orders (user_id, status, price_type, currency, total_amount, provider, provider_session_id)
        values (${player.id}, 20, 10, 'EUR', 999, 'stripe', ${session}) returning id`,
  );
  await database.db.execute(sql`
    insert into order_items (order_id, price_id, product_id, name, quantity, unit_amount)
    values (${order!.id}, ${pack.priceId}, ${pack.id}, 'Stripe pack', 1, 999)`);
  return { player, orderId: order!.id, session };
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
