import { Redis } from 'ioredis';

export type RedisLog = { error(object: object, message: string): void };

/**
 * A connected ioredis client. Connection errors are logged (ioredis reconnects by itself) rather
 * than thrown at whoever happens to hold the client; the first connection must succeed, so a
 * wrong REDIS_URL stops the start.
 */
export async function openRedis(url: string, log: RedisLog, name: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `golf-${name}` });
  redis.on('error', (error: unknown) => log.error({ err: error }, `redis (${name}) connection failed`));
  await redis.connect();
  return redis;
}

export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
