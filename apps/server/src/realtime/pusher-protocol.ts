import { randomInt } from 'node:crypto';

/**
 * Pusher Channels protocol 7 (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/):
 * the close and error codes this server uses, and the frames it sends.
 *
 * Close codes as pusher-js reads them: 4000–4099 refused (the client does not reconnect),
 * 4100–4199 reconnect after a back-off, 4200–4299 reconnect at once, 4300+ refused.
 */
export const closeCodes = {
  /** Path /app/{key} with a key this server does not host. */
  unknownAppKey: 4001,
  /** `protocol` query parameter other than 7. */
  unsupportedProtocol: 4007,
  /** No `protocol` query parameter. */
  noProtocol: 4008,
  /** Not allowed: the Origin is not on the allowlist, or a client event the connection may not send. */
  unauthorized: 4009,
  /** Per-IP connection limit reached: try again later (back-off). */
  overCapacity: 4100,
  /** Server shutting down: reconnect at once (to another node). */
  reconnect: 4200,
  /** The client did not answer pusher:ping in time. */
  pongTimeout: 4201,
  /** More than the allowed client events per second (the event is dropped; the connection stays). */
  clientEventRateLimit: 4301,
  /** WebSocket standard: a frame over the maximum message size (sent by `ws`). */
  messageTooBig: 1009,
} as const;

export const PROTOCOL_VERSION = 7;
/** Client events a connection may send per second (Pusher's limit). */
export const CLIENT_EVENTS_PER_SECOND = 10;

/** `^\d+\.\d+$`, from a cryptographic source: a socket id cannot be guessed to forge an exclusion. */
export function createSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

export const SOCKET_ID = /^\d+\.\d+$/;
/** Pusher's channel name rule: up to 164 of these characters. */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'presence';
export const channelKind = (channel: string): ChannelKind =>
  channel.startsWith('presence-') ? 'presence' : channel.startsWith('private-') ? 'private' : 'public';

/** A frame to one socket. `data` is sent as given: strings for channel events, objects for pusher:error. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

export const errorFrame = (code: number | null, message: string) => frame('pusher:error', { code, message });

/** A JSON object, given as one or as its JSON text (channel_data is a string); undefined for anything else. */
export function objectOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
