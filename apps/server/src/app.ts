import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_API_VERSION } from '@golf/contracts';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { rewriteApiVersion } from './http/api-version';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerLocale } from './http/locale';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { createRouteIndex } from './http/route-index';
import { registerSecurity } from './http/security';
import { registerWebApps } from './http/web-apps';
import { coursesRoutes } from './modules/courses/courses.routes';
import { createCoursesRepository } from './modules/courses/courses.repository';
import { createCoursesService } from './modules/courses/courses.service';
import { healthRoutes } from './modules/health/health.routes';
import { protocolRoutes } from './modules/protocol/protocol.routes';
import { createProtocolService } from './modules/protocol/protocol.service';

export interface AppDeps {
  database: DatabaseHandle;
  /** Serve the built web apps (off in API tests). */
  serveWebApps?: boolean;
}

/** Builds the whole HTTP application. It never listens: server.ts does, tests use app.inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.log.level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.server.bodyLimitBytes,
    trustProxy: config.server.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: rewriteApiVersion,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Bracket-form arrays and objects: filter[status][]=10
      querystringParser: (query) => qs.parse(query, { depth: 3, arrayLimit: 100 }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const routes = createRouteIndex(app);
  registerErrorHandler(app);
  registerLocale(app);
  await registerSecurity(app, config.server);
  await registerOpenApi(app, config);
  registerMetrics(app);

  const { db } = deps.database;
  const protocol = createProtocolService(config.build);
  const courses = createCoursesService(createCoursesRepository(db));

  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(
    async (api) => {
      await api.register(protocolRoutes, { protocol });
      await api.register(coursesRoutes, { courses });
    },
    { prefix: `/api/v${DEFAULT_API_VERSION}` },
  );

  const fallback = deps.serveWebApps ? await registerWebApps(app) : undefined;
  registerNotFoundHandler(app, { routes, fallback });
  return app;
}
