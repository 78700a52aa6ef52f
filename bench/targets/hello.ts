/**
 * Baseline target: bare Fastify 5, logger off, `GET /` → `{ hello: 'world' }`. Prints `READY <port>`.
 * `GET /sized/:bytes` sends a JSON body of that many bytes, built once per size: the same bare server
 * with a reply as large as an endpoint's, so a large reply's share can be read against what its bytes
 * alone cost (run.ts).
 */
import Fastify from 'fastify';
import { announceReady, closeOnShutdown } from '../lib/child';

const MAX_SIZED_BYTES = 1 << 20;
const sizedBodies = new Map<number, Buffer>();
/** `{"pad":"xx…"}` padded to exactly `bytes` (at least the 10 bytes of the wrapper). */
const sizedBody = (bytes: number) => Buffer.from(`{"pad":"${'x'.repeat(bytes - 10)}"}`);

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Params: { bytes: string } }>('/sized/:bytes', (request, reply) => {
  const bytes = Number(request.params.bytes);
  if (!Number.isInteger(bytes) || bytes < 10 || bytes > MAX_SIZED_BYTES) return reply.status(400).send();
  let body = sizedBodies.get(bytes);
  if (!body) sizedBodies.set(bytes, (body = sizedBody(bytes)));
  return reply.type('application/json; charset=utf-8').send(body);
});

closeOnShutdown(() => app.close());
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
announceReady(app.server.address(), { fastify: app.version });
