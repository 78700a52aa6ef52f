import type { RawData } from 'ws';
import type { ChannelSubscriptions } from './channel-subscriptions';
import type { Connection } from './connection';
import type { Fanout } from './fanout';
import { CLIENT_EVENTS_PER_SECOND, channelKind, closeCodes, errorFrame, frame, objectOf } from './pusher-protocol';

/**
 * What a connection sends: pings and pongs, (un)subscriptions, and client events (`client-*`) on
 * joined private and presence channels, never echoed, 10 per second. Any message counts as
 * activity for the liveness sweep.
 */
export interface ProtocolMessagesOptions {
  fanout: Fanout;
  subscriptions: Pick<ChannelSubscriptions, 'subscribe' | 'unsubscribe'>;
}

export function createMessageHandler({
  fanout,
  subscriptions,
}: ProtocolMessagesOptions): (connection: Connection, raw: RawData) => void {
  function clientEvent(connection: Connection, event: string, message: Record<string, unknown>): void {
    const channel = message.channel;
    if (typeof channel !== 'string' || channelKind(channel) === 'public' || !connection.channels.has(channel)) {
      return connection.send(
        errorFrame(closeCodes.unauthorized, 'Client events need a private or presence channel this connection joined'),
      );
    }
    const now = Date.now();
    if (now - connection.eventWindowStart >= 1000) {
      connection.eventWindowStart = now;
      connection.eventCount = 0;
    }
    connection.eventCount += 1;
    if (connection.eventCount > CLIENT_EVENTS_PER_SECOND) {
      return connection.send(
        errorFrame(
          closeCodes.clientEventRateLimit,
          `Client event rejected: more than ${CLIENT_EVENTS_PER_SECOND} per second`,
        ),
      );
    }
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    const member = connection.channels.get(channel);
    void fanout.publish({
      channel,
      event,
      data,
      exceptSocketId: connection.socketId,
      ...(member ? { userId: member.userId } : {}),
    });
  }

  return function onMessage(connection: Connection, raw: RawData): void {
    connection.lastSeen = Date.now();
    connection.pingSentAt = 0;
    let message: Record<string, unknown> | undefined;
    try {
      message = objectOf(JSON.parse(raw.toString()));
    } catch {
      message = undefined;
    }
    const event = message?.event;
    if (!message || typeof event !== 'string') return connection.send(errorFrame(null, 'Invalid message'));
    switch (event) {
      case 'pusher:ping':
        return connection.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscriptions.subscribe(connection, objectOf(message.data));
      case 'pusher:unsubscribe': {
        const channel = objectOf(message.data)?.channel;
        if (typeof channel === 'string') subscriptions.unsubscribe(connection, channel);
        return;
      }
      default:
        if (event.startsWith('client-')) return clientEvent(connection, event, message);
      // Other events (pusher:signin, unknown ones) are not part of what this server offers: ignored.
    }
  };
}
