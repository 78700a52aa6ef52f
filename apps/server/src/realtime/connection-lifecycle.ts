import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import type { Config } from '../config/config';
import { Connection } from './connection';
import { PROTOCOL_VERSION, closeCodes, createSocketId, errorFrame, frame } from './pusher-protocol';
import type { RealtimeApp } from './realtime-app';

/**
 * A connection from the handshake to its close:
 * - handshake: key, `protocol=7`, Origin allowlist and per-IP limit, each refused with its Pusher
 *   code (after the upgrade, as Pusher does, so the client reads the code and does not retry blindly);
 * - liveness: a connection silent for activity_timeout gets pusher:ping, and one that does not
 *   answer within the pong timeout is closed with 4201. One timer sweeps all connections;
 * - shutdown: every connection is closed with 4200 (reconnect: another node will take it).
 */
export interface ConnectionLifecycle {
  /** An upgrade request on the HTTP server: /app/{key} is ours, anything else is 404 or another listener's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, server: Server): void;
  /** Open connections on this node. */
  readonly count: number;
  /** Set once `closeAll` has begun. */
  readonly closing: boolean;
  /** Stops the sweep and new connections, and closes the open ones with 4200; resolves when they are closed. */
  closeAll(): Promise<void>;
}

export interface ConnectionLifecycleOptions {
  app: RealtimeApp;
  /** Upgrades the accepted requests (created with noServer). */
  wss: WebSocketServer;
  limits: Pick<
    Config['realtime'],
    'allowedOrigins' | 'maxConnectionsPerIp' | 'activityTimeoutSeconds' | 'pongTimeoutSeconds'
  >;
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  log: { debug(object: object, message: string): void };
  onMessage(connection: Connection, raw: RawData): void;
  /** The connection closed: it leaves its channels. */
  onClose(connection: Connection): void;
}

const CLOSE_WAIT_MS = 2_000;

export function createConnectionLifecycle(options: ConnectionLifecycleOptions): ConnectionLifecycle {
  const { app, wss, limits, log } = options;
  const allowAnyOrigin = limits.allowedOrigins.includes('*');
  const allowedOrigins = new Set(limits.allowedOrigins);
  const activityMs = limits.activityTimeoutSeconds * 1000;
  const pongTimeoutMs = limits.pongTimeoutSeconds * 1000;
  const established = JSON.stringify({ activity_timeout: limits.activityTimeoutSeconds });

  const connections = new Map<string, Connection>();
  const perIp = new Map<string, number>();
  let closing = false;

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

  function onClose(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection.socketId);
    const count = (perIp.get(connection.ip) ?? 1) - 1;
    if (count <= 0) perIp.delete(connection.ip);
    else perIp.set(connection.ip, count);
    options.onClose(connection);
  }

  function accept(ws: WebSocket, ip: string): void {
    let socketId = createSocketId();
    while (connections.has(socketId)) socketId = createSocketId();
    const connection = new Connection(ws, socketId, ip);
    connections.set(socketId, connection);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    ws.on('message', (raw) => options.onMessage(connection, raw));
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
    handleUpgrade,
    get count() {
      return connections.size;
    },
    get closing() {
      return closing;
    },
    async closeAll() {
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
    },
  };
}
