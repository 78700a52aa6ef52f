import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_API_VERSION } from '@golf/contracts';
import { createMemoryBus, type ClusterBus } from './cluster/cluster-bus';
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
import { createAccessRepository } from './modules/access/access.repository';
import { createAccessService } from './modules/access/access.service';
import { adminAccessRoutes } from './modules/access/admin-access.routes';
import { createActivityRepository } from './modules/activity/activity.repository';
import { createActivityLog } from './modules/activity/activity.service';
import { adminActivityRoutes } from './modules/activity/admin-activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createGuards } from './modules/auth/guards';
import { createIdentityProvider } from './modules/auth/identity-provider';
import { resolveSecret } from './modules/auth/secret';
import { createSessionResolver } from './modules/auth/sessions';
import { createThrottle } from './modules/auth/throttle';
import { createUsedCodesRepository } from './modules/auth/used-codes.repository';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { createMailer, DEV_MAIL_PREFIX, devMailViewerEnabled } from './modules/mail/mailer';
import { createProfanitiesRepository } from './modules/profanities/profanities.repository';
import { profanitiesAdminRoutes } from './modules/profanities/profanities.routes';
import { createProfanitiesService } from './modules/profanities/profanities.service';
import { createSettingsReader } from './modules/settings/settings.reader';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { createUserEvents } from './modules/users/user-events';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { protocolRoutes } from './modules/protocol/protocol.routes';
import { createProtocolService } from './modules/protocol/protocol.service';

export interface AppDeps {
  database: DatabaseHandle;
  /** Serve the built web apps (off in API tests). */
  serveWebApps?: boolean;
  /** Cross-node notifications (see cluster/cluster-bus.ts); in-process when not given. */
  bus?: ClusterBus;
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

  // Identity: one provider, one session resolver, guards for every protected route.
  const secret = resolveSecret(config);
  const settings = createSettingsReader(db);
  const activity = createActivityLog(createActivityRepository(db));
  const bus = deps.bus ?? createMemoryBus();
  const events = createUserEvents(bus);
  const accessRepository = createAccessRepository(db);
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionResolver(db, secret, bus);
  const guards = createGuards({
    sessions,
    abilitiesOf: accessRepository.abilitiesOf,
    activity,
    trustedOrigins: config.server.corsOrigins,
  });
  const mailer = createMailer({ config, db, logger: app.log });
  const profanities = createProfanitiesService(createProfanitiesRepository(db));
  const users = createUsersService({
    users: usersRepository,
    access: accessRepository,
    profanity: profanities,
    settings,
    activity,
    events,
    sessions,
    mailer,
    log: app.log,
  });
  const access = createAccessService({ access: accessRepository, activity, events });
  // Read once: the provider's reset-token expiry is fixed when it is built.
  const resetPasswordExpiryMinutes = await settings.integer('password_reset_expiry_minutes');
  const auth = createAuthService({
    resetPasswordExpiryMinutes,
    usedCodes: createUsedCodesRepository(db),
    appUrl: config.server.appUrl,
    users: usersRepository,
    access: accessRepository,
    sessions,
    throttle: createThrottle(db),
    settings,
    activity,
    mailer,
    events,
    log: app.log,
  });
  auth.attach(
    createIdentityProvider({
      db,
      baseUrl: config.server.appUrl,
      secret,
      trustedOrigins: config.server.corsOrigins,
      resetPasswordExpirySeconds: resetPasswordExpiryMinutes * 60,
      rateLimit: config.auth.rateLimit,
      secureCookies: config.server.appUrl.startsWith('https:'),
      hooks: auth.hooks,
      log: {
        debug: (object, message) => app.log.debug(object, message),
        info: (object, message) => app.log.info(object, message),
        warn: (object, message) => app.log.warn(object, message),
        error: (object, message) => app.log.error(object, message),
      },
    }),
  );

  app.decorateRequest('auth', null);
  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(authRoutes, { prefix: '/api/auth', auth, guards, sessions });
  if (devMailViewerEnabled(config)) await app.register(devMailRoutes, { prefix: DEV_MAIL_PREFIX, db });
  await app.register(
    async (api) => {
      await api.register(protocolRoutes, { protocol });
      await api.register(coursesRoutes, { courses });
      await api.register(usersRoutes, { users, guards, sessions });
      await api.register(adminUsersRoutes, { users, guards });
      await api.register(adminAccessRoutes, { access, guards });
      await api.register(adminActivityRoutes, { activity, guards });
      await api.register(profanitiesAdminRoutes, { profanities, guards });
    },
    { prefix: `/api/v${DEFAULT_API_VERSION}` },
  );

  const fallback = deps.serveWebApps ? await registerWebApps(app) : undefined;
  registerNotFoundHandler(app, { routes, fallback });
  return app;
}
