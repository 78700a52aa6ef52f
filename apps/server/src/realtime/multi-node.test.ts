import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { testConfig, TEST_SECRET, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { connected, next, pusherClient, rawClient } from '../../test/realtime';
import { createTestUser } from '../../test/users';
import { resolveRealtimeApp } from './realtime-app';
import { signChannel, signedQuery } from './signatures';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../test/server-process';

/**
 * Two server processes on one PostgreSQL database and one Redis, as a scaled-out deployment runs:
 * events published on node A reach clients connected to node B. PostgreSQL is needed to share the
 * database between processes, so this runs in the server-postgres project (with Redis up).
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Node = ServerProcess;

describe.runIf(onPostgres)('real-time across two server processes (PostgreSQL + Redis)', async () => {
  const database = onPostgres ? await createTestDatabase() : undefined;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SECRET: TEST_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_ON_EMPTY: 'false',
    LAUNCH_MONITOR_ENABLED: 'false',
    DATABASE_URL: database?.raw.kind === 'postgres' ? String(database.raw.pool.options.connectionString) : '',
    REDIS_URL: redisUrl,
    // Its own keys and channels: other test runs may share this Redis.
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
  };
  const config = testConfig();
  const testApp = { database, config } as TestApp;
  const realtimeApp = resolveRealtimeApp(config.realtime, TEST_SECRET);
  const [a, b] = onPostgres ? await Promise.all([startServerProcess(env), startServerProcess(env)]) : [];
  afterAll(async () => {
    await Promise.all([a, b].map((node) => node && stopServerProcess(node)));
    await database?.close();
  });

  const clients: PusherClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  const clientOn = (node: Node, token: string | null) => {
    const client = pusherClient(node.port, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${node.port}/broadcasting/auth`,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
    });
    clients.push(client);
    return client;
  };

  it('a client on node B receives an event published through the trigger API on node A', async () => {
    const user = await createTestUser(testApp);
    const pusher = clientOn(b!, user.token);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(user.id));
    await next(channel, 'pusher:subscription_succeeded');

    const received = next(channel, serverEvents.walletUpdated);
    const path = `/apps/${realtimeApp.id}/events`;
    const body = JSON.stringify({
      name: serverEvents.walletUpdated,
      channel: realtimeChannels.user(user.id),
      data: JSON.stringify({ token_type: 1, balance: 250 }),
    });
    const response = await fetch(`http://127.0.0.1:${a!.port}${path}?${signedQuery(realtimeApp, 'POST', path, body)}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await received).toEqual({ token_type: 1, balance: 250 });
  });

  it('a profile change on node A reaches the client on node B once (published by node A only)', async () => {
    const user = await createTestUser(testApp);
    const pusher = clientOn(b!, user.token);
    await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(user.id));
    await next(channel, 'pusher:subscription_succeeded');
    const seen: unknown[] = [];
    channel.bind(serverEvents.userUpdated, (data: unknown) => seen.push(data));
    const response = await fetch(`http://127.0.0.1:${a!.port}/api/v1/users/me`, {
      method: 'PATCH',
      body: JSON.stringify({ city: 'Visby' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(200);
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([{}]);
  });

  it('a session locked to a kiosk on node A loses the user channel its socket on node B held', async () => {
    const user = await createTestUser(testApp);
    const pusher = clientOn(b!, user.token);
    const before = await connected(pusher);
    const channel = pusher.subscribe(realtimeChannels.user(user.id));
    await next(channel, 'pusher:subscription_succeeded');
    const refused = next(channel, 'pusher:subscription_error');
    const response = await fetch(`http://127.0.0.1:${a!.port}/api/v1/kiosk/lock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(204);
    expect(await refused).toMatchObject({ status: 403 });
    expect(pusher.connection.socket_id).not.toBe(before);
  });

  it('a friendship ended on node A drops the former friend watching the beacon from node B', async () => {
    const [owner, friend] = [await createTestUser(testApp), await createTestUser(testApp)];
    const api = (user: typeof owner, method: string, path: string, body?: object) =>
      fetch(`http://127.0.0.1:${a!.port}/api/v1/friends${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await api(owner, 'POST', '/requests', { user_id: friend.id })).status).toBeLessThan(300);
    expect((await api(friend, 'POST', `/requests/${owner.id}/accept`)).status).toBeLessThan(300);
    const [ownerPusher, friendPusher] = [clientOn(a!, owner.token), clientOn(b!, friend.token)];
    await Promise.all([connected(ownerPusher), connected(friendPusher)]);
    const beacon = ownerPusher.subscribe(realtimeChannels.online(owner.id)) as PresenceChannel;
    await next(beacon, 'pusher:subscription_succeeded');
    const arrived = next<{ id: string }>(beacon, 'pusher:member_added');
    await next(friendPusher.subscribe(realtimeChannels.online(owner.id)), 'pusher:subscription_succeeded');
    expect((await arrived).id).toBe(String(friend.id));

    const left = next<{ id: string }>(beacon, 'pusher:member_removed');
    expect((await api(owner, 'DELETE', `/${friend.id}`)).status).toBeLessThan(300);
    // Only the eviction takes the friend out: their socket on node B stays open.
    expect((await left).id).toBe(String(friend.id));
    expect(friendPusher.connection.state).toBe('connected');
  });

  it('the cluster bus runs over Redis too: a change on node A drops the cached /users/me on node B', async () => {
    const user = await createTestUser(testApp);
    const me = async (node: Node) =>
      (await (
        await fetch(`http://127.0.0.1:${node.port}/api/v1/users/me`, {
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json()) as { data: { city: string | null } };
    expect((await me(b!)).data.city).toBeNull();
    await fetch(`http://127.0.0.1:${a!.port}/api/v1/users/me`, {
      method: 'PATCH',
      body: JSON.stringify({ city: 'Slite' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    });
    await expect.poll(async () => (await me(b!)).data.city, { timeout: 3000 }).toBe('Slite');
  });

  it('presence members are shared: a member on node A is listed on node B, and sees B arrive and leave', async () => {
    const channelName = realtimeChannels.round(Number.parseInt(randomBytes(3).toString('hex'), 16));
    const handler =
      (userId: string) =>
      (
        params: { socketId: string; channelName: string },
        callback: (error: Error | null, data: { auth: string; channel_data: string }) => void,
      ) => {
        const channelData = JSON.stringify({ user_id: userId, user_info: { display_name: `p${userId}` } });
        callback(null, {
          auth: signChannel(realtimeApp, params.socketId, params.channelName, channelData),
          channel_data: channelData,
        });
      };
    const onA = pusherClient(a!.port, {
      channelAuthorization: { transport: 'ajax', endpoint: 'unused', customHandler: handler('1') },
    });
    const onB = pusherClient(b!.port, {
      channelAuthorization: { transport: 'ajax', endpoint: 'unused', customHandler: handler('2') },
    });
    clients.push(onA, onB);
    await Promise.all([connected(onA), connected(onB)]);
    const channelA = onA.subscribe(channelName) as PresenceChannel;
    await next(channelA, 'pusher:subscription_succeeded');
    const added = next<{ id: string }>(channelA, 'pusher:member_added');
    const channelB = onB.subscribe(channelName) as PresenceChannel;
    await next(channelB, 'pusher:subscription_succeeded');
    expect(channelB.members.count).toBe(2);
    expect(channelB.members.get('1')).toEqual({ id: '1', info: { display_name: 'p1' } });
    expect((await added).id).toBe('2');
    const removed = next<{ id: string }>(channelA, 'pusher:member_removed');
    onB.disconnect();
    expect((await removed).id).toBe('2');
  });

  it('channel queries (official pusher library) on node A count the subscribers on node B', async () => {
    const channelName = `presence-q${randomBytes(3).toString('hex')}`;
    const channelData = JSON.stringify({ user_id: '9', user_info: {} });
    const onB = pusherClient(b!.port, {
      channelAuthorization: {
        transport: 'ajax',
        endpoint: 'unused',
        customHandler: (params, callback) =>
          callback(null, {
            auth: signChannel(realtimeApp, params.socketId, params.channelName, channelData),
            channel_data: channelData,
          }),
      },
    });
    clients.push(onB);
    await connected(onB);
    await next(onB.subscribe(channelName), 'pusher:subscription_succeeded');
    const library = new Pusher({
      appId: realtimeApp.id,
      key: realtimeApp.key,
      secret: realtimeApp.secret,
      host: '127.0.0.1',
      port: String(a!.port),
      useTLS: false,
    });
    const query = async (path: string, params: Record<string, string> = {}) =>
      (await library.get({ path, params })).json();
    await expect
      .poll(() => query(`/channels/${channelName}`, { info: 'user_count,subscription_count' }))
      .toEqual({ occupied: true, user_count: 1, subscription_count: 1 });
    expect((await query('/channels', { filter_by_prefix: 'presence-q' })).channels[channelName]).toEqual({});
    expect(await query(`/channels/${channelName}/users`)).toEqual({ users: [{ id: '9' }] });
    onB.disconnect();
    await expect.poll(() => query(`/channels/${channelName}`)).toEqual({ occupied: false });
  });

  it('client events cross nodes and are not echoed', async () => {
    const channel = 'private-table.1';
    const join = async (node: Node) => {
      const client = rawClient(node.port);
      const socketId = await client.socketId();
      client.send({ event: 'pusher:subscribe', data: { channel, auth: signChannel(realtimeApp, socketId, channel) } });
      await client.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
      return client;
    };
    const [sender, receiver] = [await join(a!), await join(b!)];
    sender.send({ event: 'client-ready', channel, data: { seat: 2 } });
    expect(await receiver.frame((f) => f.event === 'client-ready')).toMatchObject({ data: { seat: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sender.frames.map((f) => f.event)).not.toContain('client-ready');
    sender.ws.terminate();
    receiver.ws.terminate();
  });
});
