import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** Security headers, the CORS allowlist and response compression. */
export async function registerSecurity(app: FastifyInstance, server: Config['server']): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and MUI inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The API is also called cross-origin by allowed origins (CORS below).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const allowed = new Set(server.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'Accept-Language', 'X-Requested-With', 'apiVersion', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'set-auth-token', 'Content-Language'],
    maxAge: 600,
  });
  await app.register(compress, { threshold: 1024, global: true });
}
