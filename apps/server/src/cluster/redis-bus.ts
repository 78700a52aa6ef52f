import { randomUUID } from 'node:crypto';
import { createBusHandlers, type BusMessage, type ClusterBus } from './cluster-bus';
import { closeRedis, openRedis, type RedisLog } from './redis';

/**
 * The cluster bus over Redis pub/sub, preferred to PostgreSQL LISTEN/NOTIFY when REDIS_URL is set
 * (no database connection held for listening). Same contract as the other drivers: local delivery
 * at once, this node's own messages skipped when they come back.
 */
export async function createRedisBus(url: string, prefix: string, log: RedisLog): Promise<ClusterBus> {
  const CHANNEL = `${prefix}cluster`;
  const nodeId = randomUUID();
  const handlers = createBusHandlers();
  const publisher = await openRedis(url, log, 'bus-pub');
  const subscriber = await openRedis(url, log, 'bus-sub');
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { node, channel, message } = JSON.parse(raw) as { node: string; channel: string; message: BusMessage };
      if (node !== nodeId) handlers.deliver(channel, message);
    } catch (error) {
      log.error({ err: error }, 'cluster bus message unreadable');
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(channel, message) {
      handlers.deliver(channel, message);
      await publisher
        .publish(CHANNEL, JSON.stringify({ node: nodeId, channel, message }))
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'cluster bus publish failed'));
    },
    subscribe: (channel, handler) => handlers.add(channel, handler),
    async close() {
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
