import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { Registry, collectDefaultMetrics, type Metric } from 'prom-client';
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

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** One (method, route, status): its request count, its latency histogram's bucket counts (not cumulative) and sum. */
interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  /** Per bucket of BUCKETS, then one for above the last (+Inf). */
  buckets: number[];
  sum: number;
}

/**
 * The request counter and the latency histogram, counted in plain numbers per series and turned into
 * prom-client's values when scraped. prom-client's own `inc` and `observe` check and hash the label
 * set on every call, even through a labelled child: a few per cent of a small request's CPU
 * (bench/, docs/benchmarks.md). The text is the same as prom-client's Counter and Histogram give.
 */
function requestMetrics(registry: Registry) {
  const series: Series[] = [];
  // Route, then method, then status: each key is a string Fastify keeps (or a number), so a lookup
  // hashes nothing new; a joined key was a new string to hash on every request.
  const byRoute = new Map<string, Map<string, Map<number, Series>>>();
  const record = (method: string, route: string, statusCode: number, seconds: number) => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let entry = byStatus.get(statusCode);
    if (!entry) {
      entry = { labels: { method, route, status: String(statusCode) }, count: 0, buckets: [], sum: 0 };
      for (let i = 0; i <= BUCKETS.length; i++) entry.buckets.push(0);
      byStatus.set(statusCode, entry);
      series.push(entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    entry.buckets[bucket]! += 1;
  };
  const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => object[]) => ({
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => {
      series.length = 0;
      byRoute.clear();
    },
  });
  registry.registerMetric(
    metric('http_requests_total', 'HTTP requests by method, route and status', 'counter', () =>
      series.map(({ labels, count }) => ({ labels, value: count })),
    ) as unknown as Metric,
  );
  registry.registerMetric(
    metric('http_request_duration_seconds', 'HTTP request latency', 'histogram', () =>
      series.flatMap(({ labels, buckets, count, sum }) => {
        let cumulative = 0;
        const values: object[] = BUCKETS.map((le, i) => {
          cumulative += buckets[i]!;
          return { labels: { ...labels, le }, value: cumulative, metricName: 'http_request_duration_seconds_bucket' };
        });
        values.push({
          labels: { ...labels, le: '+Inf' },
          value: count,
          metricName: 'http_request_duration_seconds_bucket',
        });
        values.push({ labels, value: sum, metricName: 'http_request_duration_seconds_sum' });
        values.push({ labels, value: count, metricName: 'http_request_duration_seconds_count' });
        return values;
      }),
    ) as unknown as Metric,
  );
  return record;
}

/**
 * Prometheus metrics on /metrics: request counts and latency histograms per route template (not
 * per raw URL, so ids don't explode the label set), plus Node's process metrics.
 * Each app gets its own registry, so several apps in one process (tests) don't collide.
 *
 * Each route gets its own onResponse hook with its template, read once when the route is added
 * (register this before any route): `request.routeOptions` builds an object on every read. Requests
 * no route matched are counted as `unmatched` by the hook this returns, for the not-found handler.
 */
export function registerMetrics(app: FastifyInstance, access: Config['metrics']): onResponseHookHandler {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const record = requestMetrics(registry);
  const recorderFor =
    (route: string): onResponseHookHandler =>
    (request, reply, done) => {
      record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
  app.addHook('onRoute', (route) => {
    // A new array: Fastify's HEAD twin of a GET route shares the GET's arrays and gets its own hook.
    route.onResponse = [route.onResponse ?? []].flat().concat(recorderFor(route.url));
  });

  app.decorate('metricsText', async () => ({ contentType: registry.contentType, body: await registry.metrics() }));
  const recordUnmatched = recorderFor('unmatched');
  // On its own listener (METRICS_PORT), the main address does not serve them at all.
  if (access.listener) return recordUnmatched;
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
  return recordUnmatched;
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
