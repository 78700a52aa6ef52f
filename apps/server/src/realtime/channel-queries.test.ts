import Pusher from 'pusher';
import type { PresenceChannel } from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { startPusherTestApp } from '../../test/pusher-app';
import { connected, next } from '../../test/realtime';

/**
 * The Pusher HTTP API's channel queries, called by the official `pusher` server library against the
 * real server on loopback (before: each was a 404, so the library's channel queries failed).
 */
const { realtimeApp, port, pusherFor, signingHandler, raw } = await startPusherTestApp();

const library = (secret = realtimeApp.secret) =>
  new Pusher({
    appId: realtimeApp.id,
    key: realtimeApp.key,
    secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });

const get = async (path: string, params: Record<string, string> = {}, client = library()) =>
  (await client.get({ path, params })).json();

/** What the library throws on a non-2xx answer: its status and our error body. */
const failure = async (path: string, params: Record<string, string> = {}, client = library()) => {
  const error = (await client.get({ path, params }).then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { status: number; body: string } | undefined;
  expect(error).toBeDefined();
  return { status: error!.status, body: JSON.parse(error!.body) as { error_info: { key: string } } };
};

async function presenceMember(channel: string, userId: number) {
  const client = pusherFor(null, {
    channelAuthorization: { transport: 'ajax', endpoint: 'unused', customHandler: signingHandler(userId) },
  });
  await connected(client);
  const subscribed = client.subscribe(channel) as PresenceChannel;
  await next(subscribed, 'pusher:subscription_succeeded');
  return client;
}

describe('Pusher HTTP API channel queries, through the official pusher library', () => {
  it('lists occupied channels, filtered by prefix, with user and subscription counts', async () => {
    const socket = raw();
    await socket.socketId();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'scores-q1' } });
    await socket.frame((f) => f.event === 'pusher_internal:subscription_succeeded');
    const first = await presenceMember('presence-q1', 7);
    await presenceMember('presence-q1', 7);
    await presenceMember('presence-q1', 8);

    const all = await get('/channels', { info: 'subscription_count' });
    expect(all.channels['scores-q1']).toEqual({ subscription_count: 1 });
    expect(all.channels['presence-q1']).toEqual({ subscription_count: 3 });
    const presence = await get('/channels', { filter_by_prefix: 'presence-', info: 'user_count' });
    expect(presence.channels).toEqual({ 'presence-q1': { user_count: 2 } });

    first.disconnect();
    await expect
      .poll(async () => (await get('/channels', { info: 'subscription_count' })).channels['presence-q1'])
      .toEqual({ subscription_count: 2 });
    socket.ws.terminate();
    await expect.poll(async () => (await get('/channels')).channels['scores-q1']).toBeUndefined();
  });

  it('answers for one channel: occupied, user_count, subscription_count', async () => {
    await presenceMember('presence-q2', 1);
    expect(await get('/channels/presence-q2', { info: 'user_count,subscription_count' })).toEqual({
      occupied: true,
      user_count: 1,
      subscription_count: 1,
    });
    expect(await get('/channels/nobody-here')).toEqual({ occupied: false });
  });

  it("lists a presence channel's users", async () => {
    await presenceMember('presence-q3', 41);
    await presenceMember('presence-q3', 42);
    const { users } = await get('/channels/presence-q3/users');
    expect(users.map((user: { id: string }) => user.id).sort()).toEqual(['41', '42']);
  });

  it('refuses user counts and users outside presence channels (400 realtime.presence_only)', async () => {
    for (const [path, params] of [
      ['/channels', { info: 'user_count' }],
      ['/channels/public-q4', { info: 'user_count' }],
      ['/channels/private-q4/users', {}],
    ] as const) {
      const { status, body } = await failure(path, params);
      expect(status).toBe(400);
      expect(body.error_info.key).toBe('realtime.presence_only');
    }
  });

  it('checks the signature: another secret is 401 realtime.invalid_signature', async () => {
    const { status, body } = await failure('/channels', {}, library('not-the-secret'));
    expect(status).toBe(401);
    expect(body.error_info.key).toBe('realtime.invalid_signature');
    const unsigned = await fetch(`http://127.0.0.1:${port}/apps/${realtimeApp.id}/channels`);
    expect(unsigned.status).toBe(401);
  });
});
