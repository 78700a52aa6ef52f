import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_API_VERSION,
  channelAuthBodySchema,
  channelAuthReplySchema,
  dataEnvelope,
  realtimeConfigSchema,
} from '@golf/contracts';
import type { Config } from '../../config/config';
import { currentAuth, type Guards } from '../auth/guards';
import type { BroadcastingService } from './broadcasting.service';

const tags = ['real-time'];
const FORM_BODY_LIMIT = 4096;

/**
 * POST /broadcasting/auth: registered at the root (laravel-echo's default endpoint) and under
 * /api/v1. pusher-js posts form-urlencoded `socket_id` and `channel_name`; JSON works too.
 */
export const broadcastingAuthRoutes: FastifyPluginAsyncZod<{
  broadcasting: BroadcastingService;
  guards: Guards;
}> = async (app, { broadcasting, guards }) => {
  // Scoped to this plugin: the rest of the API takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/broadcasting/auth',
    {
      config: { errors: ['realtime.channel_forbidden'] },
      onRequest: guards.requireKioskUser,
      schema: {
        tags,
        summary: 'Authorize a private or presence channel subscription',
        description:
          'For pusher-js / laravel-echo. `private-users.{id}` is allowed for that user only; `presence-rounds.{id}` for the participants of the round, `presence-online.{id}` (the online beacon) for that user and their friends (the presence replies have `channel_data` with `{ id, display_name }` as user_info), `private-kiosk-users.{id}` for that user (the user events without personal data), `private-clubs.{id}` for the accepted members of the club (its reply has `channel_data` with the member `user_id`, which the client sends with the subscription as for a presence channel; pusher-js does so). A kiosk session may join only its own `private-kiosk-users.{id}` and its rounds (decision 0103). Anything else is 403 `realtime.channel_forbidden`. The body may be form-urlencoded or JSON. The reply has the signature under `auth` (what pusher-js reads) and again under `data`.',
        body: channelAuthBodySchema,
        response: { 200: channelAuthReplySchema },
      },
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body;
      const auth = currentAuth(request);
      const authorization = await broadcasting.authorize(auth.userId, socketId, channel, auth.kiosk);
      return { ...authorization, data: authorization.auth };
    },
  );
};

/** GET /api/v1/broadcasting/config: what the player app configures pusher-js / laravel-echo with. */
export const broadcastingConfigRoutes: FastifyPluginAsyncZod<{ realtime: Config['realtime'] }> = async (
  app,
  { realtime },
) => {
  const config = {
    key: realtime.key,
    cluster: realtime.cluster,
    ws_host: realtime.publicHost,
    ws_port: realtime.publicPort,
    force_tls: realtime.forceTls,
    auth_endpoint: `/api/v${DEFAULT_API_VERSION}/broadcasting/auth`,
  };
  app.get(
    '/broadcasting/config',
    {
      schema: {
        tags,
        summary: 'Real-time client settings',
        description:
          'Public. `ws_host` / `ws_port` null mean the host and port of the page (the WebSocket is served by the API server at `/app/{key}`).',
        response: { 200: dataEnvelope(realtimeConfigSchema) },
      },
    },
    async () => ({ data: config }),
  );
};
