/** Real-time connection set-up: the client settings and the channel authorization (pusher-js). */
import { z } from 'zod';

export const channelAuthBodySchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'must look like 1234.5678'),
  channel_name: z.string().min(1).max(164),
});
export type ChannelAuthRequest = z.input<typeof channelAuthBodySchema>;

export const channelAuthReplySchema = z.object({
  auth: z.string().describe('`<app key>:<HMAC-SHA256 hex>`, what pusher-js sends with pusher:subscribe'),
  channel_data: z
    .string()
    .optional()
    .describe(
      "Presence channels: the signed member, `{ user_id, user_info: { id, display_name } }` as JSON. A club's channel: `{ user_id }`. The client sends it with pusher:subscribe.",
    ),
  data: z.string().describe('The same value as `auth`, for clients that read `data.data`'),
});
export type ChannelAuthReply = z.output<typeof channelAuthReplySchema>;

/**
 * A member of a round's presence channel as POST /broadcasting/auth signs it (the `user_info` of
 * `channel_data`, which clients receive as the member); display_name is null for a user without one.
 */
export const presenceMemberSchema = z.object({ id: z.number().int(), display_name: z.string().nullable() });
export type PresenceMember = z.output<typeof presenceMemberSchema>;

/** The signed `channel_data` of a presence channel, before it is written as JSON. */
export const presenceChannelDataSchema = z.object({
  user_id: z.string().describe('The user id as a string (Pusher protocol)'),
  user_info: presenceMemberSchema,
});
export type PresenceChannelData = z.input<typeof presenceChannelDataSchema>;

/** GET /broadcasting/config: where the real-time server is. Null host or port: the page's own. */
export const realtimeConfigSchema = z.object({
  key: z.string(),
  cluster: z.string(),
  ws_host: z.string().nullable().describe('null: the host of the page'),
  ws_port: z.number().int().nullable().describe('null: the port of the page'),
  force_tls: z.boolean(),
  auth_endpoint: z.string().describe('Path for channel authorization, relative to the API host'),
});
export type RealtimeConfig = z.output<typeof realtimeConfigSchema>;
