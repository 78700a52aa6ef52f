import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { pusherClientOptions, serverEvents, type RealtimeConfig, type ServerEventName } from '@golf/contracts';
import { apiGet } from './api';

/**
 * The real-time connection (Pusher protocol through laravel-echo; spec section 4, "Real-time
 * events"). It opens after sign-in, listens on the user's private channel and on `system`, and
 * hands every event to the listeners registered with `onRealtimeEvent`. Logout closes it.
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

export type { RealtimeConfig } from '@golf/contracts';

type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/** Echo's options for this server, as a stock pusher-js client would be configured (shared with the back-office). */
export function echoOptions(config: RealtimeConfig, page: PageLocation, bearerToken: string | null) {
  return { ...pusherClientOptions(config, page, bearerToken), Pusher };
}

export type RealtimeListener = (event: ServerEventName, payload: unknown) => void;
const listeners = new Set<RealtimeListener>();

/** Every server event of the user's channel and of `system`; returns the function that stops listening. */
export function onRealtimeEvent(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Delivers an event to the listeners; a listener that throws does not stop the others. */
export function dispatchRealtimeEvent(event: ServerEventName, payload: unknown): void {
  for (const listener of [...listeners]) {
    try {
      listener(event, payload);
    } catch (error) {
      console.error(error);
    }
  }
}

/** A member of a presence channel as the server signs it (`user_info`). */
export interface PresenceMember {
  id: number;
  display_name: string;
}

export interface PresenceHandlers {
  /** The channel's events by name (without Echo's namespace). */
  events: readonly string[];
  onEvent: (event: string, payload: unknown) => void;
  /** Everyone on the channel, again after every join and leave. */
  onMembers: (members: PresenceMember[]) => void;
}

type EchoInstance = InstanceType<typeof Echo<'pusher'>>;
let currentEcho: EchoInstance | null = null;
const presenceSubscriptions = new Map<symbol, { channel: string; handlers: PresenceHandlers }>();

function subscribePresence(echo: EchoInstance, channel: string, handlers: PresenceHandlers): void {
  let members: PresenceMember[] = [];
  const set = (next: PresenceMember[]) => {
    members = next;
    handlers.onMembers(members);
  };
  // Echo adds the `presence-` prefix itself.
  const joined = echo
    .join(channel.replace(/^presence-/, ''))
    .here((all: PresenceMember[]) => set(all))
    .joining((member: PresenceMember) => set([...members.filter((m) => m.id !== member.id), member]))
    .leaving((member: PresenceMember) => set(members.filter((m) => m.id !== member.id)));
  for (const name of handlers.events) joined.listen(`.${name}`, (payload: unknown) => handlers.onEvent(name, payload));
}

/**
 * Joins a presence channel (`presence-rounds.{id}`) on the current connection, and again whenever
 * the connection opens later. Returns the function that leaves it.
 */
export function joinPresenceChannel(channel: string, handlers: PresenceHandlers): () => void {
  const key = Symbol(channel);
  presenceSubscriptions.set(key, { channel, handlers });
  if (currentEcho) subscribePresence(currentEcho, channel, handlers);
  return () => {
    presenceSubscriptions.delete(key);
    const stillWanted = [...presenceSubscriptions.values()].some((s) => s.channel === channel);
    if (currentEcho && !stillWanted) currentEcho.leave(channel.replace(/^presence-/, ''));
  };
}

const userChannelEvents = Object.values(serverEvents).filter((name) => name !== serverEvents.versionReleased);

/**
 * Opens the connection for a signed-in user. Returns the function that cancels it (also before
 * the configuration has arrived). Without the real-time server the app still works; it just
 * does not update by itself.
 */
export function connectRealtime(userId: number, bearerToken: string | null): () => void {
  let cancelled = false;
  let own: RealtimeConnection | null = null;
  void apiGet<RealtimeConfig>('/broadcasting/config')
    .then((config) => {
      if (cancelled) return;
      const echo = new Echo(echoOptions(config, window.location, bearerToken));
      own = {
        close: () => {
          if (currentEcho === echo) currentEcho = null;
          echo.disconnect();
        },
      };
      attachRealtimeConnection(own);
      // Echo prefixes names with its namespace unless they start with a dot.
      const user = echo.private(`users.${userId}`);
      for (const name of userChannelEvents)
        user.listen(`.${name}`, (payload: unknown) => dispatchRealtimeEvent(name, payload));
      echo
        .channel('system')
        .listen(`.${serverEvents.versionReleased}`, (payload: unknown) =>
          dispatchRealtimeEvent(serverEvents.versionReleased, payload),
        );
      currentEcho = echo;
      for (const { channel, handlers } of presenceSubscriptions.values()) subscribePresence(echo, channel, handlers);
    })
    .catch((error: unknown) => console.warn('real-time connection unavailable', error));
  return () => {
    cancelled = true;
    if (own && connection === own) disconnect();
  };
}
