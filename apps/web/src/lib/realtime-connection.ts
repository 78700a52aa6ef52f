import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import {
  kioskUserEvents,
  parseRealtimePayload,
  presenceMemberSchema,
  pusherClientOptions,
  realtimeChannels,
  serverEvents,
  type BearerToken,
  type PresenceMember,
  type RealtimeConfig,
  type RealtimeEventArgs,
  type RealtimeEventName,
  type ServerEventName,
} from '@golf/contracts';
import { apiGet } from './api';
import {
  attachRealtimeConnection,
  clearPresenceHost,
  clearPublicChannelHost,
  deliverRealtimeEvent,
  setPresenceHost,
  type ChannelEventName,
  setPublicChannelHost,
  type ChannelHandlers,
  type PresenceHandlers,
  type PresenceHost,
  type PublicChannelHost,
  type RealtimeConnection,
} from './realtime';

// The connection behind lib/realtime.ts, in a chunk of its own (laravel-echo, pusher-js, the event schemas).

type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/** Echo's options for this server, as a stock pusher-js client would be configured (shared with the back-office). */
export function echoOptions(config: RealtimeConfig, page: PageLocation, bearerToken: BearerToken) {
  return { ...pusherClientOptions(config, page, bearerToken), Pusher };
}

/** The event and its payload as a handler's arguments; undefined, with a warning, when the payload does not fit. */
function received<E extends RealtimeEventName>(event: E, payload: unknown): RealtimeEventArgs<E> | undefined {
  const parsed = parseRealtimePayload(event, payload);
  if (parsed === undefined) {
    console.warn('real-time event with an unexpected payload, ignored', event, payload);
    return undefined;
  }
  return [event, parsed] as RealtimeEventArgs<E>;
}

/** Delivers an event to the listeners once its payload fits; a listener that throws does not stop the others. */
export function dispatchRealtimeEvent(event: ServerEventName, payload: unknown): void {
  const args = received(event, payload);
  if (args) deliverRealtimeEvent(...args);
}

/** A presence member as Echo hands it over (the signed `user_info`); none, with a warning, when it does not fit. */
function presenceMember(info: unknown): PresenceMember[] {
  const parsed = presenceMemberSchema.safeParse(info);
  if (parsed.success) return [parsed.data];
  console.warn('presence member with an unexpected shape, ignored', info);
  return [];
}

type EchoInstance = InstanceType<typeof Echo<'pusher'>>;

/** Echo's name of a channel: it adds the `presence-` and `private-` prefixes itself. */
const echoName = (channel: string) => channel.replace(/^(presence|private)-/, '');

/** Exported for its tests. */
export function subscribePresence(
  echo: EchoInstance,
  channel: string,
  handlers: PresenceHandlers<ChannelEventName>,
): void {
  const listen = (subscribed: { listen(event: string, callback: (payload: unknown) => void): unknown }) => {
    for (const name of handlers.events)
      subscribed.listen(`.${name}`, (payload: unknown) => {
        const args = received(name, payload);
        if (args) handlers.onEvent(...args);
      });
  };
  // A club's feed: a private channel, no member list.
  if (channel.startsWith('private-')) {
    const subscribed = echo.private(echoName(channel));
    if (handlers.onSubscribed) subscribed.subscribed(handlers.onSubscribed);
    listen(subscribed);
    return;
  }
  let members: PresenceMember[] = [];
  const set = (next: PresenceMember[]) => {
    members = next;
    handlers.onMembers(members);
  };
  // Echo adds the `presence-` prefix itself.
  const joined = echo
    .join(echoName(channel))
    .here((all: unknown[]) => {
      set(all.flatMap(presenceMember));
      handlers.onSubscribed?.();
    })
    .joining((info: unknown) => {
      for (const member of presenceMember(info)) set([...members.filter((m) => m.id !== member.id), member]);
    })
    .leaving((info: unknown) => {
      for (const member of presenceMember(info)) set(members.filter((m) => m.id !== member.id));
    });
  listen(joined);
}

/**
 * A public channel's events; every handler of the channel hears them (a page may show the same
 * tournament twice, or a second tab of the app opens it).
 */
function subscribePublic(echo: EchoInstance, channel: string, handlers: ChannelHandlers<RealtimeEventName>): void {
  const subscribed = echo.channel(channel);
  if (handlers.onSubscribed) subscribed.subscribed(handlers.onSubscribed);
  for (const name of handlers.events)
    subscribed.listen(`.${name}`, (payload: unknown) => {
      const args = received(name, payload);
      if (args) handlers.onEvent(...args);
    });
}

const userChannelEvents = Object.values(serverEvents).filter((name) => name !== serverEvents.versionReleased);

/**
 * Fetches the configuration and opens the connection for a signed-in user, unless `cancelled()`
 * says the caller gave up meanwhile. Resolves with the connection (null when cancelled).
 * `onSubscribed` runs each time the user's channel is (re)subscribed: what changed before then
 * came without an event. `onRefused` runs when its subscription is refused as signed out (401).
 */
export async function openRealtimeConnection(
  userId: number,
  bearerToken: BearerToken,
  kiosk: boolean,
  cancelled: () => boolean,
  onSubscribed: () => void,
  onRefused: () => void,
): Promise<RealtimeConnection | null> {
  const config = await apiGet<RealtimeConfig>('/broadcasting/config');
  if (cancelled()) return null;
  const echo = new Echo(echoOptions(config, window.location, bearerToken));
  const host: PresenceHost = {
    join: (channel, handlers) => subscribePresence(echo, channel, handlers),
    leave: (channel) => echo.leave(echoName(channel)),
  };
  const channels: PublicChannelHost = {
    subscribe: (channel, handlers) => subscribePublic(echo, channel, handlers),
    unsubscribe: (channel) => echo.leaveChannel(channel),
  };
  const own: RealtimeConnection = {
    close: () => {
      clearPresenceHost(host);
      clearPublicChannelHost(channels);
      echo.disconnect();
    },
  };
  attachRealtimeConnection(own);
  // Echo prefixes names with its namespace unless they start with a dot.
  // A kiosk session may not join the user channel: its own kiosk channel carries the events without personal data.
  const user = echo.private(kiosk ? `kiosk-users.${userId}` : `users.${userId}`);
  user.subscribed(onSubscribed);
  // The server closes the sockets of sessions it ends and refuses them on resubscribing (docs/realtime.md):
  // nothing else would tell an idle page, whose next API call learns why (decision 0124).
  user.error((refusal: { status?: unknown } | null) => {
    if (refusal?.status === 401) onRefused();
  });
  for (const name of kiosk ? kioskUserEvents : userChannelEvents)
    user.listen(`.${name}`, (payload: unknown) => dispatchRealtimeEvent(name, payload));
  echo
    .channel('system')
    .listen(`.${serverEvents.versionReleased}`, (payload: unknown) =>
      dispatchRealtimeEvent(serverEvents.versionReleased, payload),
    );
  setPresenceHost(host);
  setPublicChannelHost(channels);
  // The user's online beacon: friends watching it see them online while this connection is open.
  // A kiosk session has no friends list to show and may not join it.
  if (!kiosk)
    subscribePresence(echo, realtimeChannels.online(userId), {
      events: [],
      onEvent: () => undefined,
      onMembers: () => undefined,
    });
  return own;
}
