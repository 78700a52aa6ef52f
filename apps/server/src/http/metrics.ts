import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config/config';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text of this app's registry, for a separate metrics listener. */
    metricsText(): Promise<{ contentType: string; body: string }>;
  }
}

/** Constant-time comparison of a bearer token with the configured one (hashed, so lengths match). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics on /metrics: request counts and latency histograms per route template (not
 * per raw URL, so ids don't explode the label set), plus Node's process metrics.
 * Each app gets its own registry, so several apps in one process (tests) don't collide.
 */
type Label = 'method' | 'route' | 'status';

export function registerMetrics(app: FastifyInstance, access: Config['metrics']): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // One child per (method, route, status): prom-client would otherwise hash the label object twice per request.
  const series = new Map<string, { count: Counter.Internal; latency: Histogram.Internal<Label> }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      series.set(key, (child = { count: requests.labels(labels), latency: duration.labels(labels) }));
    }
    child.count.inc();
    child.latency.observe(reply.elapsedTime / 1000);
    done();
  });

  app.decorate('metricsText', async () => ({ contentType: registry.contentType, body: await registry.metrics() }));
  // On its own listener (METRICS_PORT), the main address does not serve them at all.
  if (access.listener) return;
  app.get(
    '/metrics',
    {
      config: { errors: ['general.metrics_token_required'] },
      logLevel: 'warn',
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!access.open && !(access.token && tokenMatches(request.headers.authorization, access.token)))
        throw new AppError('general.metrics_token_required');
      reply.header('cache-control', 'no-store');
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
}

/** The separate metrics listener (METRICS_PORT): GET /metrics only, plain HTTP, nothing else. */
export async function startMetricsListener(
  app: FastifyInstance,
  listener: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    app.metricsText().then(
      ({ contentType, body }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listener.port, listener.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
