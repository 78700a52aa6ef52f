import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { expectError } from '../../test/errors';
import { createTestUser } from '../../test/users';
import { startMetricsListener } from './metrics';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const withToken = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
const production = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_DRIVER: 'test' } });
const separate = await createTestApp({ env: { METRICS_PORT: '0' } });

describe('/metrics on the main address', () => {
  it('with METRICS_TOKEN: 401 without it or with another, the metrics with it', async () => {
    const { app } = withToken;
    expectError(await app.inject('/metrics'), 'general.metrics_token_required');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expectError(wrong, 'general.metrics_token_required');
    const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
    expect(right.headers['cache-control']).toBe('no-store');
  });

  it('in production with neither a token nor a listener: refused', async () => {
    const res = await production.app.inject({ url: '/metrics', headers: { 'accept-language': 'sv' } });
    expectError(res, 'general.metrics_token_required', { locale: 'sv' });
    expect(res.body).not.toContain('process_cpu');
  });
});

describe('/metrics on its own listener (METRICS_PORT)', () => {
  it('is served there, and not on the main address', async () => {
    const { app } = separate;
    expectError(await app.inject('/metrics'), 'general.not_found');
    await app.inject('/api/v1/courses');
    const listener = await startMetricsListener(app, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/courses"/);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/v1/courses`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('caching and referrers of API replies', () => {
  it('an authenticated JSON reply: Cache-Control no-store and Referrer-Policy no-referrer', async () => {
    const user = await createTestUser(withToken);
    const res = await withToken.app.inject({ url: '/api/v1/users/me', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const refused = await withToken.app.inject({ url: '/api/v1/users/me', headers: { authorization: 'Bearer x' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('a public reply without credentials keeps its cacheability', async () => {
    const res = await withToken.app.inject('/api/v1/protocol/enums/en');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
