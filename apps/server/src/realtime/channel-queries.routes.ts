import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorKey } from '@golf/contracts';
import { AppError } from '../errors/app-error';
import type { PresenceStore } from './presence-store';
import { CHANNEL_NAME, channelKind } from './pusher-protocol';

/** What the channel queries read: the store every node shares (memory on one node, Redis with REDIS_URL). */
export type ChannelDirectory = Pick<PresenceStore, 'members' | 'occupancy'>;

const tags = ['real-time'];
const channelName = z.string().regex(CHANNEL_NAME, 'is not a valid channel name');
const signatureQuery = {
  auth_key: z.string(),
  auth_timestamp: z.string(),
  auth_version: z.string(),
  body_md5: z.string().optional(),
  auth_signature: z.string(),
};
const infoField = z
  .string()
  .max(200)
  .optional()
  .describe('Comma-separated attributes to include: `user_count` (presence channels only), `subscription_count`');

const channelInfo = z.object({
  user_count: z.number().int().optional().describe('Distinct users (presence channels)'),
  subscription_count: z.number().int().optional().describe('Connections subscribed, on every node'),
});

const infoOf = (info: string | undefined) => new Set((info ?? '').split(',').map((item) => item.trim()));

/** user_count is asked for: only a presence channel has users. */
function assertUserCountAllowed(info: Set<string>, presenceOnly: boolean): void {
  if (info.has('user_count') && !presenceOnly) throw new AppError('realtime.presence_only', { info: 'user_count' });
}

/**
 * The Pusher HTTP API's channel queries (https://pusher.com/docs/channels/library_auth_reference/rest-api/#channels),
 * registered inside the trigger routes' scope so the same signature check applies. Counts and members
 * come from the shared store, so any node answers for the whole cluster.
 */
export function registerChannelQueries(
  instance: FastifyInstance,
  {
    channels,
    signatureErrors,
    description,
  }: { channels: ChannelDirectory; signatureErrors: readonly ErrorKey[]; description: string },
): void {
  const config = { errors: [...signatureErrors, 'realtime.presence_only'] as const };
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ app_id: z.string() });
  const channelParams = params.extend({ channel_name: channelName });

  api.get(
    '/apps/:app_id/channels',
    {
      config,
      schema: {
        tags,
        summary: 'List occupied channels (Pusher HTTP API)',
        description: `${description} \`filter_by_prefix\` narrows the list; \`info=user_count\` needs \`filter_by_prefix=presence-\`, else 400 \`realtime.presence_only\`.`,
        params,
        querystring: z.object({ ...signatureQuery, filter_by_prefix: z.string().max(164).optional(), info: infoField }),
        response: { 200: z.object({ channels: z.record(z.string(), channelInfo) }) },
      },
    },
    async (request) => {
      const { filter_by_prefix: prefix = '', info } = request.query;
      const wanted = infoOf(info);
      assertUserCountAllowed(wanted, prefix.startsWith('presence-'));
      const occupancy = await channels.occupancy();
      const listed = [...occupancy].filter(([name]) => name.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : 1));
      const entries = await Promise.all(
        listed.map(async ([name, count]) => {
          const attributes: z.infer<typeof channelInfo> = {};
          if (wanted.has('user_count')) attributes.user_count = (await channels.members(name)).size;
          if (wanted.has('subscription_count')) attributes.subscription_count = count;
          return [name, attributes] as const;
        }),
      );
      return { channels: Object.fromEntries(entries) };
    },
  );

  api.get(
    '/apps/:app_id/channels/:channel_name',
    {
      config,
      schema: {
        tags,
        summary: 'One channel: occupied, users, subscriptions (Pusher HTTP API)',
        description: `${description} \`info=user_count\` is for presence channels only (else 400 \`realtime.presence_only\`).`,
        params: channelParams,
        querystring: z.object({ ...signatureQuery, info: infoField }),
        response: {
          200: channelInfo.extend({ occupied: z.boolean().describe('At least one connection is subscribed') }),
        },
      },
    },
    async (request) => {
      const name = request.params.channel_name;
      const wanted = infoOf(request.query.info);
      const presence = channelKind(name) === 'presence';
      assertUserCountAllowed(wanted, presence);
      const count = (await channels.occupancy()).get(name) ?? 0;
      return {
        occupied: count > 0,
        ...(wanted.has('user_count') ? { user_count: (await channels.members(name)).size } : {}),
        ...(wanted.has('subscription_count') ? { subscription_count: count } : {}),
      };
    },
  );

  api.get(
    '/apps/:app_id/channels/:channel_name/users',
    {
      config,
      schema: {
        tags,
        summary: "A presence channel's users (Pusher HTTP API)",
        description: `${description} Presence channels only (else 400 \`realtime.presence_only\`).`,
        params: channelParams,
        querystring: z.object(signatureQuery),
        response: { 200: z.object({ users: z.array(z.object({ id: z.string() })) }) },
      },
    },
    async (request) => {
      const name = request.params.channel_name;
      if (channelKind(name) !== 'presence') throw new AppError('realtime.presence_only', { info: 'users' });
      const members = await channels.members(name);
      return { users: [...members.keys()].map((id) => ({ id })) };
    },
  );
}
