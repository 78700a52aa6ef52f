import { afterEach } from 'vitest';
import type Pusher from 'pusher-js';
import { createMemoryFanout } from '../src/realtime/fanout';
import { createPublisher } from '../src/realtime/publisher';
import { resolveRealtimeApp } from '../src/realtime/realtime-app';
import { signChannel } from '../src/realtime/signatures';
import { createTestApp, TEST_SECRET } from './app';
import { portOf, pusherClient, rawClient, type RawClient } from './realtime';
import { createTestUser, type TestUser } from './users';

/**
 * The listening app the Pusher protocol tests run against, with the stock pusher-js client (its
 * Node build) and raw WebSockets. Short activity and pong timeouts keep the liveness tests quick.
 * Call it once at the top of a test file: the clients it makes are closed after each test.
 */
export async function startPusherTestApp() {
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
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = portOf(app.server);
  const alice = await createTestUser(testApp);
  const bob = await createTestUser(testApp);

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
      const channelData =
        userId === null ? undefined : JSON.stringify({ user_id: String(userId), user_info: userInfo });
      callback(null, {
        auth: signChannel(realtimeApp, params.socketId, params.channelName, channelData),
        channel_data: channelData,
      });
    };

  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const client of raws.splice(0)) client.ws.terminate();
  });

  return {
    testApp,
    app,
    config,
    fanout,
    publisher,
    realtimeApp,
    port,
    alice,
    bob,
    raws,
    pusherFor,
    raw,
    signingHandler,
  };
}
