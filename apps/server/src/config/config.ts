import { join } from 'node:path';
import { z } from 'zod';
import type { S3Options } from '../storage/s3-storage';

const HOUR_MS = 3_600_000;

/**
 * The whole configuration, parsed once from the environment at boot. Nothing else in the server
 * reads process.env: `buildApp` and friends receive this object.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'letters, digits and _ : . -')
    .default('golf:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: listFromEnv.optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanFromEnv.default(false),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SEED_ON_EMPTY: booleanFromEnv.default(true),
  AUTH_RATE_LIMIT: booleanFromEnv.default(true),
  SHOT_SIMULATOR_BURST: z.coerce.number().int().min(1).max(1_000_000).default(30),
  SHOT_SIMULATOR_RATE_PER_SECOND: z.coerce.number().positive().max(1_000_000).default(10),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Open Golf <no-reply@localhost>'),
  PAYMENT_DRIVER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  BUILD_VERSION: z.string().default('0.1.0'),
  BUILD_COMMIT: z.string().optional(),
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and -')
    .default('golf'),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and -')
    .default('golf-key'),
  PUSHER_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUSHER_CLUSTER: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default('us2'),
  REALTIME_ALLOWED_ORIGINS: listFromEnv.optional(),
  REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  REALTIME_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024)
    .default(10 * 1024),
  REALTIME_ACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  REALTIME_PONG_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  REALTIME_PUBLIC_HOST: z.string().min(1).optional(),
  REALTIME_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  REALTIME_FORCE_TLS: booleanFromEnv.optional(),
  TOURNAMENT_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  LAUNCH_MONITOR_ENABLED: booleanFromEnv.default(true),
  LAUNCH_MONITOR_PORT: z.coerce.number().int().min(0).max(65535).default(921),
  LAUNCH_MONITOR_HOST: z.string().min(1).optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_URL: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: booleanFromEnv.default(true),
  UPLOAD_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  UPLOAD_AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  UPLOAD_BUILD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024 * 1024)
    .default(4 * 1024 * 1024 * 1024),
  FILE_SWEEP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  FILE_SWEEP_GRACE_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  server: {
    port: number;
    host: string;
    appUrl: string;
    corsOrigins: string[];
    bodyLimitBytes: number;
    trustProxy: boolean;
  };
  /** Who may read /metrics (docs/operations.md#health-and-metrics, decision 0051). */
  metrics: {
    /** Bearer token for /metrics on the main address. */
    token?: string;
    /** A separate listener for /metrics; the main address does not serve it then. */
    listener?: { port: number; host: string };
    /** Neither a token nor a listener: /metrics is open on the main address (outside production only). */
    open: boolean;
  };
  database: { url?: string; dataDir: string; poolSize: number };
  /** `prefix` starts every key and pub/sub channel, so deployments (or test runs) can share one Redis. */
  redis: { url?: string; prefix: string };
  log: { level: string };
  /** Signs sessions and tokens; required in production. */
  secret?: string;
  seedOnEmpty: boolean;
  /** The identity provider's per-IP request limits (sign-in throttling per account is always on). */
  auth: { rateLimit: boolean };
  /** Per-IP token bucket of the public POST /shots/simulate: requests at once, and refilled per second. */
  shotSimulator: { burst: number; perSecond: number };
  mail: { url?: string; from: string };
  payment: { driver: 'test' | 'stripe'; stripeSecretKey?: string; stripeWebhookSecret?: string };
  build: { version: string; commit: string | null; builtAt: string };
  /** The Pusher-protocol real-time service (apps/server/src/realtime). */
  realtime: {
    appId: string;
    key: string;
    /** Unset: derived from the signing secret (see realtime/realtime-app.ts). */
    secret?: string;
    cluster: string;
    /** Origins a browser may open the WebSocket from; `*` allows any. */
    allowedOrigins: string[];
    maxConnectionsPerIp: number;
    maxMessageBytes: number;
    activityTimeoutSeconds: number;
    pongTimeoutSeconds: number;
    /** What clients are told to connect to (GET /api/v1/broadcasting/config); null = the page's host and port. */
    publicHost: string | null;
    publicPort: number | null;
    forceTls: boolean;
  };
  /** Milliseconds between the tournament scheduler's passes (decision 0100); 0 = off. */
  tournaments: { schedulerIntervalMs: number };
  /** The GSPro Open Connect TCP listener for launch-monitor connectors (modules/play/launch-monitor). */
  launchMonitor: { enabled: boolean; port: number; host: string };
  /** Uploaded files (storage/): the driver, and the per-kind size limits in bytes. */
  storage: ({ driver: 'disk'; dir: string } | { driver: 's3'; dir: string; s3: S3Options }) & {
    limits: { image: number; avatar: number; build: number };
    /** The unreferenced-file sweeper (modules/files/file-sweeper.ts): hours between passes (0 = off) and grace. */
    sweep: { intervalMs: number; graceMs: number };
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/**
 * The origins trusted without CORS_ORIGINS: APP_URL's. A server on its default loopback address, with no
 * APP_URL, trusts both names of it, since a browser on the machine reaches it as either.
 */
function defaultOrigins(appUrlSet: string | undefined, appUrl: string, port: number): string[] {
  const origin = new URL(appUrl).origin;
  if (appUrlSet !== undefined || !LOOPBACK_NAMES.includes(new URL(appUrl).hostname)) return [origin];
  return [origin, ...LOOPBACK_NAMES.map((name) => `http://${name}:${port}`).filter((other) => other !== origin)];
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.PAYMENT_DRIVER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when PAYMENT_DRIVER=stripe');
    if (!e.STRIPE_WEBHOOK_SECRET) problems.push('STRIPE_WEBHOOK_SECRET: required when PAYMENT_DRIVER=stripe');
  }
  if (e.NODE_ENV === 'production' && !e.SECRET) problems.push('SECRET: required when NODE_ENV=production');
  // The test provider's checkout "pays" without money: production must ask for it by name.
  if (e.NODE_ENV === 'production' && cleaned.PAYMENT_DRIVER === undefined)
    problems.push('PAYMENT_DRIVER: required when NODE_ENV=production (stripe, or test for a demo that takes no money)');
  if (e.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!e[name]) problems.push(`${name}: required when STORAGE_DRIVER=s3`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const appUrl = e.APP_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
  const origins = e.CORS_ORIGINS ?? defaultOrigins(e.APP_URL, appUrl, e.PORT);
  return {
    env: e.NODE_ENV,
    server: {
      port: e.PORT,
      host: e.HOST,
      appUrl,
      corsOrigins: origins,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      trustProxy: e.TRUST_PROXY,
    },
    metrics: {
      token: e.METRICS_TOKEN,
      listener: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
      open: e.METRICS_TOKEN === undefined && e.METRICS_PORT === undefined && e.NODE_ENV !== 'production',
    },
    database: { url: e.DATABASE_URL, dataDir: e.DATA_DIR, poolSize: e.DATABASE_POOL_SIZE },
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    log: { level: e.LOG_LEVEL },
    secret: e.SECRET,
    seedOnEmpty: e.SEED_ON_EMPTY,
    auth: { rateLimit: e.AUTH_RATE_LIMIT },
    shotSimulator: { burst: e.SHOT_SIMULATOR_BURST, perSecond: e.SHOT_SIMULATOR_RATE_PER_SECOND },
    mail: { url: e.MAIL_URL, from: e.MAIL_FROM },
    payment: {
      driver: e.PAYMENT_DRIVER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    build: { version: e.BUILD_VERSION, commit: e.BUILD_COMMIT ?? null, builtAt: new Date().toISOString() },
    realtime: {
      appId: e.PUSHER_APP_ID,
      key: e.PUSHER_APP_KEY,
      secret: e.PUSHER_APP_SECRET,
      cluster: e.PUSHER_CLUSTER,
      allowedOrigins: e.REALTIME_ALLOWED_ORIGINS ?? origins,
      maxConnectionsPerIp: e.REALTIME_MAX_CONNECTIONS_PER_IP,
      maxMessageBytes: e.REALTIME_MAX_MESSAGE_BYTES,
      activityTimeoutSeconds: e.REALTIME_ACTIVITY_TIMEOUT_SECONDS,
      pongTimeoutSeconds: e.REALTIME_PONG_TIMEOUT_SECONDS,
      publicHost: e.REALTIME_PUBLIC_HOST ?? null,
      publicPort: e.REALTIME_PUBLIC_PORT ?? null,
      forceTls: e.REALTIME_FORCE_TLS ?? appUrl.startsWith('https:'),
    },
    tournaments: { schedulerIntervalMs: e.TOURNAMENT_SCHEDULER_INTERVAL_MS },
    launchMonitor: {
      enabled: e.LAUNCH_MONITOR_ENABLED,
      port: e.LAUNCH_MONITOR_PORT,
      // Unset: the HTTP server's interface, so a local-only server is a local-only listener too.
      host: e.LAUNCH_MONITOR_HOST ?? e.HOST,
    },
    storage: {
      ...(e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3' as const,
            s3: {
              url: e.S3_URL!,
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID!,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
              pathStyle: e.S3_PATH_STYLE,
            },
          }
        : { driver: 'disk' as const }),
      dir: e.STORAGE_DIR ?? join(e.DATA_DIR, 'files'),
      limits: { image: e.UPLOAD_IMAGE_MAX_BYTES, avatar: e.UPLOAD_AVATAR_MAX_BYTES, build: e.UPLOAD_BUILD_MAX_BYTES },
      sweep: { intervalMs: e.FILE_SWEEP_INTERVAL_HOURS * HOUR_MS, graceMs: e.FILE_SWEEP_GRACE_HOURS * HOUR_MS },
    },
  };
}
