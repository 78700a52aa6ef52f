import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/client';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import type { Fanout } from '../src/realtime/fanout';
import type { FileStorage } from '../src/storage/file-storage';
import { createTestDatabase } from './database';
import { checkDeclaredErrors } from './declared-errors';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
}

/** Fixed so tests can sign tokens; never used outside tests. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A test configuration: the defaults plus whatever the test overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  // The tournament scheduler and the file sweeper are off unless a test turns them on: a pass between
  // two steps of a test would do what the test means to do itself (tests call tick() or sweep()).
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET: TEST_SECRET,
    TOURNAMENT_SCHEDULER_INTERVAL_MS: '0',
    FILE_SWEEP_INTERVAL_HOURS: '0',
    ...env,
  });
}

/**
 * The app on a fresh database for this test file; closed after the file's tests.
 * `prepare` runs before the app is ready, e.g. to add a route for an error-path test.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    prepare?: (app: FastifyInstance) => void;
    fanout?: Fanout;
    clock?: () => number;
    /** Builds the payment driver from the test's config (e.g. Stripe's, with refunds recorded instead of sent). */
    paymentProvider?: (config: Config) => PaymentProvider;
    /** The file storage driver; by config (disk under DATA_DIR) when not given. */
    storage?: FileStorage;
    /** Receives the log (set LOG_LEVEL in env to see anything). */
    logStream?: AppDeps['logStream'];
    /** Front-end builds to serve (none by default). */
    webApps?: AppDeps['serveWebApps'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    fanout: options.fanout,
    clock: options.clock,
    paymentProvider: options.paymentProvider?.(config),
    storage: options.storage,
    logStream: options.logStream,
    serveWebApps: options.webApps,
  });
  checkDeclaredErrors(app);
  options.prepare?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
