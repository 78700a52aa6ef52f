import { join } from 'node:path';
import { z } from 'zod';
import type { S3Options } from '../storage/s3-storage';

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
});

export type Env = z.input<typeof envSchema>;

/**
 * What docs/configuration.md says about each variable: its meaning and, when the default is worked
 * out from other variables, what it is. scripts/docs-tables.ts writes the table from this and the
 * schema's defaults; a variable added to the schema without an entry here is a type error.
 */
export const envDocs: Record<keyof Env, { description: string; derivedDefault?: string }> = {
  NODE_ENV: {
    description:
      'Runtime mode. `production` requires `SECRET` and an explicit `PAYMENT_DRIVER`, and hides the development mail outbox.',
  },
  PORT: { description: 'HTTP port: the API, both web apps and the real-time WebSocket.' },
  HOST: { description: 'Interface to listen on (`0.0.0.0` for all).' },
  APP_URL: {
    description: 'Public URL: links in e-mails, the OpenAPI server, the default CORS origin.',
    derivedDefault: '`http://HOST:PORT` (`localhost` for `0.0.0.0`)',
  },
  DATA_DIR: {
    description:
      "Directory of the embedded database (`pglite/`, when `DATABASE_URL` is unset) and of the generated signing secret (`secret`, when `SECRET` is unset). Relative to the server's working directory, `apps/server` under `npm start`.",
  },
  DATABASE_URL: { description: '`postgres://…`: run on PostgreSQL instead of the embedded database.' },
  DATABASE_POOL_SIZE: { description: 'PostgreSQL connection pool size.' },
  REDIS_URL: {
    description:
      '`redis://…` or `rediss://…`: real-time events, presence members, the cluster bus, launch-monitor pairing and rate-limit counters go through Redis, across server nodes.',
  },
  REDIS_PREFIX: {
    description: 'Prefix of every Redis key and pub/sub channel, so deployments (or test runs) can share one Redis.',
  },
  LOG_LEVEL: { description: 'Log level.' },
  SECRET: {
    description:
      'Signing secret, at least 32 characters: sessions and tokens, voucher code hashes and encryption, the derived real-time secret. Required when `NODE_ENV=production`. Nodes sharing a database must share it; changing it makes existing voucher codes unredeemable.',
    derivedDefault: 'generated once into `DATA_DIR/secret`',
  },
  CORS_ORIGINS: {
    description:
      'Comma-separated origins allowed to call the API with credentials; a cookie-authenticated write must come from one of them.',
    derivedDefault: 'the origin of `APP_URL`',
  },
  BODY_LIMIT_BYTES: { description: 'Largest accepted request body, in bytes.' },
  TRUST_PROXY: { description: 'Trust `X-Forwarded-*` headers from a reverse proxy.' },
  METRICS_TOKEN: {
    description:
      '`/metrics` on the main address needs `Authorization: Bearer <METRICS_TOKEN>` (at least 32 characters). With neither this nor `METRICS_PORT`, `/metrics` is open outside production and refused (401) in production.',
  },
  METRICS_PORT: {
    description:
      'Serve `/metrics` on its own listener at `METRICS_HOST:METRICS_PORT` instead of the main address (which then answers 404 there); `0` picks a free port.',
  },
  METRICS_HOST: { description: 'Interface of the metrics listener, when `METRICS_PORT` is set.' },
  SEED_ON_EMPTY: {
    description:
      'Load the demo content (courses, settings, the two demo accounts) at start when the database has no users.',
  },
  AUTH_RATE_LIMIT: {
    description: "The identity provider's per-IP request limits; sign-in throttling per account is always on.",
  },
  SHOT_SIMULATOR_BURST: {
    description:
      'Requests one address may send at once to the public `POST /api/v1/shots/simulate` (an in-memory token bucket on each node).',
  },
  SHOT_SIMULATOR_RATE_PER_SECOND: {
    description:
      'Tokens that bucket gets back per second (fractions allowed); raise both for load tests from one address.',
  },
  MAIL_URL: {
    description:
      '`smtp://` or `smtps://` URL for e-mail. Unset, mail is kept in the database and shown at `/dev/mail` (embedded database outside production only).',
  },
  MAIL_FROM: { description: 'Sender of every e-mail.' },
  PAYMENT_DRIVER: {
    description:
      '`test`: a built-in checkout page that takes no money (never in a public deployment); `stripe`: Stripe Checkout. Must be set explicitly when `NODE_ENV=production`.',
  },
  STRIPE_SECRET_KEY: { description: 'Stripe API secret key; required when `PAYMENT_DRIVER=stripe`.' },
  STRIPE_WEBHOOK_SECRET: {
    description:
      'Signing secret of the Stripe webhook pointed at `POST /api/v1/payments/stripe/webhook`; required when `PAYMENT_DRIVER=stripe`.',
  },
  BUILD_VERSION: { description: 'Build version reported by `GET /api/v1/protocol/version`.' },
  BUILD_COMMIT: { description: 'Build commit reported by `GET /api/v1/protocol/version`.' },
  PUSHER_APP_ID: { description: "The real-time app's id (trigger API path `/apps/{id}/events`)." },
  PUSHER_APP_KEY: { description: "The real-time app's key (WebSocket path `/app/{key}`)." },
  PUSHER_APP_SECRET: {
    description:
      'Signs channel authorizations and trigger API requests, at least 16 characters. Unset: an HMAC of the signing secret, so nodes sharing `SECRET` agree.',
    derivedDefault: 'derived from `SECRET`',
  },
  PUSHER_CLUSTER: { description: "Cluster name handed to clients (the spec's service runs in a US cluster)." },
  REALTIME_ALLOWED_ORIGINS: {
    description:
      'Comma-separated origins a browser may open the WebSocket from (`*`: any); clients without `Origin` (servers, games) are accepted.',
    derivedDefault: '`CORS_ORIGINS`',
  },
  REALTIME_MAX_CONNECTIONS_PER_IP: {
    description: 'WebSocket connections per client address (refused with 4100 past it).',
  },
  REALTIME_MAX_MESSAGE_BYTES: {
    description: 'Largest WebSocket message a client may send (closed with 1009 past it).',
  },
  REALTIME_ACTIVITY_TIMEOUT_SECONDS: { description: 'Silence after which either side pings.' },
  REALTIME_PONG_TIMEOUT_SECONDS: {
    description: "Time to answer the server's ping before the connection is closed with 4201.",
  },
  REALTIME_PUBLIC_HOST: {
    description: 'Host clients are told to connect to (`GET /api/v1/broadcasting/config`).',
    derivedDefault: "the page's host",
  },
  REALTIME_PUBLIC_PORT: { description: 'Port clients are told to connect to.', derivedDefault: "the page's port" },
  REALTIME_FORCE_TLS: {
    description: 'Tell clients to use `wss://`.',
    derivedDefault: '`true` when `APP_URL` is https',
  },
  LAUNCH_MONITOR_ENABLED: { description: 'The GSPro Open Connect TCP listener for launch-monitor connectors.' },
  LAUNCH_MONITOR_PORT: { description: "Its port (GSPro's); `0` picks a free one." },
  LAUNCH_MONITOR_HOST: {
    description: 'Interface it listens on (`0.0.0.0` for connectors on other machines).',
    derivedDefault: '`HOST`',
  },
  STORAGE_DRIVER: {
    description:
      'Where uploaded files (images, game builds) are kept: `disk` (`STORAGE_DIR`, one node) or `s3` (an S3-compatible bucket, for several nodes). See [storage](storage.md).',
  },
  STORAGE_DIR: {
    description: 'Directory of uploaded files with `STORAGE_DRIVER=disk`.',
    derivedDefault: '`DATA_DIR/files`',
  },
  S3_URL: {
    description:
      'URL of the S3-compatible service with `STORAGE_DRIVER=s3`, e.g. `https://s3.eu-north-1.amazonaws.com` or `http://127.0.0.1:9000`.',
  },
  S3_BUCKET: { description: 'The bucket; required with `STORAGE_DRIVER=s3`.' },
  S3_REGION: { description: 'The region the requests are signed for (AWS Signature V4).' },
  S3_ACCESS_KEY_ID: { description: 'Access key id; required with `STORAGE_DRIVER=s3`.' },
  S3_SECRET_ACCESS_KEY: { description: 'Secret access key; required with `STORAGE_DRIVER=s3`.' },
  S3_PATH_STYLE: {
    description: 'Address the bucket in the path (`URL/bucket/key`) rather than the host (`bucket.host/key`).',
  },
  UPLOAD_IMAGE_MAX_BYTES: {
    description: 'Largest image staff may upload (course, product and other images), in bytes.',
  },
  UPLOAD_AVATAR_MAX_BYTES: { description: 'Largest avatar a player may upload, in bytes.' },
  UPLOAD_BUILD_MAX_BYTES: { description: 'Largest game build (zip) staff may upload, in bytes.' },
};

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
  /** The GSPro Open Connect TCP listener for launch-monitor connectors (modules/play/launch-monitor). */
  launchMonitor: { enabled: boolean; port: number; host: string };
  /** Uploaded files (storage/): the driver, and the per-kind size limits in bytes. */
  storage: ({ driver: 'disk'; dir: string } | { driver: 's3'; dir: string; s3: S3Options }) & {
    limits: { image: number; avatar: number; build: number };
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  return {
    env: e.NODE_ENV,
    server: {
      port: e.PORT,
      host: e.HOST,
      appUrl,
      corsOrigins: e.CORS_ORIGINS ?? [new URL(appUrl).origin],
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
      allowedOrigins: e.REALTIME_ALLOWED_ORIGINS ?? e.CORS_ORIGINS ?? [new URL(appUrl).origin],
      maxConnectionsPerIp: e.REALTIME_MAX_CONNECTIONS_PER_IP,
      maxMessageBytes: e.REALTIME_MAX_MESSAGE_BYTES,
      activityTimeoutSeconds: e.REALTIME_ACTIVITY_TIMEOUT_SECONDS,
      pongTimeoutSeconds: e.REALTIME_PONG_TIMEOUT_SECONDS,
      publicHost: e.REALTIME_PUBLIC_HOST ?? null,
      publicPort: e.REALTIME_PUBLIC_PORT ?? null,
      forceTls: e.REALTIME_FORCE_TLS ?? appUrl.startsWith('https:'),
    },
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
    },
  };
}
