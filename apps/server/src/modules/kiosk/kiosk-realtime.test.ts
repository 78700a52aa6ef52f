import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { startPusherTestApp } from '../../../test/pusher-app';
import { connected, next } from '../../../test/realtime';
import { createTestUser } from '../../../test/users';

/**
 * A kiosk session over the socket (decision 0103): the user channel is closed to it, and its kiosk
 * channel carries the user events without personal data but never wallets or notifications.
 */
const { testApp, app, publisher, pusherFor } = await startPusherTestApp();

describe('kiosk sessions on the real-time server', () => {
  it('refuses private-users and delivers only the events without personal data on private-kiosk-users', async () => {
    const player = await createTestUser(testApp);
    const locked = await app.inject({ method: 'POST', url: '/api/v1/kiosk/lock', headers: player.headers });
    expect(locked.statusCode).toBe(204);
    const pusher = pusherFor(player);
    await connected(pusher);

    const personal = pusher.subscribe(realtimeChannels.user(player.id));
    expect(await next(personal, 'pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 403 });

    const kiosk = pusher.subscribe(realtimeChannels.kioskUser(player.id));
    await next(kiosk, 'pusher:subscription_succeeded');
    const heard: string[] = [];
    kiosk.bind_global((event: string) => {
      if (!event.startsWith('pusher:')) heard.push(event);
    });
    // Personal events first: had they reached the kiosk channel, they would be heard before user.updated.
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.notificationCreated, { id: 1, title: 'x' });
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.walletUpdated, {
      token_type: 1,
      balance: 5,
    });
    const updated = next(kiosk, serverEvents.userUpdated);
    // A change of game settings from the kiosk itself reaches it as user.updated.
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: player.headers,
      payload: { player_settings: { hand: 'L' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await updated).toEqual({});
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.featureUnlocksUpdated, []);
    expect(await next(kiosk, serverEvents.featureUnlocksUpdated)).toEqual([]);
    expect(heard).toEqual([serverEvents.userUpdated, serverEvents.featureUnlocksUpdated]);
  });

  it('keeps the user channel of an ordinary session whole', async () => {
    const player = await createTestUser(testApp);
    const pusher = pusherFor(player);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(player.id));
    await next(channel, 'pusher:subscription_succeeded');
    const wallet = next(channel, serverEvents.walletUpdated);
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.walletUpdated, {
      token_type: 1,
      balance: 5,
    });
    expect(await wallet).toEqual({ token_type: 1, balance: 5 });
  });

  it('takes from a session that becomes a kiosk session the user channel its sockets already held', async () => {
    const player = await createTestUser(testApp);
    const pusher = pusherFor(player);
    const before = await connected(pusher);
    const personal = pusher.subscribe(realtimeChannels.user(player.id));
    await next(personal, 'pusher:subscription_succeeded');
    const heard: string[] = [];
    pusher.bind_global((event: string) => {
      if (!event.startsWith('pusher')) heard.push(event);
    });

    // The socket is closed with 4200; pusher-js reconnects at once and subscribes again, refused now.
    const refused = next(personal, 'pusher:subscription_error');
    const locked = await app.inject({ method: 'POST', url: '/api/v1/kiosk/lock', headers: player.headers });
    expect(locked.statusCode).toBe(204);
    expect(await refused).toMatchObject({ type: 'AuthError', status: 403 });
    expect(pusher.connection.socket_id).not.toBe(before);

    const kiosk = pusher.subscribe(realtimeChannels.kioskUser(player.id));
    await next(kiosk, 'pusher:subscription_succeeded');
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.walletUpdated, {
      token_type: 1,
      balance: 5,
    });
    const updated = next(kiosk, serverEvents.userUpdated);
    await publisher.publish(realtimeChannels.user(player.id), serverEvents.userUpdated, {});
    await updated;
    expect(heard).toEqual([serverEvents.userUpdated]);
  });

  it("leaves other users' sockets alone", async () => {
    const [player, other] = [await createTestUser(testApp), await createTestUser(testApp)];
    const pusher = pusherFor(other);
    const socket = await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(other.id));
    await next(channel, 'pusher:subscription_succeeded');
    const locked = await app.inject({ method: 'POST', url: '/api/v1/kiosk/lock', headers: player.headers });
    expect(locked.statusCode).toBe(204);
    const wallet = next(channel, serverEvents.walletUpdated);
    await publisher.publish(realtimeChannels.user(other.id), serverEvents.walletUpdated, { token_type: 1, balance: 7 });
    expect(await wallet).toEqual({ token_type: 1, balance: 7 });
    expect(pusher.connection.socket_id).toBe(socket);
  });
});
