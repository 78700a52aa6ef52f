import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { createMemoryPresence } from '../realtime/presence-store';
import { createPusherServer } from '../realtime/pusher-server';
import { resolveRealtimeApp } from '../realtime/realtime-app';
import type { Platform } from './platform';

/**
 * The Pusher-protocol server shares the HTTP server (/app/{key}); see realtime/. It is attached before
 * any other WebSocket endpoint, and closed before the app.
 */
export function attachRealtime(
  app: FastifyInstance,
  { config, secret, fanout }: Platform,
  presence: AppDeps['presence'],
) {
  const realtimeApp = resolveRealtimeApp(config.realtime, secret);
  // Presence members and channel occupancy, which the Pusher HTTP API's channel queries read too.
  const channels = presence ?? createMemoryPresence();
  const pusher = createPusherServer({
    app: realtimeApp,
    fanout,
    presence: channels,
    limits: config.realtime,
    trustProxy: config.server.trustProxy,
    log: app.log,
  });
  pusher.attach(app.server);
  app.addHook('preClose', async () => pusher.close());
  return { realtimeApp, channels };
}
