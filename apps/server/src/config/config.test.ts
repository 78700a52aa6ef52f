import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.server.port).toBe(3000);
    expect(config.database).toEqual({ url: undefined, dataDir: './data', poolSize: 10 });
    expect(config.server.corsOrigins).toEqual(['http://127.0.0.1:3000']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SECRET: 'short' }, 'SECRET'],
    [{ PAYMENT_DRIVER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ NODE_ENV: 'production' }, 'SECRET'],
  ])('fails fast naming the bad variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('treats empty variables as unset and parses lists', () => {
    const config = loadConfig({ DATABASE_URL: '', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.database.url).toBeUndefined();
    expect(config.server.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
