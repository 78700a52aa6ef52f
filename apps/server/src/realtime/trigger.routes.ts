import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { assertJsonDepth } from '../http/json-body';
import { registerChannelQueries, type ChannelDirectory } from './channel-queries.routes';
import type { Fanout } from './fanout';
import { CHANNEL_NAME, SOCKET_ID } from './pusher-protocol';
import type { RealtimeApp } from './realtime-app';
import { verifyRequest } from './signatures';

/** Pusher refuses requests signed more than ten minutes away from its clock. */
export const MAX_TIMESTAMP_SKEW_SECONDS = 600;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;

const tags = ['real-time'];
const channelName = z.string().regex(CHANNEL_NAME, 'is not a valid channel name');
const eventName = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !name.startsWith('pusher:') && !name.startsWith('pusher_internal:'), 'is reserved');
const signatureQuery = z.object({
  auth_key: z.string(),
  auth_timestamp: z.string(),
  auth_version: z.string(),
  body_md5: z.string().optional(),
  auth_signature: z.string(),
});

const eventBody = z
  .object({
    name: eventName,
    data: z.string().describe('The payload, JSON-encoded, as Pusher server libraries send it'),
    channels: z.array(channelName).min(1).max(MAX_CHANNELS).optional(),
    channel: channelName.optional(),
    socket_id: z.string().regex(SOCKET_ID).optional().describe('This connection does not receive the event'),
  })
  .refine((body) => body.channels !== undefined || body.channel !== undefined, {
    message: 'channels or channel is required',
    path: ['channels'],
  });

const batchBody = z.object({
  batch: z
    .array(
      z.object({
        name: eventName,
        data: z.string(),
        channel: channelName,
        socket_id: z.string().regex(SOCKET_ID).optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH),
});

/**
 * Pusher's HTTP API for publishing (other services, such as a game server, use a stock Pusher
 * server library): POST /apps/{app_id}/events and /apps/{app_id}/batch_events, signed with the app
 * secret (auth_key, auth_timestamp, auth_version, body_md5, auth_signature). Events go through the
 * fan-out, so they reach subscribers on every node.
 */
export const triggerRoutes: FastifyPluginAsyncZod<{
  app: RealtimeApp;
  fanout: Fanout;
  channels: ChannelDirectory;
  now?: () => number;
}> = async (instance, { app, fanout, channels, now = Date.now }) => {
  // The signature covers the exact body (body_md5), so this scope keeps it as received.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      assertJsonDepth(body as string);
    } catch (error) {
      return done(error as Error, undefined);
    }
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('general.malformed_json'), undefined);
    }
  });

  instance.addHook('preValidation', async (request) => {
    const { app_id: appId } = request.params as { app_id: string };
    if (appId !== app.id) throw new AppError('realtime.unknown_app', { app_id: appId });
    const url = request.url;
    const query = url.indexOf('?');
    const check = verifyRequest(
      app,
      {
        method: request.method,
        path: query === -1 ? url : url.slice(0, query),
        params: new URLSearchParams(query === -1 ? '' : url.slice(query + 1)),
        body: rawBodies.get(request) ?? '',
      },
      Math.floor(now() / 1000),
      MAX_TIMESTAMP_SKEW_SECONDS,
    );
    if (check === 'timestamp_expired')
      throw new AppError('realtime.timestamp_expired', { seconds: MAX_TIMESTAMP_SKEW_SECONDS });
    if (check !== 'ok') throw new AppError(`realtime.${check}`);
  });

  const params = z.object({ app_id: z.string() });
  // What the signature check answers (documented with the route, decision 0052).
  const config = {
    errors: [
      'realtime.unknown_app',
      'realtime.invalid_signature',
      'realtime.timestamp_expired',
      'realtime.body_md5_mismatch',
    ] as const,
  };
  const description =
    'Signed as Pusher server libraries sign (https://pusher.com/docs/channels/library_auth_reference/rest-api/#authentication): auth_key, auth_timestamp (within 600 s), auth_version 1.0, body_md5 and auth_signature = HMAC-SHA256 of `POST\\n<path>\\n<sorted query>` with the app secret.';
  registerChannelQueries(instance, {
    channels,
    signatureErrors: config.errors,
    description:
      'Signed as Pusher server libraries sign: auth_key, auth_timestamp (within 600 s), auth_version 1.0 and auth_signature = HMAC-SHA256 of `GET\\n<path>\\n<sorted query>` with the app secret.',
  });

  instance.post(
    '/apps/:app_id/events',
    {
      config,
      schema: {
        tags,
        summary: 'Publish an event (Pusher HTTP API)',
        description,
        params,
        querystring: signatureQuery,
        body: eventBody,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const { name, data, channels, channel, socket_id: exceptSocketId } = request.body;
      const targets = [...new Set([...(channels ?? []), ...(channel ? [channel] : [])])];
      await Promise.all(
        targets.map((target) => fanout.publish({ channel: target, event: name, data, exceptSocketId })),
      );
      return {};
    },
  );

  instance.post(
    '/apps/:app_id/batch_events',
    {
      config,
      schema: {
        tags,
        summary: 'Publish up to 10 events (Pusher HTTP API)',
        description,
        params,
        querystring: signatureQuery,
        body: batchBody,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      for (const event of request.body.batch)
        await fanout.publish({
          channel: event.channel,
          event: event.name,
          data: event.data,
          exceptSocketId: event.socket_id,
        });
      return {};
    },
  );
};
