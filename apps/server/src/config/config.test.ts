import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.server.port).toBe(3000);
    expect(config.database).toEqual({ url: undefined, dataDir: './data', poolSize: 10 });
    // On its default loopback address the server trusts both of the names a browser reaches it by.
    expect(config.server.corsOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(config.realtime.allowedOrigins).toEqual(config.server.corsOrigins);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).server.corsOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3000' }).server.corsOrigins).toEqual(['http://127.0.0.1:3000']);
    expect(loadConfig({ HOST: '10.0.0.5' }).server.corsOrigins).toEqual(['http://10.0.0.5:3000']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SECRET: 'short' }, 'SECRET'],
    [{ PAYMENT_DRIVER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ NODE_ENV: 'production' }, 'SECRET'],
    [{ NODE_ENV: 'production', SECRET: 'x'.repeat(32) }, 'PAYMENT_DRIVER'],
    [{ PUSHER_APP_KEY: 'has spaces' }, 'PUSHER_APP_KEY'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'golf' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ UPLOAD_IMAGE_MAX_BYTES: '10' }, 'UPLOAD_IMAGE_MAX_BYTES'],
    [{ PUSHER_APP_SECRET: 'short' }, 'PUSHER_APP_SECRET'],
    [{ REALTIME_MAX_CONNECTIONS_PER_IP: '0' }, 'REALTIME_MAX_CONNECTIONS_PER_IP'],
    [{ REALTIME_MAX_MESSAGE_BYTES: '10' }, 'REALTIME_MAX_MESSAGE_BYTES'],
    [{ REALTIME_ACTIVITY_TIMEOUT_SECONDS: '0' }, 'REALTIME_ACTIVITY_TIMEOUT_SECONDS'],
    [{ SHOT_SIMULATOR_RATE_PER_SECOND: '0' }, 'SHOT_SIMULATOR_RATE_PER_SECOND'],
    [{ SHOT_SIMULATOR_BURST: '1.5' }, 'SHOT_SIMULATOR_BURST'],
  ])('fails fast naming the bad variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('keeps uploads on disk under DATA_DIR by default, and in a bucket with STORAGE_DRIVER=s3', () => {
    expect(loadConfig({ DATA_DIR: '/var/golf' }).storage).toEqual({
      driver: 'disk',
      dir: '/var/golf/files',
      limits: { image: 10 * 1024 * 1024, avatar: 2 * 1024 * 1024, build: 4 * 1024 * 1024 * 1024 },
      sweep: { intervalMs: 24 * 3_600_000, graceMs: 7 * 24 * 3_600_000 },
    });
    expect(loadConfig({ FILE_SWEEP_INTERVAL_HOURS: '0', FILE_SWEEP_GRACE_HOURS: '2' }).storage.sweep).toEqual({
      intervalMs: 0,
      graceMs: 2 * 3_600_000,
    });
    const s3 = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_URL: 'http://127.0.0.1:9000',
      S3_BUCKET: 'golf-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(s3).toMatchObject({
      driver: 's3',
      s3: { url: 'http://127.0.0.1:9000', bucket: 'golf-files', region: 'us-east-1', pathStyle: true },
    });
  });

  it('treats empty variables as unset and parses lists', () => {
    const config = loadConfig({ DATABASE_URL: '', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.database.url).toBeUndefined();
    expect(config.server.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('real-time defaults: a US cluster, the CORS origins as the WebSocket allowlist, the secret derived later', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://play.example' });
    expect(config.realtime).toMatchObject({
      appId: 'golf',
      key: 'golf-key',
      secret: undefined,
      cluster: 'us2',
      allowedOrigins: ['https://play.example'],
      maxConnectionsPerIp: 100,
      maxMessageBytes: 10240,
      activityTimeoutSeconds: 120,
      publicHost: null,
      publicPort: null,
      forceTls: false,
    });
    expect(loadConfig({ APP_URL: 'https://golf.example' }).realtime.forceTls).toBe(true);
    expect(loadConfig({ REALTIME_ALLOWED_ORIGINS: '*' }).realtime.allowedOrigins).toEqual(['*']);
    expect(loadConfig({}).redis).toEqual({ url: undefined, prefix: 'golf:' });
  });
});
