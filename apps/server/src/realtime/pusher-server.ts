import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Config } from '../config/config';
import type { Fanout, FanoutMessage } from './fanout';
import type { PresenceMember, PresenceStore } from './presence-store';
import {
  CHANNEL_NAME,
  CLIENT_EVENTS_PER_SECOND,
  PROTOCOL_VERSION,
  channelKind,
  closeCodes,
  createSocketId,
  errorFrame,
  frame,
} from './pusher-protocol';
import type { RealtimeApp } from './realtime-app';
import { verifyChannelAuth } from './signatures';

/**
 * A Pusher Channels protocol 7 server on `ws`, sharing the HTTP server (and port) of the API at
 * `/app/{key}`. Stock pusher-js and laravel-echo connect to it unchanged. What it does:
 *
 * - handshake: key, `protocol=7`, Origin allowlist and per-IP limit, each refused with its Pusher
 *   code (after the upgrade, as Pusher does, so the client reads the code and does not retry blindly);
 * - public, private and presence channels; private and presence subscriptions carry an HMAC of
 *   `socket_id:channel[:channel_data]` made by /broadcasting/auth; presence members are kept in a
 *   PresenceStore shared by all nodes;
 * - client events (`client-*`) on joined private and presence channels, never echoed, 10 per second;
 * - liveness: a connection silent for activity_timeout gets pusher:ping, and one that does not
 *   answer within the pong timeout is closed with 4201. One timer sweeps all connections.
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

/** A socket whose send buffer grows past this is too slow to keep up: it is dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CLOSE_WAIT_MS = 2_000;

class Connection {
  /** Joined channels; the presence member for presence channels, else null. */
  readonly channels = new Map<string, PresenceMember | null>();
  lastSeen = Date.now();
  pingSentAt = 0;
  eventWindowStart = 0;
  eventCount = 0;
  closed = false;

  constructor(
    readonly ws: WebSocket,
    readonly socketId: string,
    readonly ip: string,
  ) {}

  send(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  refuse(code: number, message: string): void {
    this.send(errorFrame(code, message));
    this.ws.close(code, message);
  }
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
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

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const { app, fanout, presence, limits, log } = options;
  const allowAnyOrigin = limits.allowedOrigins.includes('*');
  const allowedOrigins = new Set(limits.allowedOrigins);
  const activityMs = limits.activityTimeoutSeconds * 1000;
  const pongTimeoutMs = limits.pongTimeoutSeconds * 1000;
  const established = JSON.stringify({ activity_timeout: limits.activityTimeoutSeconds });

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const connections = new Map<string, Connection>();
  const byChannel = new Map<string, Set<Connection>>();
  const perIp = new Map<string, number>();
  /** Presence bookkeeping still running; awaited on close so members leave before the store closes. */
  const pending = new Set<Promise<unknown>>();
  let closing = false;

  const track = (promise: Promise<unknown>) => {
    const tracked = promise
      .catch((error: unknown) => log.error({ err: error }, 'real-time presence update failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  function clientIp(request: IncomingMessage): string {
    if (options.trustProxy) {
      const forwarded = request.headers['x-forwarded-for'];
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
      if (first) return first;
    }
    return request.socket.remoteAddress ?? 'unknown';
  }

  /** Why a handshake is refused, or null. */
  function refusal(request: IncomingMessage, key: string, ip: string): [number, string] | null {
    if (key !== app.key) return [closeCodes.unknownAppKey, `App key ${key} does not exist`];
    const protocol = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (protocol === null) return [closeCodes.noProtocol, 'No protocol version supplied'];
    if (protocol !== String(PROTOCOL_VERSION))
      return [closeCodes.unsupportedProtocol, `Unsupported protocol version ${protocol}; this server speaks 7`];
    const origin = request.headers.origin;
    if (origin !== undefined && !allowAnyOrigin && !allowedOrigins.has(origin))
      return [closeCodes.unauthorized, `Origin ${origin} is not allowed`];
    if ((perIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp)
      return [closeCodes.overCapacity, 'Too many connections from this address'];
    return null;
  }

  function subscribeLocally(connection: Connection, channel: string, member: PresenceMember | null) {
    connection.channels.set(channel, member);
    let set = byChannel.get(channel);
    if (!set) byChannel.set(channel, (set = new Set()));
    set.add(connection);
  }

  function unsubscribeLocally(connection: Connection, channel: string): PresenceMember | null | undefined {
    if (!connection.channels.has(channel)) return undefined;
    const member = connection.channels.get(channel) ?? null;
    connection.channels.delete(channel);
    const set = byChannel.get(channel);
    set?.delete(connection);
    if (set?.size === 0) byChannel.delete(channel);
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
    const channelData = kind === 'presence' ? data?.channel_data : undefined;
    if (kind === 'presence' && typeof channelData !== 'string') {
      return subscriptionError(connection, channel, 'Presence channels need channel_data', 400);
    }
    if (!verifyChannelAuth(app, data?.auth, connection.socketId, channel, channelData as string | undefined)) {
      return subscriptionError(connection, channel, `Invalid signature for ${channel}`, 401);
    }
    if (kind === 'private') {
      subscribeLocally(connection, channel, null);
      return connection.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
    }
    const parsed = objectOf(channelData);
    const userId = parsed?.user_id;
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

  function onMessage(connection: Connection, raw: RawData): void {
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
        return subscribe(connection, objectOf(message.data));
      case 'pusher:unsubscribe': {
        const channel = objectOf(message.data)?.channel;
        if (typeof channel === 'string') unsubscribe(connection, channel);
        return;
      }
      default:
        if (event.startsWith('client-')) return clientEvent(connection, event, message);
      // Other events (pusher:signin, unknown ones) are not part of what this server offers: ignored.
    }
  }

  function onClose(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection.socketId);
    const count = (perIp.get(connection.ip) ?? 1) - 1;
    if (count <= 0) perIp.delete(connection.ip);
    else perIp.set(connection.ip, count);
    for (const channel of [...connection.channels.keys()]) unsubscribe(connection, channel);
  }

  function accept(ws: WebSocket, ip: string): void {
    let socketId = createSocketId();
    while (connections.has(socketId)) socketId = createSocketId();
    const connection = new Connection(ws, socketId, ip);
    connections.set(socketId, connection);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    ws.on('message', (raw) => onMessage(connection, raw));
    ws.on('close', () => onClose(connection));
    ws.on('error', (error) => log.debug({ err: error, socketId }, 'real-time socket error'));
    connection.send(frame('pusher:connection_established', `{"socket_id":"${socketId}",${established.slice(1)}`));
  }

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, server: Server): void {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const match = /^\/app\/([^/]+)\/?$/.exec(query === -1 ? url : url.slice(0, query));
    if (!match) {
      // Not ours: another upgrade listener may want it; with none, say so.
      if (server.listenerCount('upgrade') <= 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      key = match[1]!;
    }
    const ip = clientIp(request);
    const refused = refusal(request, key, ip);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (refused) {
        ws.on('error', () => undefined);
        log.debug({ code: refused[0], ip }, 'real-time connection refused');
        ws.send(errorFrame(refused[0], refused[1]));
        ws.close(refused[0], refused[1]);
        return;
      }
      accept(ws, ip);
    });
  }

  const unsubscribeFanout = fanout.subscribe((message: FanoutMessage) => {
    const subscribers = byChannel.get(message.channel);
    if (!subscribers) return;
    const text =
      message.userId === undefined
        ? frame(message.event, message.data, message.channel)
        : JSON.stringify({
            event: message.event,
            channel: message.channel,
            data: message.data,
            user_id: message.userId,
          });
    // Encoded once for every subscriber.
    const payload = Buffer.from(text);
    for (const connection of subscribers) {
      if (connection.socketId === message.exceptSocketId) continue;
      const { ws } = connection;
      if (ws.readyState !== WebSocket.OPEN) continue;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        connection.refuse(closeCodes.overCapacity, 'Too slow to keep up');
        continue;
      }
      ws.send(payload, { binary: false });
    }
  });

  /** Pings connections silent for activity_timeout; closes those that did not answer in time. */
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections.values()) {
        if (connection.pingSentAt !== 0) {
          if (now - connection.pingSentAt >= pongTimeoutMs)
            connection.refuse(closeCodes.pongTimeout, 'Pong reply not received');
        } else if (now - connection.lastSeen >= activityMs) {
          connection.pingSentAt = now;
          connection.send(frame('pusher:ping', {}));
        }
      }
    },
    Math.max(100, Math.min(activityMs, pongTimeoutMs) / 4),
  );
  sweep.unref();

  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
        handleUpgrade(request, socket, head, server),
      );
    },
    get connections() {
      return connections.size;
    },
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweep);
      const open = [...connections.values()];
      await Promise.all(
        open.map(
          (connection) =>
            new Promise<void>((resolve) => {
              if (connection.ws.readyState === WebSocket.CLOSED) return resolve();
              const timer = setTimeout(() => {
                connection.ws.terminate();
                resolve();
              }, CLOSE_WAIT_MS);
              connection.ws.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              connection.refuse(closeCodes.reconnect, 'Server shutting down');
            }),
        ),
      );
      await Promise.allSettled([...pending]);
      unsubscribeFanout();
      wss.close();
    },
  };
}
