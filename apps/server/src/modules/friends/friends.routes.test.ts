import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { realtimeChannels, serverEvents, translate, type Locale } from '@golf/contracts';
import { settings } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const BASE = '/api/v1/friends';

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, locale?: Locale) =>
  app.inject({
    method,
    url: `${BASE}${url}`,
    payload,
    headers: { ...user.headers, ...(locale ? { 'accept-language': locale } : {}) },
  });

const ask = (from: TestUser, to: TestUser, locale?: Locale) =>
  call(from, 'POST', '/requests', { user_id: to.id }, locale);

async function setMaxPending(value: number) {
  await testApp.database.db
    .update(settings)
    .set({ settingValue: String(value) })
    .where(eq(settings.settingKey, 'max_pending_friend_requests'));
}

const notificationsOf = (user: TestUser) =>
  fanout
    .events(realtimeChannels.user(user.id))
    .filter((e) => e.event === serverEvents.notificationCreated)
    .map((e) => e.payload as { type: string; body: string; data: Record<string, unknown> });

const friendsUpdatesOf = (user: TestUser) =>
  fanout
    .events(realtimeChannels.user(user.id))
    .filter((e) => e.event === serverEvents.friendsUpdated)
    .map((e) => e.payload);

/** The caller's unread friend-request notifications, as the bell counts them. */
const unreadRequestsOf = async (user: TestUser) =>
  (
    (await app.inject({ url: '/api/v1/users/me/notifications?read=0&per_page=50', headers: user.headers })).json()
      .data as { type: string; data: { user_id?: number } }[]
  ).filter((n) => n.type === 'friend_request');

describe('friends', () => {
  let anna: TestUser;
  let bo: TestUser;
  beforeAll(async () => {
    anna = await createTestUser(testApp, { displayName: 'anna_friend' });
    bo = await createTestUser(testApp, { displayName: 'bo_friend' });
  });

  it('a request, then its acceptance, notify the other player live and make them friends', async () => {
    const sent = await ask(anna, bo);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ id: bo.id, display_name: 'bo_friend', status: 10, direction: 'outgoing' });
    expect(notificationsOf(bo).at(-1)).toMatchObject({
      type: 'friend_request',
      body: 'anna_friend wants to be your friend.',
      data: { user_id: anna.id },
    });
    expect((await call(bo, 'GET', '')).json().data.incoming).toMatchObject([{ id: anna.id, direction: 'incoming' }]);

    const accepted = await call(bo, 'POST', `/requests/${anna.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: anna.id, status: 20, direction: null });
    expect(notificationsOf(anna).at(-1)).toMatchObject({
      type: 'friend_accepted',
      body: 'bo_friend accepted your friend request.',
    });
    const overview = (await call(anna, 'GET', '')).json().data;
    expect(overview.friends).toMatchObject([{ id: bo.id, display_name: 'bo_friend', status: 20 }]);
    expect(overview.outgoing).toEqual([]);
  });

  it('search finds players by part of the name, with the relation, from 3 characters', async () => {
    const found = await call(anna, 'GET', '/search?search=BO_FR');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([{ id: bo.id, display_name: 'bo_friend', status: 20, direction: null }]);
    const short = await call(anna, 'GET', '/search?search=bo');
    expectError(short, 'general.validation_failed');
    expect(short.json().errors.search).toEqual([translate('en', 'validation.search_min', { min: 3 })]);
  });

  it.each(['en', 'sv'] as const)('"Already requested" (7001) in %s', async (locale) => {
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    expect((await ask(a, b)).statusCode).toBe(201);
    expectError(await ask(a, b, locale), 'friends.already_requested', { locale });
  });

  it.each(['en', 'sv'] as const)('"Max pending" (7002) from the setting, in %s', async (locale) => {
    await setMaxPending(2);
    try {
      const asker = await createTestUser(testApp);
      for (let i = 0; i < 2; i += 1) expect((await ask(asker, await createTestUser(testApp))).statusCode).toBe(201);
      const refused = await ask(asker, await createTestUser(testApp), locale);
      expectError(refused, 'friends.max_pending', { locale, params: { max: 2 } });
      expect(refused.json().error).toContain('2');
    } finally {
      await setMaxPending(20);
    }
  });

  it.each(['en', 'sv'] as const)(
    '"No pending" (7003) to accept or decline without a request, in %s',
    async (locale) => {
      const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
      expectError(await call(a, 'POST', `/requests/${b.id}/accept`, undefined, locale), 'friends.no_pending_request', {
        locale,
      });
      expect((await ask(a, b)).statusCode).toBe(201);
      // Only the one asked answers: the asker cannot accept their own request.
      expectError(await call(a, 'POST', `/requests/${b.id}/accept`, undefined, locale), 'friends.no_pending_request', {
        locale,
      });
      expect((await call(b, 'POST', `/requests/${a.id}/decline`)).statusCode).toBe(204);
      expectError(await call(b, 'POST', `/requests/${a.id}/decline`, undefined, locale), 'friends.no_pending_request', {
        locale,
      });
    },
  );

  it('refuses oneself, an unknown player, a friend twice; a request back accepts the first', async () => {
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    expectError(await ask(a, a), 'friends.cannot_befriend_self');
    expectError(await call(a, 'POST', '/requests', { user_id: 999_999 }), 'friends.user_not_found');
    expect((await ask(a, b)).statusCode).toBe(201);
    const back = await ask(b, a);
    expect(back.statusCode).toBe(201);
    expect(back.json().data).toMatchObject({ id: a.id, status: 20 });
    expectError(await ask(a, b), 'friends.already_friends');
  });

  it('removes a friend or withdraws a request; "not friends" otherwise', async () => {
    const [a, b, c] = [await createTestUser(testApp), await createTestUser(testApp), await createTestUser(testApp)];
    await ask(a, b);
    await call(b, 'POST', `/requests/${a.id}/accept`);
    expect((await call(b, 'DELETE', `/${a.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', '')).json().data.friends).toEqual([]);
    await ask(a, c);
    // The one asked cannot "remove" a request (they decline it); the asker withdraws it.
    expectError(await call(c, 'DELETE', `/${a.id}`), 'friends.not_friends');
    expect((await call(a, 'DELETE', `/${c.id}`)).statusCode).toBe(204);
    expectError(await call(a, 'DELETE', `/${c.id}`), 'friends.not_friends');
    // The other player's open list hears of each end, which rings no bell: a, removed by b; c, whose request was withdrawn.
    expect(friendsUpdatesOf(a)).toEqual([{ user_id: b.id }]);
    expect(friendsUpdatesOf(c)).toEqual([{ user_id: a.id }]);
  });

  it('answering a request on the friends screen marks its notification read; others stay unread', async () => {
    const [a, b, c] = [await createTestUser(testApp), await createTestUser(testApp), await createTestUser(testApp)];
    await ask(a, c);
    await ask(b, c);
    expect(await unreadRequestsOf(c)).toHaveLength(2);
    expect((await call(c, 'POST', `/requests/${a.id}/accept`)).statusCode).toBe(200);
    expect((await unreadRequestsOf(c)).map((n) => n.data.user_id)).toEqual([b.id]);
    expect((await call(c, 'POST', `/requests/${b.id}/decline`)).statusCode).toBe(204);
    expect(await unreadRequestsOf(c)).toEqual([]);
  });

  it('withdrawing a request marks its notification read', async () => {
    const [a, b, c] = [await createTestUser(testApp), await createTestUser(testApp), await createTestUser(testApp)];
    await ask(a, c);
    await ask(b, c);
    expect((await call(a, 'DELETE', `/${c.id}`)).statusCode).toBe(204);
    expect((await unreadRequestsOf(c)).map((n) => n.data.user_id)).toEqual([b.id]);
  });

  it('tells the asker live when their request is declined', async () => {
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    await ask(a, b);
    expect((await call(b, 'POST', `/requests/${a.id}/decline`)).statusCode).toBe(204);
    expect(friendsUpdatesOf(a)).toEqual([{ user_id: b.id }]);
    expect(friendsUpdatesOf(b)).toEqual([]);
  });

  it('needs a signed-in player', async () => {
    expectError(await app.inject({ method: 'GET', url: BASE }), 'auth.unauthorized');
  });
});

describe('online presence', () => {
  const authorize = (user: TestUser, channel: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      headers: user.headers,
      payload: { socket_id: '123.456', channel_name: channel },
    });

  it('a player joins their own beacon; friends may watch it, strangers may not', async () => {
    const [a, b, stranger] = [
      await createTestUser(testApp),
      await createTestUser(testApp),
      await createTestUser(testApp),
    ];
    await ask(a, b);
    await call(b, 'POST', `/requests/${a.id}/accept`);
    expect((await authorize(a, realtimeChannels.online(a.id))).statusCode).toBe(200);
    expect((await authorize(b, realtimeChannels.online(a.id))).statusCode).toBe(200);
    expectError(await authorize(stranger, realtimeChannels.online(a.id)), 'realtime.channel_forbidden', {
      params: { channel: realtimeChannels.online(a.id) },
    });
  });
});
