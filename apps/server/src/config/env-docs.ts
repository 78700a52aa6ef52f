import type { Env } from './config';

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
    derivedDefault:
      'the origin of `APP_URL`; without `APP_URL`, on a loopback address, both `http://127.0.0.1:PORT` and `http://localhost:PORT`',
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
      'Load the demo content (courses, store, settings, the two demo accounts, a showcase club and tournament) at start when the database has no users.',
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
  TOURNAMENT_SCHEDULER_INTERVAL_MS: {
    description:
      "Milliseconds between passes that make tournaments' cuts, not-played rounds and payouts happen on time; `0` turns it off.",
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
  FILE_SWEEP_INTERVAL_HOURS: {
    description:
      'Hours between passes that delete stored files no record refers to (replaced avatars, images, builds); `0` turns it off. See [storage](storage.md).',
  },
  FILE_SWEEP_GRACE_HOURS: {
    description:
      'How long an uploaded file no record refers to yet is kept: the time a form may stay open between upload and save.',
  },
};
