import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Config } from '../config/config';
import { createChannelSubscriptions } from './channel-subscriptions';
import { createConnectionLifecycle } from './connection-lifecycle';
import type { Fanout } from './fanout';
import { deliver } from './fanout-delivery';
import type { PresenceStore } from './presence-store';
import { createMessageHandler } from './protocol-messages';
import { closeCodes } from './pusher-protocol';
import type { RealtimeApp } from './realtime-app';
import { DISCONNECT_USER_EVENT, EVICT_EVENT, RECONNECT_EVENT } from './socket-control';

/**
 * A Pusher Channels protocol 7 server on `ws`, sharing the HTTP server (and port) of the API at
 * `/app/{key}`. Stock pusher-js and laravel-echo connect to it unchanged. Its parts:
 *
 * - connection-lifecycle.ts: the handshake and its refusals, liveness pings, shutdown;
 * - channel-subscriptions.ts: public, private and presence channels (presence members shared by
 *   all nodes);
 * - protocol-messages.ts: what a client sends, client events included;
 * - fanout-delivery.ts: what comes out of the fan-out, to this node's subscribers;
 * - socket-control.ts: the fan-out's control messages, which close a channel's sockets or a user's,
 *   or drop one user's subscriptions to a channel, on every node.
 *
 * Every event, from the server's publisher or a client, goes through the fan-out, and what comes
 * out of the fan-out is delivered to this node's subscribers.
 */
export interface PusherServerOptions {
  app: RealtimeApp;
  fanout: Fanout;
  presence: PresenceStore;
  limits: Pick<
    Config['realtime'],
    'allowedOrigins' | 'maxConnectionsPerIp' | 'maxMessageBytes' | 'activityTimeoutSeconds' | 'pongTimeoutSeconds'
  >;
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  log: { debug(object: object, message: string): void; error(object: object, message: string): void };
}

export interface PusherServer {
  /** Takes the upgrade requests for /app/{key} on this HTTP server. */
  attach(server: Server): void;
  /** Open connections on this node. */
  readonly connections: number;
  /** Closes every connection with 4200 (reconnect: another node will take it) and stops. */
  close(): Promise<void>;
}

/** The user_id of a control message's data (written by socket-control.ts). */
const controlledUser = (data: string) => String((JSON.parse(data) as { user_id: string }).user_id);

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const { app, fanout, presence, limits, trustProxy, log } = options;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const subscriptions = createChannelSubscriptions({ app, fanout, presence, log });
  const lifecycle = createConnectionLifecycle({
    app,
    wss,
    limits,
    trustProxy,
    log,
    onMessage: createMessageHandler({ fanout, subscriptions }),
    onClose: (connection) => subscriptions.unsubscribeAll(connection),
  });
  const unsubscribeFanout = fanout.subscribe((message) => {
    const subscribers = subscriptions.subscribersOf(message.channel);
    if (message.event === EVICT_EVENT) return subscriptions.evict(message.channel, controlledUser(message.data));
    if (message.event === DISCONNECT_USER_EVENT) {
      for (const connection of subscriptions.connectionsOf(controlledUser(message.data)))
        connection.refuse(closeCodes.reconnect, 'Subscriptions must be authorized again');
      return;
    }
    if (message.event !== RECONNECT_EVENT) return deliver(subscribers, message);
    // A copy: a closed connection leaves the channel's set.
    for (const connection of [...(subscribers ?? [])]) {
      connection.refuse(closeCodes.reconnect, 'Subscriptions must be authorized again');
    }
  });

  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
        lifecycle.handleUpgrade(request, socket, head, server),
      );
    },
    get connections() {
      return lifecycle.count;
    },
    async close() {
      if (lifecycle.closing) return;
      await lifecycle.closeAll();
      // Presence members leave before the store closes.
      await subscriptions.settled();
      unsubscribeFanout();
      wss.close();
    },
  };
}
