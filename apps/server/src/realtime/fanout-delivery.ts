import { WebSocket } from 'ws';
import type { Connection } from './connection';
import type { FanoutMessage } from './fanout';
import { closeCodes, frame } from './pusher-protocol';

/** A socket whose send buffer grows past this is too slow to keep up: it is dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Delivers what comes out of the fan-out to this node's subscribers of its channel. */
export function deliver(subscribers: ReadonlySet<Connection> | undefined, message: FanoutMessage): void {
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
}
