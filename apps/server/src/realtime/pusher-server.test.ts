import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Pusher from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp, TEST_SECRET } from '../../test/app';
import { expectError } from '../../test/errors';
import { connected, next, portOf, pusherClient, rawClient, type RawClient } from '../../test/realtime';
import { createTestUser, type TestUser } from '../../test/users';
import { createMemoryFanout } from './fanout';
import { createPublisher } from './publisher';
import { closeCodes } from './pusher-protocol';
import { resolveRealtimeApp } from './realtime-app';
import { md5Hex, signChannel, signedQuery } from './signatures';

/**
 * The Pusher protocol server against the stock pusher-js client (its Node build) and raw
 * WebSockets, on a listening app. Short activity and pong timeouts keep the liveness tests quick.
 */
const fanout = createMemoryFanout();
const publisher = createPublisher(fanout);
const testApp = await createTestApp({
  fanout,
  env: {
    REALTIME_ACTIVITY_TIMEOUT_SECONDS: '1',
    REALTIME_PONG_TIMEOUT_SECONDS: '1',
    REALTIME_ALLOWED_ORIGINS: 'http://allowed.test',
    REALTIME_MAX_MESSAGE_BYTES: '2048',
  },
});
const { app, config } = testApp;
// Derived from SECRET, as in a development install (PUSHER_APP_SECRET unset).
const realtimeApp = resolveRealtimeApp(config.realtime, TEST_SECRET);
let port = 0;
let alice: TestUser;
let bob: TestUser;

const clients: { disconnect(): void }[] = [];
const raws: RawClient[] = [];
function pusherFor(user: TestUser | null, options: Parameters<typeof pusherClient>[1] = {}): Pusher {
  const client = pusherClient(port, {
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      headers: user ? { Authorization: `Bearer ${user.token}` } : {},
    },
    ...options,
  });
  clients.push(client);
  return client;
}
function raw(...args: Parameters<typeof rawClient> extends [number, ...infer Rest] ? Rest : never): RawClient {
  const client = rawClient(port, ...args);
  raws.push(client);
  return client;
}
/** pusher-js with a handler that signs locally, as a trusted backend would for presence channels. */
const signingHandler =
  (userId: number | null, userInfo: unknown = {}) =>
  (
    params: { socketId: string; channelName: string },
    callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
  ) => {
    const channelData = userId === null ? undefined : JSON.stringify({ user_id: String(userId), user_info: userInfo });
    callback(null, {
      auth: signChannel(realtimeApp, params.socketId, params.channelName, channelData),
      channel_data: channelData,
    });
  };

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(app.server);
  alice = await createTestUser(testApp);
  bob = await createTestUser(testApp);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const client of raws.splice(0)) client.ws.terminate();
});

describe('connection', () => {
  it('establishes with a random numeric socket id and the activity timeout', async () => {
    const client = raw();
    const established = await client.frame((f) => f.event === 'pusher:connection_established');
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 1 });
    const other = await raw().socketId();
    expect(other).not.toBe(await client.socketId());
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = raw();
    await client.socketId();
    client.send({ event: 'pusher:ping', data: {} });
    await client.frame((f) => f.event === 'pusher:pong');
  });

  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const client = raw();
    await client.socketId();
    await client.frame((f) => f.event === 'pusher:ping', 3000);
    expect((await client.closed).code).toBe(closeCodes.pongTimeout);
    expect(client.frames).toContainEqual({
      event: 'pusher:error',
      data: { code: 4201, message: 'Pong reply not received' },
    });
  });

  it('keeps a client that answers the pings (pusher-js)', async () => {
    const pusher = pusherFor(null);
    await connected(pusher);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(pusher.connection.state).toBe('connected');
  });

  it('refuses an unknown app key with 4001 (pusher-js reports it)', async () => {
    const pusher = pusherFor(null, { key: 'no-such-key' });
    const errors: unknown[] = [];
    pusher.connection.bind('error', (error: unknown) => errors.push(error));
    // pusher-js reports a handshake refusal as a WebSocketError wrapping the server's pusher:error.
    await vi.waitFor(() =>
      expect(errors[0]).toMatchObject({ type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001 } } }),
    );
    expect(pusher.connection.state).not.toBe('connected');
    const client = raw('/app/no-such-key?protocol=7');
    expect((await client.closed).code).toBe(closeCodes.unknownAppKey);
  });

  it('refuses protocol 6 with 4007 and a missing protocol with 4008', async () => {
    const old = raw('/app/golf-key?protocol=6');
    expect(await old.closed).toEqual({ code: 4007, reason: expect.stringContaining('protocol') });
    expect(old.frames[0]).toMatchObject({ event: 'pusher:error', data: { code: 4007 } });
    expect((await raw('/app/golf-key').closed).code).toBe(closeCodes.noProtocol);
  });

  it('accepts allowed origins (and none, as server-side clients send) and refuses others with 4009', async () => {
    await raw(undefined, { origin: 'http://allowed.test' }).socketId();
    const refused = raw(undefined, { origin: 'http://evil.test' });
    expect((await refused.closed).code).toBe(closeCodes.unauthorized);
    expect(refused.frames[0]).toMatchObject({ event: 'pusher:error', data: { code: 4009 } });
  });

  it('closes a connection that sends more than the maximum message size with 1009', async () => {
    const client = raw();
    await client.socketId();
    client.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(4096) } });
    expect((await client.closed).code).toBe(closeCodes.messageTooBig);
  });

  it('answers a path that is not /app/{key} with 404', async () => {
    const client = raw('/nowhere');
    const error = await new Promise<Error>((resolve) => client.ws.once('error', resolve));
    expect(error.message).toContain('404');
  });
});

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

describe('client events', () => {
  async function joined(channel: string): Promise<RawClient> {
    const client = raw();
    const socketId = await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel, auth: signChannel(realtimeApp, socketId, channel) } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    return client;
  }

  it('reach the other members of a private channel, not the sender (pusher-js)', async () => {
    const channelName = 'private-match.1';
    const sender = pusherFor(null, {
      channelAuthorization: { transport: 'ajax', endpoint: 'unused', customHandler: signingHandler(null) },
    });
    await connected(sender);
    const senderChannel: Channel = sender.subscribe(channelName);
    await next(senderChannel, 'pusher:subscription_succeeded');
    const receiver = await joined(channelName);
    const echoed: unknown[] = [];
    senderChannel.bind('client-aim', (data: unknown) => echoed.push(data));
    senderChannel.trigger('client-aim', { angle: 3 });
    expect(await receiver.frame((f) => f.event === 'client-aim')).toMatchObject({
      channel: channelName,
      data: { angle: 3 },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(echoed).toEqual([]);
  });

  it('allows 10 per second and answers 4301 past that', async () => {
    const channel = 'private-match.2';
    const sender = await joined(channel);
    const receiver = await joined(channel);
    for (let i = 0; i < 15; i += 1) sender.send({ event: 'client-shot', channel, data: { i } });
    await sender.frame((f) => f.event === 'pusher:error' && (f.data as { code: number }).code === 4301);
    sender.send({ event: 'pusher:ping', data: {} });
    await sender.frame((f) => f.event === 'pusher:pong');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.frames.filter((f) => f.event === 'client-shot')).toHaveLength(10);
    expect(sender.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(5);
    expect(sender.ws.readyState).toBe(sender.ws.OPEN);
  });

  it('are refused on public channels and channels not joined', async () => {
    const client = raw();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'system' } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    client.send({ event: 'client-x', channel: 'system', data: {} });
    client.send({ event: 'client-x', channel: 'private-not-joined', data: {} });
    await client.frame(
      (f) => f.event === 'pusher:error' && client.frames.filter((g) => g.event === 'pusher:error').length === 2,
    );
    expect(
      client.frames.filter((f) => f.event === 'pusher:error').map((f) => (f.data as { code: number }).code),
    ).toEqual([4009, 4009]);
  });
});

describe('HTTP trigger API', () => {
  const path = `/apps/${config.realtime.appId}/events`;
  const trigger = (body: string, query: string, url = path) =>
    app.inject({
      method: 'POST',
      url: `${url}?${query}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });

  it('publishes a correctly signed event to every channel named, except the given socket', async () => {
    const pusher = pusherFor(null);
    const socketId = await connected(pusher);
    const channel = pusher.subscribe('system');
    await next(channel, 'pusher:subscription_succeeded');
    const excluded = raw();
    const excludedId = await excluded.socketId();
    excluded.send({ event: 'pusher:subscribe', data: { channel: 'system' } });
    await excluded.frame((f) => f.event === 'pusher_internal:subscription_succeeded');

    const received = next(channel, 'game.hole');
    const body = JSON.stringify({
      name: 'game.hole',
      channels: ['system', 'other'],
      data: JSON.stringify({ hole: 3 }),
      socket_id: excludedId,
    });
    const response = await trigger(body, signedQuery(realtimeApp, 'POST', path, body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await received).toEqual({ hole: 3 });
    expect(socketId).not.toBe(excludedId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(excluded.frames.map((f) => f.event)).not.toContain('game.hole');
  });

  it('publishes batches', async () => {
    const client = raw();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'system' } });
    await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    const batchPath = `/apps/${config.realtime.appId}/batch_events`;
    const body = JSON.stringify({
      batch: [
        { name: 'one', channel: 'system', data: '{}' },
        { name: 'two', channel: 'system', data: '{"n":2}' },
      ],
    });
    expect((await trigger(body, signedQuery(realtimeApp, 'POST', batchPath, body), batchPath)).statusCode).toBe(200);
    expect(await client.frame((f) => f.event === 'two')).toMatchObject({ data: { n: 2 } });
  });

  const body = JSON.stringify({ name: 'x', channel: 'system', data: '{}' });

  it('refuses a bad signature', async () => {
    const wrong = resolveRealtimeApp({ ...config.realtime, secret: 'another-secret-entirely' }, TEST_SECRET);
    expectError(await trigger(body, signedQuery(wrong, 'POST', path, body)), 'realtime.invalid_signature');
    expectError(await trigger(body, 'auth_key=golf-key'), 'realtime.invalid_signature');
  });

  it('refuses a timestamp more than 600 s off', async () => {
    const stale = Math.floor(Date.now() / 1000) - 601;
    expectError(
      await trigger(body, signedQuery(realtimeApp, 'POST', path, body, stale)),
      'realtime.timestamp_expired',
      {
        params: { seconds: 600 },
      },
    );
  });

  it('refuses a body that does not match body_md5', async () => {
    const query = signedQuery(realtimeApp, 'POST', path, body);
    expect(query).toContain(md5Hex(body));
    expectError(await trigger(body.replace('"x"', '"y"'), query), 'realtime.body_md5_mismatch');
  });

  it('answers an unknown app id with 404', async () => {
    const other = '/apps/nope/events';
    expectError(await trigger(body, signedQuery(realtimeApp, 'POST', other, body), other), 'realtime.unknown_app', {
      params: { app_id: 'nope' },
    });
  });

  it('validates a correctly signed body', async () => {
    const bad = JSON.stringify({ name: 'x', data: '{}' });
    expectError(await trigger(bad, signedQuery(realtimeApp, 'POST', path, bad)), 'general.validation_failed');
  });
});

describe('limits and shutdown', async () => {
  const limited = await createTestApp({ env: { REALTIME_MAX_CONNECTIONS_PER_IP: '2' } });
  let limitedPort = 0;
  beforeAll(async () => {
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    limitedPort = portOf(limited.app.server);
  });
  afterAll(async () => {
    await limited.app.close();
  });

  it('refuses connections past the per-IP limit with 4100 (back off), and takes new ones once some close', async () => {
    const first = rawClient(limitedPort);
    const second = rawClient(limitedPort);
    raws.push(first, second);
    await Promise.all([first.socketId(), second.socketId()]);
    const third = rawClient(limitedPort);
    expect((await third.closed).code).toBe(closeCodes.overCapacity);
    first.ws.close();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fourth = rawClient(limitedPort);
    raws.push(fourth);
    await fourth.socketId();
  });

  it('closes open connections with 4200 (reconnect) when the app closes', async () => {
    const client = rawClient(limitedPort);
    await client.socketId();
    await limited.app.close();
    expect((await client.closed).code).toBe(closeCodes.reconnect);
  });
});
