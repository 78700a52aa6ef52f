import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One socket's membership of a presence channel, as its signed channel_data gave it. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

/**
 * Who is in each presence channel, across every node. A user with several sockets is one member:
 * `added` is true only for the user's first socket in the channel and `removed` only for the last,
 * which is when member_added / member_removed go out. Drivers: in-process (one node) and a Redis
 * hash per channel (REDIS_URL), changed and read in one MULTI so two nodes never both announce.
 */
export interface PresenceStore {
  join(
    channel: string,
    socketId: string,
    member: PresenceMember,
  ): Promise<{ members: Map<string, unknown>; added: boolean }>;
  leave(channel: string, socketId: string, userId: string): Promise<{ removed: boolean }>;
  /** The channel's members now (user_id → user_info), on every node. */
  members(channel: string): Promise<Map<string, unknown>>;
  /** This node now has `count` subscriptions (sockets) on `channel`; 0 when none. */
  setLocalCount(channel: string, count: number): Promise<void>;
  /** Subscriptions per occupied channel, summed over every live node (the Pusher HTTP API's channel queries). */
  occupancy(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

function membersOf(entries: Iterable<PresenceMember>): Map<string, unknown> {
  const members = new Map<string, unknown>();
  for (const entry of entries) if (!members.has(entry.userId)) members.set(entry.userId, entry.userInfo);
  return members;
}

const countOf = (entries: Iterable<PresenceMember>, userId: string) => {
  let count = 0;
  for (const entry of entries) if (entry.userId === userId) count += 1;
  return count;
};

export function createMemoryPresence(): PresenceStore {
  const channels = new Map<string, Map<string, PresenceMember>>();
  const counts = new Map<string, number>();
  return {
    async members(channel) {
      return membersOf(channels.get(channel)?.values() ?? []);
    },
    async setLocalCount(channel, count) {
      if (count > 0) counts.set(channel, count);
      else counts.delete(channel);
    },
    async occupancy() {
      return new Map(counts);
    },
    async join(channel, socketId, member) {
      let sockets = channels.get(channel);
      if (!sockets) channels.set(channel, (sockets = new Map()));
      sockets.set(socketId, member);
      return { members: membersOf(sockets.values()), added: countOf(sockets.values(), member.userId) === 1 };
    },
    async leave(channel, socketId, userId) {
      const sockets = channels.get(channel);
      if (!sockets?.delete(socketId)) return { removed: false };
      if (sockets.size === 0) channels.delete(channel);
      return { removed: countOf(sockets.values(), userId) === 0 };
    },
    async close() {
      channels.clear();
      counts.clear();
    },
  };
}

const NODE_TTL_MS = 30_000;
const NODE_REFRESH_MS = 10_000;

interface StoredMember {
  /** user_id */
  u: string;
  /** user_info */
  i: unknown;
  /** the node holding the socket */
  n: string;
}

/**
 * Presence in Redis: hash `<prefix>presence:<channel>`, one field per socket. Each node keeps a
 * heartbeat key; members held by a node whose heartbeat has expired (it crashed) are dropped
 * when the channel is next read, so they do not haunt the list forever. Occupancy: each node
 * keeps its own hash `<prefix>occupancy:<node>` (channel → its sockets there), and lists itself in
 * the set `<prefix>presence-nodes`; a query sums the hashes of the nodes still beating and removes
 * the others'.
 */
export function createRedisPresence(
  redis: Redis,
  prefix: string,
  log: { error(object: object, message: string): void },
): PresenceStore {
  const KEY_PREFIX = `${prefix}presence:`;
  const NODE_PREFIX = `${prefix}presence-node:`;
  const nodeId = randomUUID();
  const nodeKey = NODE_PREFIX + nodeId;
  const NODES = `${prefix}presence-nodes`;
  const OCCUPANCY_PREFIX = `${prefix}occupancy:`;
  const occupancyKey = OCCUPANCY_PREFIX + nodeId;
  const beat = () =>
    redis
      .set(nodeKey, '1', 'PX', NODE_TTL_MS)
      .catch((error: unknown) => log.error({ err: error }, 'presence heartbeat failed'));
  void beat();
  void redis.sadd(NODES, nodeId).catch((error: unknown) => log.error({ err: error }, 'presence node listing failed'));
  const timer = setInterval(beat, NODE_REFRESH_MS);
  timer.unref();

  const decode = (values: string[]): StoredMember[] =>
    values.flatMap((value) => {
      try {
        return [JSON.parse(value) as StoredMember];
      } catch {
        return [];
      }
    });

  /** Drops the members of nodes that stopped beating; returns the live ones. */
  async function live(channel: string, fields: Record<string, string>): Promise<StoredMember[]> {
    const entries = Object.entries(fields).map(([socketId, value]) => [socketId, decode([value])[0]] as const);
    const otherNodes = [...new Set(entries.flatMap(([, m]) => (m && m.n !== nodeId ? [m.n] : [])))];
    const dead = new Set<string>();
    if (otherNodes.length > 0) {
      const beats = await redis.mget(otherNodes.map((n) => NODE_PREFIX + n));
      otherNodes.forEach((n, index) => beats[index] === null && dead.add(n));
    }
    const stale = entries.filter(([, m]) => !m || dead.has(m.n)).map(([socketId]) => socketId);
    if (stale.length > 0) await redis.hdel(KEY_PREFIX + channel, ...stale);
    return entries.flatMap(([, m]) => (m && !dead.has(m.n) ? [m] : []));
  }

  const asMembers = (stored: StoredMember[]) => stored.map((m) => ({ userId: m.u, userInfo: m.i }));

  return {
    async join(channel, socketId, member) {
      const key = KEY_PREFIX + channel;
      const value: StoredMember = { u: member.userId, i: member.userInfo, n: nodeId };
      const result = await redis.multi().hset(key, socketId, JSON.stringify(value)).hgetall(key).exec();
      const fields = (result?.[1]?.[1] ?? {}) as Record<string, string>;
      const members = asMembers(await live(channel, fields));
      return { members: membersOf(members), added: countOf(members, member.userId) === 1 };
    },
    async leave(channel, socketId, userId) {
      const key = KEY_PREFIX + channel;
      const result = await redis.multi().hdel(key, socketId).hvals(key).exec();
      if (result?.[0]?.[1] !== 1) return { removed: false };
      const remaining = asMembers(decode((result[1]?.[1] ?? []) as string[]));
      return { removed: countOf(remaining, userId) === 0 };
    },
    async members(channel) {
      const fields = await redis.hgetall(KEY_PREFIX + channel);
      return membersOf(asMembers(await live(channel, fields)));
    },
    async setLocalCount(channel, count) {
      if (count > 0) await redis.hset(occupancyKey, channel, String(count));
      else await redis.hdel(occupancyKey, channel);
    },
    async occupancy() {
      const nodes = await redis.smembers(NODES);
      const beats = nodes.length > 0 ? await redis.mget(nodes.map((n) => NODE_PREFIX + n)) : [];
      const alive = nodes.filter((n, index) => beats[index] !== null || n === nodeId);
      const dead = nodes.filter((n) => !alive.includes(n));
      if (dead.length > 0)
        await redis
          .multi()
          .srem(NODES, ...dead)
          .del(...dead.map((n) => OCCUPANCY_PREFIX + n))
          .exec();
      const pipeline = redis.pipeline();
      for (const n of alive) pipeline.hgetall(OCCUPANCY_PREFIX + n);
      const results = alive.length > 0 ? ((await pipeline.exec()) ?? []) : [];
      const totals = new Map<string, number>();
      for (const [, fields] of results)
        for (const [channel, value] of Object.entries((fields ?? {}) as Record<string, string>)) {
          const count = Number(value);
          if (count > 0) totals.set(channel, (totals.get(channel) ?? 0) + count);
        }
      return totals;
    },
    async close() {
      clearInterval(timer);
      await redis
        .multi()
        .del(nodeKey, occupancyKey)
        .srem(NODES, nodeId)
        .exec()
        .catch(() => undefined);
    },
  };
}
