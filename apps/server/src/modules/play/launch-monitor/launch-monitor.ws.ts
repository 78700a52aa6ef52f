import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { presentedCredential, type SessionResolver } from '../../auth/sessions';
import { MAX_MESSAGE_CHARS } from './open-connect';
import type { LaunchMonitorService } from './launch-monitor.service';

/**
 * The same Open Connect message stream over WebSocket, for browser-based monitors, at
 * `/launch-monitor/ws` on the API's HTTP server. Each text frame goes through the same splitter as
 * TCP (a frame may hold several objects); each reply is one frame.
 *
 * Who the connector plays for, decided at the upgrade: `?code=<pairing code>`, a session (a bearer
 * token in `Authorization` or `?token=`, since browsers cannot set headers on a WebSocket, or the
 * session cookie from one of our own origins), or nobody yet (it pairs with its first messages, as on
 * TCP). A code or credential that does not check out is refused with 401 before the upgrade.
 */
export const LAUNCH_MONITOR_WS_PATH = '/launch-monitor/ws';

/** The player the upgrade is for; null: not paired yet; 'refused': a bad code or credential. */
export type UpgradeAuthenticator = (
  request: IncomingMessage,
  query: URLSearchParams,
) => Promise<number | null | 'refused'>;

/** `?code=`, else `?token=`, else the request's own bearer header or session cookie, else nobody. */
export function sessionUpgradeAuthenticator(
  service: Pick<LaunchMonitorService, 'consumeCode'>,
  sessions: Pick<SessionResolver, 'resolve'>,
  trustedOrigins: readonly string[],
): UpgradeAuthenticator {
  const trusted = new Set(trustedOrigins);
  return async (request, query) => {
    const code = query.get('code');
    if (code) return (await service.consumeCode(code)) ?? 'refused';
    const token = query.get('token');
    const headers = token ? { authorization: `Bearer ${token}` } : request.headers;
    if (!presentedCredential({ headers })) return null;
    const session = await sessions.resolve({ headers });
    if (!session) return 'refused';
    // A cookie rides along on a cross-site WebSocket too: only our own pages may use it.
    if (session.via === 'cookie' && !trusted.has(request.headers.origin ?? '')) return 'refused';
    return session.userId;
  };
}

export interface LaunchMonitorWebSocket {
  close(): Promise<void>;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Takes the upgrades for our path and hands every other one to the listeners already attached (the
 * Pusher server at /app/{key}): it replaces them with one listener that routes by path, so each keeps
 * seeing itself as the only listener (the Pusher server answers 404 to unknown paths only then).
 * Attach it after the Pusher server.
 */
export function attachLaunchMonitorWebSocket(
  server: Server,
  service: LaunchMonitorService,
  authenticate: UpgradeAuthenticator,
  log: { debug(object: object, message: string): void },
): LaunchMonitorWebSocket {
  // A frame carries a message or a few; a UTF-8 character is at most 4 bytes.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS * 4, perMessageDeflate: false });
  let closing = false;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    if (closing) return refuse(socket, '503 Service Unavailable');
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    let userId: number | null | 'refused';
    try {
      userId = await authenticate(request, query);
    } catch (error) {
      log.debug({ err: error }, 'launch monitor websocket authentication failed');
      return refuse(socket, '503 Service Unavailable');
    }
    if (userId === 'refused') return refuse(socket, '401 Unauthorized');
    if (socket.destroyed) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = service.open(
        {
          kind: 'websocket',
          address: request.socket.remoteAddress ?? 'unknown',
          send: (text) => {
            if (ws.readyState === ws.OPEN) ws.send(text);
          },
          close: () => ws.terminate(),
        },
        userId,
      );
      if (!connection) {
        ws.close(1013, 'Too many connections from this address');
        return;
      }
      ws.on('message', (data, isBinary) =>
        connection.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString()),
      );
      ws.on('error', (error) => log.debug({ err: error }, 'launch monitor websocket error'));
      ws.on('close', () => connection.closed());
    });
  }

  const others = server.listeners('upgrade') as ((request: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url ?? '/') === LAUNCH_MONITOR_WS_PATH) {
      void upgrade(request, socket, head);
      return;
    }
    if (others.length === 0) return refuse(socket, '404 Not Found');
    for (const listener of others) listener.call(server, request, socket, head);
  });

  return {
    async close() {
      closing = true;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
