import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { createEconomyAdmin, purchase } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);

const hasFeature = async (user: TestUser, feature: string) =>
  (await app.inject({ url: `/api/v1/users/me/features/${feature}`, headers: user.headers })).json().data.has_feature;

async function paidPlan() {
  const plan = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/subscriptions',
    headers: admin.headers,
    payload: {
      name: `Pro ${Date.now()}`,
      meta: [
        { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
        { meta_key: 'duration_days', meta_value: '30' },
      ],
    },
  });
  expect(plan.statusCode, plan.body).toBe(201);
  const price = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/prices',
    headers: admin.headers,
    payload: { subscription_id: plan.json().data.id, price_type: 10, amount: 999, currency: 'SEK' },
  });
  expect(price.statusCode, price.body).toBe(201);
  return { planId: plan.json().data.id as number, priceId: price.json().data.id as number };
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
    expect((await add({ feature: 'offline', expires_at: new Date(Date.now() - 1000).toISOString() })).statusCode).toBe(
      201,
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
      'general.validation_failed',
    );
  });
});
