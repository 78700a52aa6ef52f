import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createMemoryBus, createPostgresBus, type ClusterBus } from './cluster/cluster-bus';
import { closeRedis, openRedis } from './cluster/redis';
import { createRedisBus } from './cluster/redis-bus';
import { createRedisSharedState } from './cluster/redis-shared-state';
import { createMemorySharedState, type SharedState } from './cluster/shared-state';
import type { Config } from './config/config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { startMetricsListener } from './http/metrics';
import { isDatabaseEmpty, seedDemoData, type DemoAccount } from './db/seed';
import { createMemoryFanout, type Fanout } from './realtime/fanout';
import { createMemoryPresence, createRedisPresence, type PresenceStore } from './realtime/presence-store';
import { createRedisFanout } from './realtime/redis-fanout';
import {
  startLaunchMonitorListener,
  type LaunchMonitorListener,
} from './modules/play/launch-monitor/launch-monitor.tcp';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The launch-monitor TCP port actually listened on; null when off or it could not be opened. */
  launchMonitorPort: number | null;
  /** The metrics listener's port (METRICS_PORT); null when /metrics is on the main address. */
  metricsPort: number | null;
  close(): Promise<void>;
}

/** Shown once, when the demo accounts are created: their passwords are generated and not stored anywhere else. */
export function formatDemoAccounts(appUrl: string, accounts: DemoAccount[]): string {
  const lines = [
    'Demo accounts created (passwords are generated and shown only now):',
    ...accounts.map((a) => `  ${a.role.padEnd(13)} ${a.email.padEnd(24)} password: ${a.password}`),
    `  Player app:  ${appUrl}/`,
    `  Back-office: ${appUrl}/backoffice/`,
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const rule = '='.repeat(width);
  return ['', rule, ...lines, rule, ''].join('\n');
}

/** Opens the database, migrates, seeds an empty one, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  await runMigrations(database);
  // Several nodes can share PostgreSQL, so they hear each other's changes; PGlite is one process.
  // With Redis, the bus, real-time events and presence members all go through it.
  const log = { error: (object: object, message: string) => console.error(message, object) };
  const redisUrl = config.redis.url;
  const redis = redisUrl ? await openRedis(redisUrl, log, 'presence') : undefined;
  const bus: ClusterBus = redisUrl
    ? await createRedisBus(redisUrl, config.redis.prefix, log)
    : config.database.url
      ? await createPostgresBus(config.database.url, log)
      : createMemoryBus();
  const fanout: Fanout = redisUrl ? await createRedisFanout(redisUrl, config.redis.prefix, log) : createMemoryFanout();
  const presence: PresenceStore = redis ? createRedisPresence(redis, config.redis.prefix, log) : createMemoryPresence();
  // Launch-monitor pairing and rate-limit counters (decisions 0056, 0057): one Redis for all nodes, else this process.
  const sharedState: SharedState = redis
    ? createRedisSharedState(redis, config.redis.prefix)
    : createMemorySharedState();
  const app = await buildApp(config, { database, serveWebApps: true, bus, fanout, presence, sharedState });
  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    // A person meets this start: with the showcase, Clubs and Tournaments have something in them.
    const seeded = await seedDemoData(database.db, { showcase: true });
    app.log.info(
      { courses: seeded.courses, settings: seeded.settings, showcase: seeded.showcase },
      'empty database: demo content loaded',
    );
    if (seeded.createdAccounts.length)
      process.stdout.write(formatDemoAccounts(config.server.appUrl, seeded.createdAccounts));
  }
  await app.listen({ port: config.server.port, host: config.server.host });
  // GSPro Open Connect connectors (docs/launch-monitors.md). A port that cannot be opened is logged, not
  // fatal: the API works without it (a second node on one machine, a development start without privilege).
  let launchMonitor: LaunchMonitorListener | undefined;
  if (config.launchMonitor.enabled) {
    const { port, host } = config.launchMonitor;
    launchMonitor = await startLaunchMonitorListener(app.launchMonitor, { port, host }, app.log).then(
      (listener) => {
        app.log.info({ port: listener.port, host }, 'launch-monitor listener (GSPro Open Connect) started');
        return listener;
      },
      (error: unknown) => {
        app.log.error({ err: error, port, host }, 'launch-monitor listener could not start; running without it');
        return undefined;
      },
    );
  }
  // Prometheus on its own address (METRICS_PORT), e.g. a private interface the scraper reaches.
  const metrics = config.metrics.listener ? await startMetricsListener(app, config.metrics.listener) : undefined;
  if (metrics) app.log.info({ port: metrics.port, host: config.metrics.listener?.host }, 'metrics listener started');
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await launchMonitor?.close();
      await metrics?.close();
      await app.close();
      await presence.close();
      await sharedState.close();
      await fanout.close();
      if (redis) await closeRedis(redis);
      await bus.close();
      await database.close();
    })());
  return { app, database, launchMonitorPort: launchMonitor?.port ?? null, metricsPort: metrics?.port ?? null, close };
}
