import type { AddressInfo } from 'node:net';
import Pusher, { type Options } from 'pusher-js';
import { WebSocket } from 'ws';

/**
 * Real-time clients for tests against a listening app: the stock pusher-js client (Node build),
 * and a raw WebSocket speaking the Pusher protocol for what pusher-js hides (codes, pings).
 */
export function portOf(server: { address(): AddressInfo | string | null }): number {
  return (server.address() as AddressInfo).port;
}

export function pusherClient(port: number, options: Partial<Options> & { key?: string } = {}): Pusher {
  const { key = 'golf-key', ...rest } = options;
  return new Pusher(key, {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...rest,
  });
}

/** Resolves once connected; rejects on the connection's first error (with pusher-js's error object). */
export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('error', (error: unknown) => reject(error));
  });
}

/** The next time `event` is emitted by a pusher-js channel or connection. */
export function next<T = unknown>(
  target: {
    bind(event: string, callback: (data: T) => void): unknown;
    unbind(event: string, callback?: (data: T) => void): unknown;
  },
  event: string,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      target.unbind(event, handler);
      resolve(data);
    };
    target.bind(event, handler);
  });
}

export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export interface RawClient {
  ws: WebSocket;
  frames: PusherFrame[];
  /** Waits for a frame matching `match` (also one that already arrived after `from`). */
  frame(match: (frame: PusherFrame) => boolean, timeoutMs?: number): Promise<PusherFrame>;
  send(frame: PusherFrame): void;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the socket id once connection_established arrived. */
  socketId(): Promise<string>;
}

export function rawClient(
  port: number,
  path = '/app/golf-key?protocol=7',
  headers: Record<string, string> = {},
): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  const frames: PusherFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    const parsed = JSON.parse(raw.toString()) as PusherFrame;
    if (typeof parsed.data === 'string') {
      try {
        parsed.data = JSON.parse(parsed.data);
      } catch {
        // a plain string payload
      }
    }
    frames.push(parsed);
    for (const waiter of waiters) waiter();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const frame = (match: (frame: PusherFrame) => boolean, timeoutMs = 5000) =>
    new Promise<PusherFrame>((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return {
    ws,
    frames,
    frame,
    send: (message) => ws.send(JSON.stringify(message)),
    closed,
    socketId: async () =>
      ((await frame((f) => f.event === 'pusher:connection_established')).data as { socket_id: string }).socket_id,
  };
}
