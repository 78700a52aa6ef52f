/**
 * Carries real-time events between server nodes (spec section 4, "Real-time events"). Every node
 * publishes into the fan-out and delivers what comes out of it to its own sockets, so an event
 * published on node A reaches a client connected to node B. Drivers: in-process (one node) and
 * Redis pub/sub (REDIS_URL; see redis-fanout.ts). The driver is chosen once, in server.ts.
 */
export interface FanoutMessage {
  channel: string;
  event: string;
  /** The event's payload, already JSON-encoded: the Pusher protocol sends `data` as a string. */
  data: string;
  /** A client event is not echoed back to the socket that sent it. */
  exceptSocketId?: string;
  /** The sender's user_id, on client events in presence channels (the protocol passes it on). */
  userId?: string;
}

export interface Fanout {
  /** Reaches the subscribers on every node, this one included. */
  publish(message: FanoutMessage): Promise<void>;
  subscribe(handler: (message: FanoutMessage) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryFanout(): Fanout {
  const handlers = new Set<(message: FanoutMessage) => void>();
  return {
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
