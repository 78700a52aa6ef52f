import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import { startPusherTestApp } from '../../test/pusher-app';
import { connected, portOf, rawClient } from '../../test/realtime';
import { closeCodes } from './pusher-protocol';

/** The Pusher protocol server's connections: handshake and refusals, liveness, limits and shutdown. */
const { pusherFor, raw, raws } = await startPusherTestApp();

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
