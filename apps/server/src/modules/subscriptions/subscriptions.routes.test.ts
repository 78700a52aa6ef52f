import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { sql } from 'drizzle-orm';
import { createEconomyAdmin, purchase, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser } from '../../../test/users';
import { DAY_MS, planHelpers } from '../../../test/plans';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
const { hasFeature, paidPlan } = planHelpers(testApp, admin);

describe('subscriptions', () => {
  it('lists the plans: base without prices, the legacy plan 7, paid plans with prices', async () => {
    const player = await createTestUser(testApp);
    const { planId } = await paidPlan();
    const plans = (await app.inject({ url: '/api/v1/subscriptions?per_page=100', headers: player.headers })).json()
      .data;
    expect(plans.find((p: { id: number }) => p.id === 1)).toMatchObject({ name: 'Base', prices: [], is_base: true });
    expect(plans.find((p: { id: number }) => p.id === 7)).toMatchObject({ is_legacy: true });
    // The demo plan on sale holds every feature whose refusal sends a player to the plans (wagering, tournaments).
    expect(plans.find((p: { id: number }) => p.id === 2).features).toEqual(
      expect.arrayContaining(['coin_wagering', 'tournaments']),
    );
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
      meta: [expect.stringMatching(/^The duration.days field must be between 1 and 36,500\.$/)],
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
});
