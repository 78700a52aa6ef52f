import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import {
  parseRealtimePayload,
  presenceMemberSchema,
  pusherClientOptions,
  serverEvents,
  type PresenceMember,
  type RealtimeConfig,
  type RealtimeEventArgs,
  type RealtimeEventName,
  type RealtimeEventPayload,
  type RoundEventName,
  type ServerEventName,
} from '@golf/contracts';
import { apiGet } from './api';

/**
 * The real-time connection (Pusher protocol through laravel-echo; spec section 4, "Real-time
 * events"). It opens after sign-in, listens on the user's private channel and on `system`, and
 * hands every event to the listeners registered with `onRealtimeEvent`. Logout closes it. Payloads
 * are checked against contracts' `realtimeEvents` as they arrive, so handlers get them typed.
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

/** Checking the event's name gives the payload its type: `(event, payload) => { if (event === ...) ... }`. */
export type RealtimeListener = (...args: RealtimeEventArgs<ServerEventName>) => void;
const listeners = new Set<RealtimeListener>();

/** The event and its payload as a handler's arguments; undefined, with a warning, when the payload does not fit. */
function received<E extends RealtimeEventName>(event: E, payload: unknown): RealtimeEventArgs<E> | undefined {
  const parsed = parseRealtimePayload(event, payload);
  if (parsed === undefined) {
    console.warn('real-time event with an unexpected payload, ignored', event, payload);
    return undefined;
  }
  return [event, parsed] as RealtimeEventArgs<E>;
}

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

/** Delivers an event to the listeners once its payload fits; a listener that throws does not stop the others. */
export function dispatchRealtimeEvent(event: ServerEventName, payload: unknown): void {
  const args = received(event, payload);
  if (!args) return;
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

export type { PresenceMember } from '@golf/contracts';

/** A presence member as Echo hands it over (the signed `user_info`); none, with a warning, when it does not fit. */
function presenceMember(info: unknown): PresenceMember[] {
  const parsed = presenceMemberSchema.safeParse(info);
  if (parsed.success) return [parsed.data];
  console.warn('presence member with an unexpected shape, ignored', info);
  return [];
}

export interface PresenceHandlers<E extends RoundEventName> {
  /** The channel's events by name (without Echo's namespace). */
  events: readonly E[];
  /** Checking the event's name gives the payload its type. */
  onEvent: (...args: NoInfer<RealtimeEventArgs<E>>) => void;
  /** Everyone on the channel, again after every join and leave. */
  onMembers: (members: PresenceMember[]) => void;
}

type EchoInstance = InstanceType<typeof Echo<'pusher'>>;
let currentEcho: EchoInstance | null = null;
const presenceSubscriptions = new Map<symbol, { channel: string; subscribe: (echo: EchoInstance) => void }>();

function subscribePresence<E extends RoundEventName>(
  echo: EchoInstance,
  channel: string,
  handlers: PresenceHandlers<E>,
): void {
  let members: PresenceMember[] = [];
  const set = (next: PresenceMember[]) => {
    members = next;
    handlers.onMembers(members);
  };
  // Echo adds the `presence-` prefix itself.
  const joined = echo
    .join(channel.replace(/^presence-/, ''))
    .here((all: unknown[]) => set(all.flatMap(presenceMember)))
    .joining((info: unknown) => {
      for (const member of presenceMember(info)) set([...members.filter((m) => m.id !== member.id), member]);
    })
    .leaving((info: unknown) => {
      for (const member of presenceMember(info)) set(members.filter((m) => m.id !== member.id));
    });
  for (const name of handlers.events)
    joined.listen(`.${name}`, (payload: unknown) => {
      const args = received(name, payload);
      if (args) handlers.onEvent(...args);
    });
}

/**
 * Joins a presence channel (`presence-rounds.{id}`) on the current connection, and again whenever
 * the connection opens later. Returns the function that leaves it.
 */
export function joinPresenceChannel<E extends RoundEventName>(
  channel: string,
  handlers: PresenceHandlers<E>,
): () => void {
  const key = Symbol(channel);
  const subscribe = (echo: EchoInstance) => subscribePresence(echo, channel, handlers);
  presenceSubscriptions.set(key, { channel, subscribe });
  if (currentEcho) subscribe(currentEcho);
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
      for (const { subscribe } of presenceSubscriptions.values()) subscribe(echo);
    })
    .catch((error: unknown) => console.warn('real-time connection unavailable', error));
  return () => {
    cancelled = true;
    if (own && connection === own) disconnect();
  };
}
