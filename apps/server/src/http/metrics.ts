import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics on /metrics: request counts and latency histograms per route template (not
 * per raw URL, so ids don't explode the label set), plus Node's process metrics.
 * Each app gets its own registry, so several apps in one process (tests) don't collide.
 */
type Label = 'method' | 'route' | 'status';

export function registerMetrics(app: FastifyInstance): void {
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

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
