import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { sql } from 'drizzle-orm';
import { createEconomyAdmin, purchase, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';
import { DAY_MS, planHelpers } from '../../../test/plans';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
const { hasFeature, paidPlan, pay } = planHelpers(testApp, admin);

const mySubscriptions = async (user: TestUser) =>
  (await app.inject({ url: '/api/v1/users/me/subscriptions', headers: user.headers })).json().data as {
    id: number;
    expires_at: string | null;
  }[];
const refund = async (orderId: number) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/refund`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.status).toBe(50);
};

/**
 * Two checkouts of the plan, opened side by side, both paid (first, then second): the two order ids
 * and the subscriptions after each payment.
 */
async function payTwice(player: TestUser, priceId: number) {
  const first = (await purchase(testApp, player, { price_id: priceId })).json().data;
  const secondUrl = await secondTab(first.order.id, first.checkout_url);
  expect((await pay(first.checkout_url)).statusCode).toBe(303);
  const once = await mySubscriptions(player);
  expect((await pay(secondUrl)).statusCode).toBe(303);
  const twice = await mySubscriptions(player);
  const orders = await rowsOf<{ id: number; status: number }>(
    testApp,
    sql`select id, status from orders where user_id = ${player.id} order by id`,
  );
  expect(orders.map((order) => order.status)).toEqual([60, 60]);
  return { firstId: orders[0]!.id, secondId: orders[1]!.id, once, twice };
}

/**
 * A second checkout of the same plan opened side by side with the first (another tab, or a Stripe
 * session that stayed payable): a copy of the order under its own test-checkout session.
 */
async function secondTab(orderId: number, checkoutUrl: string): Promise<string> {
  const session = `tcs_second_tab_${orderId}_${Date.now()}`;
  const [copy] = await rowsOf<{ id: number }>(
    testApp,
    sql`insert into orders (user_id, status, price_type, currency, total_amount, provider, provider_session_id, return_url)
        select user_id, status, price_type, currency, total_amount, provider, ${session}, return_url
        from orders where id = ${orderId} returning id`,
  );
  await testApp.database.db.execute(sql`
    insert into order_items (order_id, price_id, product_id, subscription_id, name, quantity, unit_amount, plan_days)
    select ${copy!.id}, price_id, product_id, subscription_id, name, quantity, unit_amount, plan_days
    from order_items where order_id = ${orderId}`);
  return checkoutUrl.replace(/tcs_[A-Za-z0-9_-]+$/, session);
}

describe('subscription plans: checkouts and refunds', () => {
  it("lists the caller's own unpaid checkout of a plan to resume or cancel; nobody else sees it", async () => {
    const [player, other] = await Promise.all([createTestUser(testApp), createTestUser(testApp)]);
    const { planId, priceId } = await paidPlan();
    const openOf = async (user: TestUser) =>
      (
        (await app.inject({ url: '/api/v1/subscriptions?per_page=100', headers: user.headers })).json().data as {
          id: number;
          open_checkout: unknown;
        }[]
      ).find((plan) => plan.id === planId)?.open_checkout;
    expect(await openOf(player)).toBeNull();
    const bought = (await purchase(testApp, player, { price_id: priceId })).json().data;
    const open = (await openOf(player)) as {
      order_id: number;
      quantity: number;
      checkout_url: string;
      expires_at: string;
    };
    expect(open).toEqual({
      order_id: bought.order.id,
      quantity: 1,
      checkout_url: bought.checkout_url,
      expires_at: bought.order.checkout_expires_at,
    });
    expect(await openOf(other)).toBeNull();
    // The admin listing has no caller's checkout.
    const adminPlans = (
      await app.inject({ url: '/api/v1/admin/subscriptions?per_page=100', headers: admin.headers })
    ).json().data;
    expect(adminPlans.find((plan: { id: number }) => plan.id === planId)).not.toHaveProperty('open_checkout');

    const canceled = await app.inject({
      method: 'POST',
      url: `/api/v1/users/me/orders/${open.order_id}/cancel`,
      headers: player.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await openOf(player)).toBeNull();

    // A paid checkout is no longer open.
    const again = (await purchase(testApp, player, { price_id: priceId })).json().data;
    expect(((await openOf(player)) as { order_id: number }).order_id).toBe(again.order.id);
    expect((await pay(again.checkout_url)).statusCode).toBe(303);
    expect(await openOf(player)).toBeNull();
  });

  it('a plan is not bought again while it is active or a checkout for it is open; a different plan may be', async () => {
    const player = await createTestUser(testApp);
    const pro = await paidPlan();
    const other = await paidPlan();
    const planName = pro.name;
    expectError(await purchase(testApp, player, { price_id: pro.priceId, quantity: 3 }), 'general.validation_failed');
    const wrongQuantity = (await purchase(testApp, player, { price_id: pro.priceId, quantity: 3 })).json();
    expect(Object.keys(wrongQuantity.errors)).toEqual(['quantity']);

    const first = (await purchase(testApp, player, { price_id: pro.priceId })).json().data;
    expectError(await purchase(testApp, player, { price_id: pro.priceId }), 'store.checkout_already_open', {
      params: { plan: planName },
    });
    await pay(first.checkout_url);
    expectError(await purchase(testApp, player, { price_id: pro.priceId }), 'store.plan_already_active', {
      params: { plan: planName },
    });
    expectError(
      await purchase(testApp, player, { price_id: pro.priceId }, { 'accept-language': 'sv' }),
      'store.plan_already_active',
      { locale: 'sv', params: { plan: planName } },
    );
    // Plans stack: another plan is bought alongside the active one.
    const second = await purchase(testApp, player, { price_id: other.priceId });
    expect(second.statusCode, second.body).toBe(201);
    await pay(second.json().data.checkout_url);
    expect((await mySubscriptions(player)).map((s) => s.id).sort()).toEqual([pro.planId, other.planId].sort());
  });

  it('a canceled checkout of a plan no longer blocks buying it', async () => {
    const player = await createTestUser(testApp);
    const { priceId } = await paidPlan();
    const first = (await purchase(testApp, player, { price_id: priceId })).json().data;
    const canceled = await app.inject({
      method: 'POST',
      url: `/api/v1/users/me/orders/${first.order.id}/cancel`,
      headers: player.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await purchase(testApp, player, { price_id: priceId })).statusCode).toBe(201);
  });

  it('two checkouts of a plan both paid: the second extends the subscription; refunding it takes the period back', async () => {
    const player = await createTestUser(testApp);
    const { planId, priceId } = await paidPlan();
    const { firstId, secondId, once, twice } = await payTwice(player, priceId);
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ id: planId });
    expect(Date.parse(twice[0]!.expires_at!) - Date.parse(once[0]!.expires_at!)).toBe(30 * DAY_MS);

    await refund(secondId);
    expect((await mySubscriptions(player))[0]!.expires_at).toBe(once[0]!.expires_at);
    expect(await hasFeature(player, 'coin_wagering')).toBe(true);
    // The first period was the last one paid for: its refund ends the subscription.
    await refund(firstId);
    expect(await mySubscriptions(player)).toEqual([]);
    expect(await hasFeature(player, 'coin_wagering')).toBe(false);
  });

  it('refunding the first of two stacked periods takes only its period off; the second keeps the subscription', async () => {
    const player = await createTestUser(testApp);
    const { planId, priceId } = await paidPlan();
    const { firstId, secondId, once, twice } = await payTwice(player, priceId);

    await refund(firstId);
    const after = await mySubscriptions(player);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: planId });
    expect(Date.parse(twice[0]!.expires_at!) - Date.parse(after[0]!.expires_at!)).toBe(30 * DAY_MS);
    expect(after[0]!.expires_at).toBe(once[0]!.expires_at);
    expect(await hasFeature(player, 'coin_wagering')).toBe(true);

    await refund(secondId);
    expect(await mySubscriptions(player)).toEqual([]);
    expect(await hasFeature(player, 'coin_wagering')).toBe(false);
  });

  it("the period is fixed at checkout: staff changing the plan's duration later changes neither what payment gives nor what a refund takes back", async () => {
    const player = await createTestUser(testApp);
    const { planId, priceId } = await paidPlan(30);
    const lasting = (days: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/subscriptions/${planId}`,
        headers: admin.headers,
        payload: {
          meta: [
            { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
            { meta_key: 'duration_days', meta_value: String(days) },
          ],
        },
      });
    const checkout = (await purchase(testApp, player, { price_id: priceId })).json().data;
    // Changed between checkout and payment: the player pays for the 30 days they were offered.
    expect((await lasting(60)).statusCode).toBe(200);
    const paidAt = Date.now();
    expect((await pay(checkout.checkout_url)).statusCode).toBe(303);
    const [held] = await mySubscriptions(player);
    // The buyer's order says which period it bought (the checkout return screen and Purchases show it).
    const order = await app.inject({ url: `/api/v1/users/me/orders/${checkout.order.id}`, headers: player.headers });
    expect(checkout.order.items[0].plan_days).toBe(30);
    expect(order.json().data.items[0]).toMatchObject({ subscription_id: planId, plan_days: 30 });
    const expiresIn = Date.parse(held!.expires_at!) - paidAt;
    expect(expiresIn).toBeGreaterThan(29 * DAY_MS);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY_MS + 60_000);

    // Changed again before the refund: the refund still takes back the 30 days, which ends the subscription.
    expect((await lasting(90)).statusCode).toBe(200);
    await refund(checkout.order.id);
    expect(await mySubscriptions(player)).toEqual([]);
    expect(await hasFeature(player, 'coin_wagering')).toBe(false);
  });

  it('refunds of periods already over leave a later subscription to the plan alone', async () => {
    const player = await createTestUser(testApp);
    const { priceId } = await paidPlan();
    const { firstId, secondId } = await payTwice(player, priceId);
    // The stacked subscription ran out (bought 70 days ago); the plan was bought again since.
    await testApp.database.db.execute(sql`
      update user_subscriptions set starts_at = now() - interval '70 days', expires_at = now() - interval '10 days'
      where user_id = ${player.id}`);
    await testApp.database.db.execute(sql`
      update orders set created_at = now() - interval '70 days', paid_at = now() - interval '70 days'
      where id in (${firstId}, ${secondId})`);
    const again = (await purchase(testApp, player, { price_id: priceId })).json().data;
    await pay(again.checkout_url);
    const current = await mySubscriptions(player);
    expect(current).toHaveLength(1);

    await refund(secondId);
    expect(await mySubscriptions(player)).toEqual(current);
    await refund(firstId);
    expect(await mySubscriptions(player)).toEqual(current);
  });

  it('two checkouts of a plan that does not end both paid: one subscription, kept until both are refunded', async () => {
    for (const refundFirst of ['first', 'second'] as const) {
      const player = await createTestUser(testApp);
      const { planId, priceId } = await paidPlan(null);
      const { firstId, secondId, once, twice } = await payTwice(player, priceId);
      expect(once).toMatchObject([{ id: planId, expires_at: null }]);
      const order = await app.inject({ url: `/api/v1/users/me/orders/${firstId}`, headers: player.headers });
      expect(order.json().data.items[0].plan_days).toBeNull();
      expect(twice).toEqual(once);
      const subscriptionRows = await rowsOf(
        testApp,
        sql`select id from user_subscriptions where user_id = ${player.id}`,
      );
      expect(subscriptionRows).toHaveLength(1);

      const [one, other] = refundFirst === 'first' ? [firstId, secondId] : [secondId, firstId];
      await refund(one);
      expect(await mySubscriptions(player), refundFirst).toEqual(once);
      expect(await hasFeature(player, 'coin_wagering')).toBe(true);
      await refund(other);
      expect(await mySubscriptions(player), refundFirst).toEqual([]);
      expect(await hasFeature(player, 'coin_wagering')).toBe(false);
    }
  });
});
