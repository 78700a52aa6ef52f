import { describe, expect, it } from 'vitest';
import type { PresenceChannel } from 'pusher-js';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { startPusherTestApp } from '../../test/pusher-app';
import { connected, next } from '../../test/realtime';
import { createTestUser } from '../../test/users';
import { signChannel } from './signatures';
import { createSocketControl } from './socket-control';

/** Private, public and presence channels of the Pusher protocol server, with pusher-js and raw sockets. */
const { testApp, app, fanout, publisher, realtimeApp, alice, bob, pusherFor, raw, signingHandler } =
  await startPusherTestApp();

describe('private channels through /broadcasting/auth', () => {
  it("authorizes the user's own channel with the bearer token and delivers published events", async () => {
    const pusher = pusherFor(alice);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(alice.id));
    await next(channel, 'pusher:subscription_succeeded');
    const received = next(channel, serverEvents.notificationCreated);
    await publisher.publish(realtimeChannels.user(alice.id), serverEvents.notificationCreated, { id: 7, title: 'Hi' });
    expect(await received).toEqual({ id: 7, title: 'Hi' });
  });

  it('delivers notification.created when a notification is created through the API', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const pusher = pusherFor(alice);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(alice.id));
    await next(channel, 'pusher:subscription_succeeded');
    const received = next<{ id: number; title: string; read_at: null }>(channel, serverEvents.notificationCreated);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/notifications',
      headers: staff.headers,
      payload: { user_id: alice.id, title: { en: 'Greens aerated' }, body: { en: 'Back nine closed today.' } },
    });
    expect(response.statusCode).toBe(201);
    const notification = await received;
    expect(notification).toMatchObject({ type: 'system', title: 'Greens aerated', read_at: null });
    const listed = await app.inject({ method: 'GET', url: '/api/v1/users/me/notifications', headers: alice.headers });
    expect(listed.json().data[0].id).toBe(notification.id);
  });

  it('forwards user.updated and abilities.updated caused by API calls', async () => {
    const pusher = pusherFor(alice);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(alice.id));
    await next(channel, 'pusher:subscription_succeeded');
    const updated = next(channel, serverEvents.userUpdated);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { city: 'Visby' },
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await updated).toEqual({});
  });

  it("refuses another user's channel (403 from the endpoint becomes a subscription error)", async () => {
    const pusher = pusherFor(alice);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(bob.id));
    expect(await next(channel, 'pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('refuses a forged signature with pusher:subscription_error', async () => {
    const pusher = pusherFor(null, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: 'unused',
        customHandler: (params, callback) => callback(null, { auth: `golf-key:${'0'.repeat(64)}` }),
      },
    });
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(alice.id));
    expect(await next(channel, 'pusher:subscription_error')).toMatchObject({ type: 'AuthError', status: 401 });
    // A signature made for another socket is as good as forged.
    const client = raw();
    await client.socketId();
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-users.1', auth: signChannel(realtimeApp, '1.1', 'private-users.1') },
    });
    await client.frame((f) => f.event === 'pusher:subscription_error' && f.channel === 'private-users.1');
    await publisher.publish('private-users.1', 'leak', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.map((f) => f.event)).not.toContain('leak');
  });

  it('stops delivering after unsubscribe', async () => {
    const client = raw();
    const socketId = await client.socketId();
    const channel = realtimeChannels.user(alice.id);
    client.send({ event: 'pusher:subscribe', data: { channel, auth: signChannel(realtimeApp, socketId, channel) } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    client.send({ event: 'pusher:unsubscribe', data: { channel } });
    client.send({ event: 'pusher:ping', data: {} });
    await client.frame((f) => f.event === 'pusher:pong');
    await publisher.publish(channel, 'after', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.map((f) => f.event)).not.toContain('after');
  });
});

describe('a private subscription signed for a user (a club channel)', () => {
  const channel = 'private-clubs.4242';
  const channelData = JSON.stringify({ user_id: '77' });

  it('needs the channel_data it was signed with: without it, it is refused', async () => {
    const client = raw();
    const socketId = await client.socketId();
    const auth = signChannel(realtimeApp, socketId, channel, channelData);
    client.send({ event: 'pusher:subscribe', data: { channel, auth } });
    await client.frame((f) => f.event === 'pusher:subscription_error' && f.channel === channel);
    client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  });

  it("is dropped by an eviction of its user, and other users' subscriptions stay", async () => {
    const { evictSubscriber } = createSocketControl(fanout);
    const join = async (data: string) => {
      const client = raw();
      const socketId = await client.socketId();
      client.send({
        event: 'pusher:subscribe',
        data: { channel, auth: signChannel(realtimeApp, socketId, channel, data), channel_data: data },
      });
      await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
      return client;
    };
    const [evicted, staying] = [await join(channelData), await join(JSON.stringify({ user_id: '78' }))];
    await evictSubscriber(channel, 77);
    await publisher.publish(channel, 'after', {});
    await staying.frame((f) => f.event === 'after');
    // The evicted socket answers a ping after anything sent to it before.
    evicted.send({ event: 'pusher:ping', data: {} });
    await evicted.frame((f) => f.event === 'pusher:pong');
    expect(evicted.frames.map((f) => f.event)).not.toContain('after');
  });
});

describe('public channels', () => {
  it('delivers system events without authorization', async () => {
    const pusher = pusherFor(null);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.system);
    await next(channel, 'pusher:subscription_succeeded');
    const received = next(channel, serverEvents.versionReleased);
    await publisher.publish(realtimeChannels.system, serverEvents.versionReleased, { version: '1.2.0' });
    expect(await received).toEqual({ version: '1.2.0' });
  });
});

describe('presence channels', () => {
  it('lists members on subscription and announces arrivals and departures', async () => {
    const channelName = realtimeChannels.round(41);
    const first = pusherFor(null, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: 'unused',
        customHandler: signingHandler(alice.id, { display_name: 'alice' }),
      },
    });
    await connected(first);
    const firstChannel = first.subscribe(channelName) as PresenceChannel;
    await next(firstChannel, 'pusher:subscription_succeeded');
    expect(firstChannel.members.count).toBe(1);

    const added = next<{ id: string; info: unknown }>(firstChannel, 'pusher:member_added');
    const second = pusherFor(null, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: 'unused',
        customHandler: signingHandler(bob.id, { display_name: 'bob' }),
      },
    });
    await connected(second);
    const secondChannel = second.subscribe(channelName) as PresenceChannel;
    await next(secondChannel, 'pusher:subscription_succeeded');
    expect(secondChannel.members.count).toBe(2);
    expect(secondChannel.members.get(String(alice.id))).toEqual({
      id: String(alice.id),
      info: { display_name: 'alice' },
    });
    expect(secondChannel.members.me).toEqual({ id: String(bob.id), info: { display_name: 'bob' } });
    expect(await added).toEqual({ id: String(bob.id), info: { display_name: 'bob' } });

    const removed = next<{ id: string }>(firstChannel, 'pusher:member_removed');
    second.disconnect();
    expect((await removed).id).toBe(String(bob.id));
    expect(firstChannel.members.count).toBe(1);
  });

  it('counts a user with two sockets once', async () => {
    const channel = realtimeChannels.round(42);
    const join = async (userId: number) => {
      const client = raw();
      const socketId = await client.socketId();
      const channelData = JSON.stringify({ user_id: userId, user_info: {} });
      client.send({
        event: 'pusher:subscribe',
        data: { channel, auth: signChannel(realtimeApp, socketId, channel, channelData), channel_data: channelData },
      });
      await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
      return client;
    };
    const watcher = await join(1);
    await join(2);
    await join(2);
    const last = await join(3);
    expect(last.frames.at(-1)?.data).toMatchObject({ presence: { count: 3, ids: ['1', '2', '3'] } });
    await watcher.frame(
      (f) => f.event === 'pusher_internal:member_added' && (f.data as { user_id: string }).user_id === '3',
    );
    expect(watcher.frames.filter((f) => f.event === 'pusher_internal:member_added').map((f) => f.data)).toEqual([
      { user_id: '2', user_info: {} },
      { user_id: '3', user_info: {} },
    ]);
  });

  it('refuses presence without a signed channel_data', async () => {
    const client = raw();
    const socketId = await client.socketId();
    const channel = realtimeChannels.round(43);
    const signed = JSON.stringify({ user_id: '1' });
    client.send({
      event: 'pusher:subscribe',
      data: {
        channel,
        auth: signChannel(realtimeApp, socketId, channel, signed),
        channel_data: JSON.stringify({ user_id: '2' }),
      },
    });
    expect(await client.frame((f) => f.event === 'pusher:subscription_error')).toMatchObject({
      channel,
      data: { type: 'AuthError', status: 401 },
    });
  });
});
