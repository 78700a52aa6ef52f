import type {
  BearerToken,
  ClubEventName,
  PresenceMember,
  RealtimeEventArgs,
  RealtimeEventName,
  RealtimeEventPayload,
  RoundEventName,
  ServerEventName,
} from '@golf/contracts';

/**
 * The real-time connection (Pusher protocol through laravel-echo; spec section 4, "Real-time
 * events"). It opens after sign-in, listens on the user's private channel and on `system`, and
 * hands every event to the listeners registered with `onRealtimeEvent`. Logout closes it. Payloads
 * are checked against contracts' `realtimeEvents` as they arrive, so handlers get them typed.
 *
 * This module is the registry every screen imports; the connection itself (laravel-echo, pusher-js
 * and the payload schemas) is `realtime-connection.ts`, a chunk loaded once a user is signed in, so
 * the sign-in screen does not download it.
 */
export interface RealtimeConnection {
  close(): void;
}

let connection: RealtimeConnection | null = null;

/** Makes `next` the current connection, closing any previous one. */
export function attachRealtimeConnection(next: RealtimeConnection): void {
  if (connection && connection !== next) connection.close();
  connection = next;
}

export function isRealtimeConnected(): boolean {
  return connection !== null;
}

/** Closes the current connection, if any. Returns whether there was one to close. */
export function disconnect(): boolean {
  const current = connection;
  connection = null;
  if (!current) return false;
  current.close();
  return true;
}

export type { RealtimeConfig, PresenceMember } from '@golf/contracts';

/** Checking the event's name gives the payload its type: `(event, payload) => { if (event === ...) ... }`. */
export type RealtimeListener = (...args: RealtimeEventArgs<ServerEventName>) => void;
const listeners = new Set<RealtimeListener>();

/** Every server event of the user's channel and of `system`; returns the function that stops listening. */
export function onRealtimeEvent(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** One event's payloads, typed; returns the function that stops listening. */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: RealtimeEventPayload<E>) => void,
): () => void {
  return onRealtimeEvent((name, payload) => {
    if (name === event) handler(payload as RealtimeEventPayload<E>);
  });
}

/** Hands an already checked event to the listeners; a listener that throws does not stop the others. */
export function deliverRealtimeEvent(...args: RealtimeEventArgs<ServerEventName>): void {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Events of the channels a screen joins: a round's presence channel, a club's private one. */
export type ChannelEventName = RoundEventName | ClubEventName;

export interface PresenceHandlers<E extends ChannelEventName> {
  /** The channel's events by name (without Echo's namespace). */
  events: readonly E[];
  /** Checking the event's name gives the payload its type. */
  onEvent: (...args: NoInfer<RealtimeEventArgs<E>>) => void;
  /** Everyone on the channel, again after every join and leave (presence channels only). */
  onMembers: (members: PresenceMember[]) => void;
  /** Each time the channel is (re)subscribed: events sent before then, or while the connection was down, were missed. */
  onSubscribed?: () => void;
}

/** What the open connection does with presence channels (realtime-connection.ts). */
export interface PresenceHost {
  join(channel: string, handlers: PresenceHandlers<ChannelEventName>): void;
  leave(channel: string): void;
}

let presenceHost: PresenceHost | null = null;
const presenceSubscriptions = new Map<symbol, { channel: string; handlers: PresenceHandlers<ChannelEventName> }>();

/** Set by the connection once it is open (null when it closes): joins every wanted presence channel. */
export function setPresenceHost(host: PresenceHost | null): void {
  presenceHost = host;
  if (host) for (const { channel, handlers } of presenceSubscriptions.values()) host.join(channel, handlers);
}

/** Clears the presence host if it is still `host` (a newer connection may have replaced it). */
export function clearPresenceHost(host: PresenceHost): void {
  if (presenceHost === host) presenceHost = null;
}

/**
 * Joins a presence channel (`presence-rounds.{id}`) or a private one (`private-clubs.{id}`) on the
 * current connection, and again whenever the connection opens later. Returns the function that leaves it.
 */
export function joinPresenceChannel<E extends ChannelEventName>(
  channel: string,
  handlers: PresenceHandlers<E>,
): () => void {
  const key = Symbol(channel);
  const entry = { channel, handlers: handlers as unknown as PresenceHandlers<ChannelEventName> };
  presenceSubscriptions.set(key, entry);
  presenceHost?.join(channel, entry.handlers);
  return () => {
    presenceSubscriptions.delete(key);
    const stillWanted = [...presenceSubscriptions.values()].some((s) => s.channel === channel);
    if (!stillWanted) presenceHost?.leave(channel);
  };
}

export interface ChannelHandlers<E extends RealtimeEventName> {
  /** The channel's events by name (without Echo's namespace). */
  events: readonly E[];
  /** Checking the event's name gives the payload its type. */
  onEvent: (...args: NoInfer<RealtimeEventArgs<E>>) => void;
  /** Runs each time the channel is (re)subscribed: what changed before then came without an event. */
  onSubscribed?: () => void;
}

/** What the open connection does with public channels (realtime-connection.ts). */
export interface PublicChannelHost {
  subscribe(channel: string, handlers: ChannelHandlers<RealtimeEventName>): void;
  unsubscribe(channel: string): void;
}

let publicHost: PublicChannelHost | null = null;
const publicSubscriptions = new Map<symbol, { channel: string; handlers: ChannelHandlers<RealtimeEventName> }>();

/** Set by the connection once it is open (null when it closes): subscribes every wanted public channel. */
export function setPublicChannelHost(host: PublicChannelHost | null): void {
  publicHost = host;
  if (host) for (const { channel, handlers } of publicSubscriptions.values()) host.subscribe(channel, handlers);
}

/** Clears the public-channel host if it is still `host` (a newer connection may have replaced it). */
export function clearPublicChannelHost(host: PublicChannelHost): void {
  if (publicHost === host) publicHost = null;
}

/**
 * Listens on a public channel (a tournament's leaderboard, `tournaments.{id}`) on the current
 * connection, and again whenever the connection opens later. Returns the function that stops.
 */
export function subscribePublicChannel<E extends RealtimeEventName>(
  channel: string,
  handlers: ChannelHandlers<E>,
): () => void {
  const key = Symbol(channel);
  // Echo keeps a channel's listeners until the channel is left, which waits for its last user:
  // a stopped subscription's handlers go quiet here instead.
  const live = () => publicSubscriptions.has(key);
  const guarded: ChannelHandlers<E> = {
    events: handlers.events,
    onEvent: (...args) => {
      if (live()) handlers.onEvent(...args);
    },
    onSubscribed: handlers.onSubscribed && (() => live() && handlers.onSubscribed?.()),
  };
  const entry = { channel, handlers: guarded as unknown as ChannelHandlers<RealtimeEventName> };
  publicSubscriptions.set(key, entry);
  publicHost?.subscribe(channel, entry.handlers);
  return () => {
    publicSubscriptions.delete(key);
    const stillWanted = [...publicSubscriptions.values()].some((s) => s.channel === channel);
    if (!stillWanted) publicHost?.unsubscribe(channel);
  };
}

/**
 * Opens the connection for a signed-in user. Returns the function that cancels it (also before
 * the configuration has arrived). Without the real-time server the app still works; it just
 * does not update by itself. `onSubscribed` runs whenever the user's channel is (re)subscribed,
 * to catch up on what changed while no events could arrive (before the connection, or a drop);
 * `onRefused` when the server refuses it as signed out, which it does once the session has ended.
 */
export function connectRealtime(
  userId: number,
  bearerToken: BearerToken,
  kiosk: boolean,
  onSubscribed: () => void,
  onRefused: () => void,
): () => void {
  let cancelled = false;
  let own: RealtimeConnection | null = null;
  void import('./realtime-connection')
    .then(({ openRealtimeConnection }) =>
      openRealtimeConnection(userId, bearerToken, kiosk, () => cancelled, onSubscribed, onRefused).then((opened) => {
        own = opened;
      }),
    )
    .catch((error: unknown) => console.warn('real-time connection unavailable', error));
  return () => {
    cancelled = true;
    if (own && connection === own) disconnect();
  };
}
