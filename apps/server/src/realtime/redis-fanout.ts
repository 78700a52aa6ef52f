import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { closeRedis, openRedis, type RedisLog } from '../cluster/redis';
import type { Fanout, FanoutMessage } from './fanout';

/**
 * The fan-out over Redis pub/sub (REDIS_URL): one Redis channel carries every event, on two
 * connections (a subscribed connection cannot publish). This node's own events are delivered
 * locally at once and skipped when they come back, so local subscribers do not wait for the
 * round trip and still get them while Redis is away.
 */
export async function createRedisFanout(url: string, prefix: string, log: RedisLog): Promise<Fanout> {
  const CHANNEL = `${prefix}realtime`;
  const nodeId = randomUUID();
  const handlers = new Set<(message: FanoutMessage) => void>();
  const deliver = (message: FanoutMessage) => {
    for (const handler of handlers) handler(message);
  };
  const publisher: Redis = await openRedis(url, log, 'fanout-pub');
  const subscriber: Redis = await openRedis(url, log, 'fanout-sub');
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const { n, m } = JSON.parse(raw) as { n: string; m: FanoutMessage };
      if (n !== nodeId) deliver(m);
    } catch (error) {
      log.error({ err: error }, 'real-time fan-out message unreadable');
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(message) {
      deliver(message);
      await publisher
        .publish(CHANNEL, JSON.stringify({ n: nodeId, m: message }))
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, channel: message.channel }, 'real-time publish failed'));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.all([closeRedis(subscriber), closeRedis(publisher)]);
    },
  };
}
