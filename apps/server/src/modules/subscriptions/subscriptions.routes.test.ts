import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { sql } from 'drizzle-orm';
import { createEconomyAdmin, createPlanWithPrice, purchase, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);

const hasFeature = async (user: TestUser, feature: string) =>
  (await app.inject({ url: `/api/v1/users/me/features/${feature}`, headers: user.headers })).json().data.has_feature;

let plans = 0;
/** A plan for money unlocking coin_wagering; `days` null: a plan that does not end (no duration_days). */
async function paidPlan(days: number | null = 30) {
  const name = `Pro ${(plans += 1)}`;
  const created = await createPlanWithPrice(testApp, admin, {
    name,
    meta: [
      { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
      ...(days === null ? [] : [{ meta_key: 'duration_days', meta_value: String(days) }]),
    ],
  });
  return { ...created, name };
}

const DAY_MS = 24 * 3600 * 1000;
const pay = (checkoutUrl: string) => app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/pay` });
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

describe('subscriptions', () => {
  it('lists the plans: base without prices, the legacy plan 7, paid plans with prices', async () => {
    const player = await createTestUser(testApp);
    const { planId } = await paidPlan();
    const plans = (await app.inject({ url: '/api/v1/subscriptions?per_page=100', headers: player.headers })).json()
      .data;
    expect(plans.find((p: { id: number }) => p.id === 1)).toMatchObject({ name: 'Base', prices: [], is_base: true });
    expect(plans.find((p: { id: number }) => p.id === 7)).toMatchObject({ is_legacy: true });
    expect(plans.find((p: { id: number }) => p.id === planId)).toMatchObject({
      is_base: false,
      features: ['coin_wagering'],
      prices: [{ amount: 999, currency: 'SEK' }],
    });
  });

  it('buying a paid plan gives its features through the subscription meta until it expires', async () => {
    const player = await createTestUser(testApp);
    const { planId, priceId } = await paidPlan();
    expect(await hasFeature(player, 'coin_wagering')).toBe(false);
    const { checkout_url } = (await purchase(testApp, player, { price_id: priceId })).json().data;
    const paid = await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(await hasFeature(player, 'coin_wagering')).toBe(true);
    const mine = (await app.inject({ url: '/api/v1/users/me/subscriptions', headers: player.headers })).json().data;
    expect(mine).toMatchObject([{ id: planId, prices: [{ amount: 999 }] }]);
    expect(Date.parse(mine[0].expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const me = (await app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data;
    expect(me.user_subscriptions).toMatchObject([{ id: planId }]);
    expect(me.premium_subscriptions).toMatchObject([{ id: planId }]);
  });

  it('staff unlock features with an expiry; an expired unlock gives nothing; changes publish feature-unlocks.updated', async () => {
    const player = await createTestUser(testApp);
    const add = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${player.id}/feature-unlocks`,
        headers: admin.headers,
        payload,
      });
    // A grant must expire in the future: this one is made to expire by moving its expiry back.
    const soon = await add({ feature: 'offline', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(soon.statusCode, soon.body).toBe(201);
    expect(await hasFeature(player, 'offline')).toBe(true);
    await testApp.database.db.execute(
      sql`update user_feature_unlocks set expires_at = now() - interval '1 second' where user_id = ${player.id}`,
    );
    expect(await hasFeature(player, 'offline')).toBe(false);
    const later = new Date(Date.now() + 3600_000).toISOString();
    const added = await add({ feature: 'offline', expires_at: later });
    expect(added.json().data).toEqual([{ name: 'offline', expires_at: later }]);
    expect(await hasFeature(player, 'offline')).toBe(true);
    const published = fanout
      .events(realtimeChannels.user(player.id))
      .filter((e) => e.event === serverEvents.featureUnlocksUpdated)
      .at(-1);
    expect(published?.payload).toEqual([{ name: 'offline', expires_at: later }]);
    expectError(await add({ feature: 'flying' }), 'general.validation_failed');
  });

  it('refuses a staff unlock whose expiry is not in the future (422 on expires_at), and grants nothing', async () => {
    const player = await createTestUser(testApp);
    const add = (expires_at: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${player.id}/feature-unlocks`,
        headers: { ...admin.headers, ...headers },
        payload: { feature: 'offline', expires_at },
      });
    const past = await add(new Date(Date.now() - 1000).toISOString());
    expectError(past, 'general.validation_failed');
    expect(past.json().errors).toEqual({ expires_at: ['The expiry date field must be a date in the future.'] });
    const sv = await add(new Date(Date.now() - 3600_000).toISOString(), { 'accept-language': 'sv' });
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(sv.json().errors).toEqual({ expires_at: ['Fältet utgångsdatum måste vara ett datum i framtiden.'] });
    expect(await hasFeature(player, 'offline')).toBe(false);
    const unlocks = await rowsOf(testApp, sql`select id from user_feature_unlocks where user_id = ${player.id}`);
    expect(unlocks).toEqual([]);
  });

  it('logs staff grants and removals of feature unlocks with actor, user, feature and expiry', async () => {
    const player = await createTestUser(testApp);
    const logOf = async (event: string) =>
      (
        await app.inject({
          url: `/api/v1/admin/activity-logs?filter[event]=${event}&filter[subject_id]=${player.id}`,
          headers: admin.headers,
        })
      ).json().data;
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const granted = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/feature-unlocks`,
      headers: { ...admin.headers, 'user-agent': 'backoffice-test' },
      payload: { feature: 'tournaments', expires_at: expiresAt },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const forever = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/feature-unlocks`,
      headers: admin.headers,
      payload: { feature: 'offline' },
    });
    expect(forever.statusCode, forever.body).toBe(201);
    const unlocks = (
      await app.inject({ url: `/api/v1/admin/users/${player.id}/feature-unlocks`, headers: admin.headers })
    ).json().data as { id: number; name: string }[];
    const tournaments = unlocks.find((unlock) => unlock.name === 'tournaments')!;
    const offline = unlocks.find((unlock) => unlock.name === 'offline')!;

    const grants = await logOf('users.feature_unlock_granted');
    expect(grants).toHaveLength(2);
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor_id: admin.id,
          subject_type: 'user',
          subject_id: player.id,
          user_agent: 'backoffice-test',
          properties: { unlock_id: tournaments.id, feature: 'tournaments', expires_at: expiresAt },
        }),
        expect.objectContaining({
          actor_id: admin.id,
          subject_id: player.id,
          properties: { unlock_id: offline.id, feature: 'offline', expires_at: null },
        }),
      ]),
    );
    expect(await logOf('users.feature_unlock_revoked')).toEqual([]);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${player.id}/feature-unlocks/${tournaments.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await hasFeature(player, 'tournaments')).toBe(false);
    const revokes = await logOf('users.feature_unlock_revoked');
    expect(revokes).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        subject_id: player.id,
        properties: { unlock_id: tournaments.id, feature: 'tournaments', expires_at: expiresAt },
      }),
    ]);

    // Nothing removed, nothing logged: an unknown unlock, or one of another user, is a 404.
    const other = await createTestUser(testApp);
    for (const url of [
      `/api/v1/admin/users/${player.id}/feature-unlocks/${tournaments.id}`,
      `/api/v1/admin/users/${other.id}/feature-unlocks/${offline.id}`,
    ]) {
      expectError(await app.inject({ method: 'DELETE', url, headers: admin.headers }), 'general.not_found');
    }
    expect(await logOf('users.feature_unlock_revoked')).toHaveLength(1);
    expect(await hasFeature(player, 'offline')).toBe(true);
    // A grant to a user who does not exist is a 404 and logs nothing.
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/99999999/feature-unlocks',
      headers: admin.headers,
      payload: { feature: 'offline' },
    });
    expectError(missing, 'general.not_found');
    const all = (
      await app.inject({
        url: '/api/v1/admin/activity-logs?filter[event]=users.feature_unlock_granted&filter[subject_id]=99999999',
        headers: admin.headers,
      })
    ).json().data;
    expect(all).toEqual([]);
  });

  it('a staff-given subscription takes the checks of the unlock grant and the plan editor, saving nothing else', async () => {
    const player = await createTestUser(testApp);
    const { planId } = await paidPlan(30);
    const give = (payload: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${player.id}/subscriptions`,
        headers: { ...admin.headers, ...headers },
        payload: { subscription_id: planId, ...payload },
      });
    const expired = await give({ expires_at: '2000-01-01T00:00:00Z' });
    expectError(expired, 'general.validation_failed');
    expect(expired.json().errors).toEqual({ expires_at: ['The expiry date field must be a date in the future.'] });
    const sv = await give({ expires_at: '2000-01-01T00:00:00Z' }, { 'accept-language': 'sv' });
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(Object.keys(sv.json().errors)).toEqual(['expires_at']);
    const nonsense = await give({ meta: [{ meta_key: 'feature_unlock', meta_value: 'nonsense' }] });
    expect(nonsense.json().errors).toEqual({
      meta: [expect.stringMatching(/^The selected feature.unlock is invalid\.$/)],
    });
    // The plan has duration_days 30: a second one on the subscription would be a duplicate key.
    const duplicate = await give({ meta: [{ meta_key: 'duration_days', meta_value: '-1' }] });
    expect(duplicate.json().errors).toEqual({
      meta: [expect.stringMatching(/^The duration.days field must be between 1 and \d+\.$/)],
    });
    const twice = await give({ meta: [{ meta_key: 'duration_days', meta_value: '60' }] });
    expect(twice.json().errors).toEqual({
      meta: [expect.stringMatching(/^The duration.days field has a duplicate value\.$/)],
    });
    const unknown = await give({ subscription_id: 99999999 });
    expect(unknown.json().errors).toEqual({ subscription_id: ['The selected subscription is invalid.'] });
    expect(await rowsOf(testApp, sql`select id from user_subscriptions where user_id = ${player.id}`)).toEqual([]);

    const future = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const given = await give({ expires_at: future, meta: [{ meta_key: 'feature_unlock', meta_value: 'offline' }] });
    expect(given.statusCode, given.body).toBe(201);
    expect(await hasFeature(player, 'offline')).toBe(true);
  });

  it('the legacy plan given by staff marks the user; a plan in use cannot be deleted', async () => {
    const player = await createTestUser(testApp);
    const given = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/subscriptions`,
      headers: admin.headers,
      payload: { subscription_id: 7 },
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(await hasFeature(player, 'software_download')).toBe(true);
    expectError(
      await app.inject({ method: 'DELETE', url: '/api/v1/admin/subscriptions/7', headers: admin.headers }),
      'store.plan_is_legacy',
    );
  });

  it('never deletes the legacy plan, even when nobody holds it', async () => {
    // This file's database is its own: nobody else's subscriptions are removed.
    await testApp.database.db.execute(sql`delete from user_subscriptions where subscription_id = 7`);
    const url = '/api/v1/admin/subscriptions/7';
    expectError(await app.inject({ method: 'DELETE', url, headers: admin.headers }), 'store.plan_is_legacy');
    expectError(
      await app.inject({ method: 'DELETE', url, headers: { ...admin.headers, 'accept-language': 'sv' } }),
      'store.plan_is_legacy',
      { locale: 'sv' },
    );
    const plan = await app.inject({ url, headers: admin.headers });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().data.is_legacy).toBe(true);
  });

  it('refuses deleting a plan that was ordered (even a canceled checkout) or that users hold, saying why', async () => {
    const player = await createTestUser(testApp);
    const ordered = await paidPlan();
    const first = (await purchase(testApp, player, { price_id: ordered.priceId })).json().data;
    const url = (id: number) => `/api/v1/admin/subscriptions/${id}`;
    expectError(
      await app.inject({ method: 'DELETE', url: url(ordered.planId), headers: admin.headers }),
      'store.plan_has_orders',
    );
    const canceled = await app.inject({
      method: 'POST',
      url: `/api/v1/users/me/orders/${first.order.id}/cancel`,
      headers: player.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expectError(
      await app.inject({
        method: 'DELETE',
        url: url(ordered.planId),
        headers: { ...admin.headers, 'accept-language': 'sv' },
      }),
      'store.plan_has_orders',
      { locale: 'sv' },
    );

    const held = await paidPlan();
    const given = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/subscriptions`,
      headers: admin.headers,
      payload: { subscription_id: held.planId },
    });
    expect(given.statusCode, given.body).toBe(201);
    expectError(
      await app.inject({ method: 'DELETE', url: url(held.planId), headers: admin.headers }),
      'store.plan_has_subscribers',
    );
    for (const id of [ordered.planId, held.planId])
      expect((await app.inject({ url: url(id), headers: admin.headers })).statusCode).toBe(200);
  });

  it('deletes a plan nobody ordered or holds, with its prices; an unknown plan is 404', async () => {
    const { planId, priceId } = await paidPlan();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/subscriptions/${planId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectError(
      await app.inject({ url: `/api/v1/admin/subscriptions/${planId}`, headers: admin.headers }),
      'general.not_found',
    );
    expect(await rowsOf(testApp, sql`select id from prices where id = ${priceId}`)).toEqual([]);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/v1/admin/subscriptions/${planId}`, headers: admin.headers }),
      'general.not_found',
    );
  });

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
