import { describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../../test/app';
import { expectError } from '../../test/errors';
import { startPusherTestApp } from '../../test/pusher-app';
import { connected, next } from '../../test/realtime';
import { resolveRealtimeApp } from './realtime-app';
import { md5Hex, signedQuery } from './signatures';

/** Pusher's HTTP trigger API, delivering to sockets of the Pusher protocol server. */
const { app, config, realtimeApp, pusherFor, raw } = await startPusherTestApp();

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
