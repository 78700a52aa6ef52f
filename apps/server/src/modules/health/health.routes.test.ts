import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

const { app, database } = await createTestApp();

describe('operations endpoints', () => {
  it('/healthz is alive', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('/metrics counts requests per route template', async () => {
    await app.inject('/api/v1/courses/1');
    const text = (await app.inject('/metrics')).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/courses\/:id",status="200"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket');
  });

  it('/metrics counts a HEAD once, under its route, and a request no route matched as unmatched', async () => {
    await app.inject({ method: 'HEAD', url: '/healthz' });
    await app.inject('/api/v1/no-such-route');
    const text = (await app.inject('/metrics')).body;
    expect(text).toMatch(/http_requests_total\{method="HEAD",route="\/healthz",status="200"\} 1\n/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1\n/);
  });

  it('/api/openapi.json is an OpenAPI 3.1 document of the routes', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/protocol/enums/{locale}', '/api/v1/courses', '/healthz']),
    );
    expect(doc.info.description).toContain('| 10 | 403 | `rounds.cannot_join_wager_round`');
  });

  it('/api/docs serves the interactive reference', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  // Last: it closes this file's database.
  it('/readyz turns 503 with the error shape when the database is gone', async () => {
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().error_info.key).toBe('general.service_unavailable');
  });
});
