/** Baseline target: bare Fastify 5, logger off, `GET /` → `{ hello: 'world' }`. Prints `READY <port>`. */
import Fastify from 'fastify';
import { announceReady, closeOnShutdown } from '../lib/child';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
closeOnShutdown(() => app.close());
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
announceReady(app.server.address(), { fastify: app.version });
