import type { Connection } from './connection';
import type { Fanout } from './fanout';
import type { PresenceMember, PresenceStore } from './presence-store';
import { CHANNEL_NAME, channelKind, frame, objectOf } from './pusher-protocol';
import type { RealtimeApp } from './realtime-app';
import { verifyChannelAuth } from './signatures';

/**
 * Channel subscriptions of this node's connections. Public channels are joined at once; private
 * and presence subscriptions carry an HMAC of `socket_id:channel[:channel_data]` made by
 * /broadcasting/auth. Presence members are kept in the PresenceStore shared by all nodes, and
 * arrivals and departures go out through the fan-out.
 */
/** A user's own channels, which only they are authorized for: `private-users.{id}`, `private-kiosk-users.{id}`. */
const OWN_CHANNEL = /^private-(?:kiosk-)?users\.(\d+)$/;

export interface ChannelSubscriptions {
  /** Handles pusher:subscribe; a refusal is sent to the connection as pusher:subscription_error. */
  subscribe(connection: Connection, data: Record<string, unknown> | undefined): void;
  unsubscribe(connection: Connection, channel: string): void;
  /** Unsubscribes this node's connections whose subscription to `channel` was authorized for `userId`. */
  evict(channel: string, userId: string): void;
  /** This node's connections holding any subscription authorized for `userId`. */
  connectionsOf(userId: string): Set<Connection>;
  /** Leaves every channel the connection joined (it closed). */
  unsubscribeAll(connection: Connection): void;
  /** This node's connections on `channel`, undefined when there are none. */
  subscribersOf(channel: string): ReadonlySet<Connection> | undefined;
  /** Presence bookkeeping still running, settled; awaited on close so members leave before the store closes. */
  settled(): Promise<unknown>;
}

export interface ChannelSubscriptionsOptions {
  app: RealtimeApp;
  fanout: Fanout;
  presence: PresenceStore;
  log: { error(object: object, message: string): void };
}

export function createChannelSubscriptions({
  app,
  fanout,
  presence,
  log,
}: ChannelSubscriptionsOptions): ChannelSubscriptions {
  const byChannel = new Map<string, Set<Connection>>();
  const pending = new Set<Promise<unknown>>();

  const track = (promise: Promise<unknown>) => {
    const tracked = promise
      .catch((error: unknown) => log.error({ err: error }, 'real-time presence update failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  /** The store learns this node's count for the channel (the Pusher HTTP API's occupancy); the latest write wins. */
  const countChanged = (channel: string) => track(presence.setLocalCount(channel, byChannel.get(channel)?.size ?? 0));

  function subscribeLocally(connection: Connection, channel: string, member: PresenceMember | null) {
    connection.channels.set(channel, member);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(connection);
    countChanged(channel);
  }

  function unsubscribeLocally(connection: Connection, channel: string): PresenceMember | null | undefined {
    if (!connection.channels.has(channel)) return undefined;
    const member = connection.channels.get(channel) ?? null;
    connection.channels.delete(channel);
    connection.privateHolders.delete(channel);
    const set = byChannel.get(channel);
    set?.delete(connection);
    if (set?.size === 0) byChannel.delete(channel);
    countChanged(channel);
    return member;
  }

  const subscriptionError = (connection: Connection, channel: string | undefined, error: string, status: number) =>
    connection.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));

  async function leavePresence(channel: string, socketId: string, member: PresenceMember): Promise<void> {
    const { removed } = await presence.leave(channel, socketId, member.userId);
    if (removed)
      await fanout.publish({
        channel,
        event: 'pusher_internal:member_removed',
        data: JSON.stringify({ user_id: member.userId }),
      });
  }

  async function joinPresence(connection: Connection, channel: string, member: PresenceMember): Promise<void> {
    let joined;
    try {
      joined = await presence.join(channel, connection.socketId, member);
    } catch (error) {
      unsubscribeLocally(connection, channel);
      subscriptionError(connection, channel, 'Presence is unavailable', 503);
      throw error;
    }
    // Closed or unsubscribed while the store answered: take the entry back out, announce nothing.
    if (connection.closed || connection.channels.get(channel) !== member) {
      await presence.leave(channel, connection.socketId, member.userId);
      return;
    }
    const ids = [...joined.members.keys()];
    const hash = Object.fromEntries(joined.members);
    connection.send(
      frame(
        'pusher_internal:subscription_succeeded',
        JSON.stringify({ presence: { ids, hash, count: ids.length } }),
        channel,
      ),
    );
    if (joined.added)
      await fanout.publish({
        channel,
        event: 'pusher_internal:member_added',
        data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo }),
        exceptSocketId: connection.socketId,
      });
  }

  function subscribe(connection: Connection, data: Record<string, unknown> | undefined): void {
    const channel = data?.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      return subscriptionError(connection, typeof channel === 'string' ? channel : undefined, 'Invalid channel', 400);
    }
    if (connection.channels.has(channel)) return;
    const kind = channelKind(channel);
    if (kind === 'public') {
      subscribeLocally(connection, channel, null);
      return connection.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
    }
    // A private channel's authorization may sign a channel_data too: it names the user it was given to.
    const channelData = typeof data?.channel_data === 'string' ? data.channel_data : undefined;
    if (kind === 'presence' && channelData === undefined) {
      return subscriptionError(connection, channel, 'Presence channels need channel_data', 400);
    }
    if (!verifyChannelAuth(app, data?.auth, connection.socketId, channel, channelData)) {
      return subscriptionError(connection, channel, `Invalid signature for ${channel}`, 401);
    }
    const parsed = channelData === undefined ? undefined : objectOf(channelData);
    const userId = parsed?.user_id;
    if (kind === 'private') {
      subscribeLocally(connection, channel, null);
      if (typeof userId === 'string' || typeof userId === 'number')
        connection.privateHolders.set(channel, String(userId));
      return connection.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
    }
    if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId) === '') {
      return subscriptionError(connection, channel, 'channel_data needs a user_id', 400);
    }
    const member: PresenceMember = { userId: String(userId), userInfo: parsed?.user_info ?? {} };
    subscribeLocally(connection, channel, member);
    track(joinPresence(connection, channel, member));
  }

  function unsubscribe(connection: Connection, channel: string): void {
    const member = unsubscribeLocally(connection, channel);
    if (member) track(leavePresence(channel, connection.socketId, member));
  }

  /** Whom a subscription was authorized for: a presence member, a signed channel_data, a user's own channel. */
  const holderOf = (connection: Connection, channel: string) =>
    connection.channels.get(channel)?.userId ??
    connection.privateHolders.get(channel) ??
    OWN_CHANNEL.exec(channel)?.[1];

  function evict(channel: string, userId: string): void {
    // A copy: unsubscribing leaves the channel's set.
    for (const connection of [...(byChannel.get(channel) ?? [])]) {
      if (holderOf(connection, channel) === userId) unsubscribe(connection, channel);
    }
  }

  function connectionsOf(userId: string): Set<Connection> {
    const found = new Set<Connection>();
    for (const [channel, connections] of byChannel)
      for (const connection of connections) if (holderOf(connection, channel) === userId) found.add(connection);
    return found;
  }

  return {
    subscribe,
    unsubscribe,
    evict,
    connectionsOf,
    unsubscribeAll(connection) {
      for (const channel of [...connection.channels.keys()]) unsubscribe(connection, channel);
    },
    subscribersOf: (channel) => byChannel.get(channel),
    settled: () => Promise.allSettled([...pending]),
  };
}
