/**
 * The API server as it runs in production: startServer opens the database, migrates, seeds an
 * empty one and listens. PostgreSQL when DATABASE_URL is set, otherwise PGlite in BENCH_DATA_DIR
 * (a fresh temporary directory servers.ts creates and removes). Prints `READY <port> {...}`.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@golf/server/src/config/config';
import { sessions, users } from '@golf/server/src/db/schema';
import { signSessionToken } from '@golf/server/src/modules/auth/sessions';
import { startServer, type RunningServer } from '@golf/server/src/server';
import { announceReady, closeOnShutdown } from '../lib/child';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is not set (servers.ts passes a temporary directory)');

const config = loadConfig({
  NODE_ENV: 'production',
  PAYMENT_DRIVER: 'test',
  SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
  PORT: process.env.BENCH_PORT ?? '0',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  // Set by the real-time benchmark (realtime.ts): its clients sign channels with the app secret.
  PUSHER_APP_SECRET: process.env.PUSHER_APP_SECRET,
  // Set by the real-time benchmark, which reads the heap from /metrics.
  METRICS_TOKEN: process.env.METRICS_TOKEN,
  REALTIME_MAX_CONNECTIONS_PER_IP: process.env.REALTIME_MAX_CONNECTIONS_PER_IP,
  REALTIME_ACTIVITY_TIMEOUT_SECONDS: process.env.REALTIME_ACTIVITY_TIMEOUT_SECONDS,
  // Set by the simulate-endpoint benchmark (simulate.ts): its load comes from one address.
  SHOT_SIMULATOR_BURST: process.env.SHOT_SIMULATOR_BURST,
  SHOT_SIMULATOR_RATE_PER_SECOND: process.env.SHOT_SIMULATOR_RATE_PER_SECOND,
  // No benchmark drives the launch-monitor port; a running `npm start` may hold 921.
  LAUNCH_MONITOR_ENABLED: 'false',
});

// Installed before starting, so a parent that goes away during startup still gets its directory removed.
const started: { server?: RunningServer } = {};
closeOnShutdown(async () => {
  await started.server?.close();
  // servers.ts removes it too; this covers a parent that died without stopping us.
  rmSync(dataDir, { recursive: true, force: true });
});
const server = (started.server = await startServer(config));

// A signed-in game client: a session for the demo player, presented as the bearer token the
// identity provider would hand out at sign-in.
const [player] = await server.database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'player@golf.localhost'));
if (!player) throw new Error('the demo player is missing: the seed did not run');
const token = randomBytes(24).toString('base64url');
await server.database.db
  .insert(sessions)
  .values({ userId: player.id, token, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });
// A server in use has served sign-ins. The identity provider runs each of its calls inside an
// AsyncLocalStorage, and on Node 20 the process tracks every async resource while one is enabled
// (docs/benchmarks.md, 2026-11-29 23:20): the server disables them after each call
// (modules/auth/provider-stores.ts), and one refused sign-in, for an address no account has, makes
// the benchmark measure the server after such a call.
const signIn = await server.app.inject({
  method: 'POST',
  url: '/api/auth/sign-in/email',
  payload: { email: 'nobody@bench.invalid', password: randomBytes(12).toString('base64url') },
});
if (signIn.statusCode !== 401) throw new Error(`the start-up sign-in answered ${signIn.statusCode}, not 401`);
announceReady(server.app.server.address(), {
  database: server.database.driver,
  bearerToken: signSessionToken(token, config.secret!),
});
