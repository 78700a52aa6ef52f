import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells every server node about changes that in-memory state depends on (a revoked session, an
 * updated user). A message published on one node reaches the subscribers on every node,
 * including its own. Drivers: in-process (one node: the embedded database is single-process)
 * PostgreSQL LISTEN/NOTIFY (any number of nodes sharing the database) and Redis pub/sub
 * (redis-bus.ts; preferred when REDIS_URL is set).
 */
export interface ClusterBus {
  /** Delivers locally at once, then to the other nodes; never rejects. */
  publish(channel: BusChannel, message: BusMessage): Promise<void>;
  subscribe(channel: BusChannel, handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export type BusChannel = 'sessions' | 'user-events' | 'launch-monitor';
export type BusMessage = Record<string, string | number | null>;

/** Local delivery, shared by every driver (redis-bus.ts too). */
export function createBusHandlers() {
  const handlers = new Map<string, Set<(message: BusMessage) => void>>();
  return {
    add(channel: string, handler: (message: BusMessage) => void) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    deliver(channel: string, message: BusMessage) {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    },
  };
}

export function createMemoryBus(): ClusterBus {
  const handlers = createBusHandlers();
  return {
    async publish(channel, message) {
      handlers.deliver(channel, message);
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    async close() {},
  };
}

const NOTIFY_CHANNEL = 'golf_cluster';

/**
 * LISTEN/NOTIFY on a dedicated connection. This node's own messages are delivered locally at once
 * (not after the round trip), and skipped when they come back from the database.
 */
export async function createPostgresBus(
  url: string,
  log: { error(object: object, message: string): void },
): Promise<ClusterBus> {
  const nodeId = randomUUID();
  const handlers = createBusHandlers();
  const listener = new pg.Client({ connectionString: url });
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  listener.on('error', (error) => log.error({ err: error }, 'cluster bus connection failed'));
  // An idle publisher connection dropped (a database restart) must not crash the node: the pool reconnects.
  publisher.on('error', (error) => log.error({ err: error }, 'cluster bus publisher connection lost'));
  listener.on('notification', (notification) => {
    if (!notification.payload) return;
    try {
      const { node, channel, message } = JSON.parse(notification.payload) as {
        node: string;
        channel: string;
        message: BusMessage;
      };
      if (node !== nodeId) handlers.deliver(channel, message);
    } catch (error) {
      log.error({ err: error }, 'cluster bus message unreadable');
    }
  });
  await listener.connect();
  await listener.query(`listen ${NOTIFY_CHANNEL}`);
  return {
    async publish(channel, message) {
      handlers.deliver(channel, message);
      // Never rejects: this node is already up to date, and the others expire their copies on their own.
      await publisher
        .query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify({ node: nodeId, channel, message })])
        .catch((error: unknown) => log.error({ err: error }, 'cluster bus publish failed'));
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    async close() {
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
