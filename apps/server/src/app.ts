import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_API_VERSION } from '@golf/contracts';
import { createMemoryBus, type ClusterBus } from './cluster/cluster-bus';
import type { Config } from './config/config';
import { inSavepoint, type DatabaseHandle } from './db/client';
import { rewriteApiVersion } from './http/api-version';
import { handleClientError, registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerLocale } from './http/locale';
import { registerMetrics } from './http/metrics';
import { refusingNullCharacters } from './http/null-characters';
import { registerOpenApi } from './http/openapi';
import { createRouteIndex } from './http/route-index';
import { registerSecurity } from './http/security';
import { registerWebApps } from './http/web-apps';
import { coursesRoutes } from './modules/courses/courses.routes';
import { createCoursesRepository } from './modules/courses/courses.repository';
import { createCoursesService } from './modules/courses/courses.service';
import { createCourseAllocationRepository } from './modules/courses/course-allocation.repository';
import { adminCoursesRoutes } from './modules/courses/admin-courses.routes';
import { createAdminCoursesService } from './modules/courses/admin-courses.service';
import { createCourseAllocationService } from './modules/courses/course-allocation.service';
import { adminMapPacksRoutes } from './modules/map-packs/admin-map-packs.routes';
import { createMapPacksRepository } from './modules/map-packs/map-packs.repository';
import { createMapPacksService } from './modules/map-packs/map-packs.service';
import { createEntitlementsRepository } from './modules/entitlements/entitlements.repository';
import { createEntitlementsService, type Feature } from './modules/entitlements/entitlements.service';
import { grantMapPack, revokeMapPack } from './modules/courses/course-allocation.repository';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersAdminRoutes, ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createPaymentProvider } from './modules/payments/payment-drivers';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { stripeWebhookRoutes, testCheckoutRoutes } from './modules/payments/payments.routes';
import { createStoreRepository } from './modules/store/store.repository';
import { storeAdminRoutes, storeRoutes } from './modules/store/store.routes';
import { createStoreService } from './modules/store/store.service';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { subscriptionsAdminRoutes, subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createVoucherCrypto } from './modules/vouchers/voucher-codes';
import { createVouchersRepository } from './modules/vouchers/vouchers.repository';
import { vouchersAdminRoutes, vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { createVouchersService } from './modules/vouchers/vouchers.service';
import { createWalletsRepository } from './modules/wallets/wallets.repository';
import { walletsAdminRoutes, walletsRoutes } from './modules/wallets/wallets.routes';
import { createWalletsService } from './modules/wallets/wallets.service';
import { createRoundsRepository } from './modules/rounds/rounds.repository';
import { roundsRoutes } from './modules/rounds/rounds.routes';
import { roundReadCheck } from './modules/rounds/round-access';
import { createRoundsService } from './modules/rounds/rounds.service';
import { createStrokesRepository } from './modules/play/strokes/strokes.repository';
import { strokesRoutes } from './modules/play/strokes/strokes.routes';
import { createStrokesService } from './modules/play/strokes/strokes.service';
import { createLaunchesRepository } from './modules/play/launches/launches.repository';
import { launchesRoutes } from './modules/play/launches/launches.routes';
import { createLaunchesService } from './modules/play/launches/launches.service';
import { registerLaunchMonitor } from './modules/play/launch-monitor/launch-monitor.plugin';
import { launchMonitorRoutes } from './modules/play/launch-monitor/launch-monitor.routes';
import { launchesShotSink } from './modules/play/launch-monitor/launch-monitor.sink';
import { createHandicapService } from './modules/statistics/handicap.service';
import { createStatisticsRepository } from './modules/statistics/statistics.repository';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { createStatisticsService } from './modules/statistics/statistics.service';
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
import { createProviderCredentialCheck } from './modules/kiosk/credential-check';
import { kioskRoutes } from './modules/kiosk/kiosk.routes';
import { createKioskService } from './modules/kiosk/kiosk.service';
import { devMailRoutes } from './modules/mail/dev-mail.routes';
import { createMailer, DEV_MAIL_PREFIX, devMailViewerEnabled } from './modules/mail/mailer';
import { createProfanitiesRepository } from './modules/profanities/profanities.repository';
import { profanitiesAdminRoutes } from './modules/profanities/profanities.routes';
import { createProfanitiesService } from './modules/profanities/profanities.service';
import { createSettingsReader } from './modules/settings/settings.reader';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { settingsAdminRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { createStaffTargetCheck } from './modules/users/staff-target';
import { createUserEvents, userEventsToChannel } from './modules/users/user-events';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { protocolRoutes } from './modules/protocol/protocol.routes';
import { createTokenBucket } from './modules/play/shots/shots.rate-limit';
import { shotsRoutes } from './modules/play/shots/shots.routes';
import { createShotsService } from './modules/play/shots/shots.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createMemoryFanout, type Fanout } from './realtime/fanout';
import { createPublisher } from './realtime/publisher';
import { broadcastingAuthRoutes, broadcastingConfigRoutes } from './modules/broadcasting/broadcasting.routes';
import { createBroadcastingService } from './modules/broadcasting/broadcasting.service';
import { createMemoryPresence, type PresenceStore } from './realtime/presence-store';
import { createPusherServer } from './realtime/pusher-server';
import { resolveRealtimeApp } from './realtime/realtime-app';
import { triggerRoutes } from './realtime/trigger.routes';
import { createProtocolService } from './modules/protocol/protocol.service';

export interface AppDeps {
  database: DatabaseHandle;
  /** Serve the built web apps (off in API tests). */
  serveWebApps?: boolean;
  /** Cross-node notifications (see cluster/cluster-bus.ts); in-process when not given. */
  bus?: ClusterBus;
  /** Real-time events between nodes (see realtime/fanout.ts); in-process when not given. */
  fanout?: Fanout;
  /** Presence channel members shared by nodes (see realtime/presence-store.ts); in-process when not given. */
  presence?: PresenceStore;
  /** Milliseconds clock for in-memory rate limits; tests freeze it so refills do not depend on timing. */
  clock?: () => number;
  /** The payment driver; chosen from config (PAYMENT_DRIVER) when not given. Tests wrap one to record refunds. */
  paymentProvider?: PaymentProvider;
}

/** Builds the whole HTTP application. It never listens: server.ts does, tests use app.inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.log.level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.server.bodyLimitBytes,
    // A "__proto__" or "constructor.prototype" key in a JSON body is dropped like any unknown field:
    // the body is valid JSON, so "malformed JSON" (Fastify's default, an error) was the wrong answer.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    clientErrorHandler: handleClientError,
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

  app.setValidatorCompiler(refusingNullCharacters(validatorCompiler));
  // Bodies are JSON (and a few routes' own types): a text/plain body is a 415 like any other type,
  // rather than a string that fails the route's schema.
  app.removeContentTypeParser('text/plain');
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
  const courseAllocation = createCourseAllocationRepository(db);
  const coursesRepository = createCoursesRepository(db);
  const courses = createCoursesService(coursesRepository, courseAllocation);

  // Identity: one provider, one session resolver, guards for every protected route.
  const secret = resolveSecret(config);
  const settings = createSettingsReader(db);
  const activity = createActivityLog(createActivityRepository(db));
  const bus = deps.bus ?? createMemoryBus();
  // Every module sends its real-time events through this one publisher.
  const fanout = deps.fanout ?? createMemoryFanout();
  const publisher = createPublisher(fanout);
  const accessRepository = createAccessRepository(db);
  // User and ability changes go to the user's private channel from the node where they happened (once).
  const events = createUserEvents(bus, userEventsToChannel(publisher, accessRepository.abilitiesOf, app.log));
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionResolver(db, secret, bus);
  const guards = createGuards({
    sessions,
    abilitiesOf: accessRepository.abilitiesOf,
    activity,
    trustedOrigins: config.server.corsOrigins,
    staffTarget: createStaffTargetCheck(accessRepository, activity),
  });
  const mailer = createMailer({ config, db, logger: app.log });
  const profanities = createProfanitiesService(createProfanitiesRepository(db));
  // Economy: the ledger and entitlements first (users and sign-up use them); store and orders below.
  const wallets = createWalletsService({ db, wallets: createWalletsRepository(db), settings, publisher, events });
  const entitlementsRepository = createEntitlementsRepository(db);
  const entitlements = createEntitlementsService({
    db,
    entitlements: entitlementsRepository,
    settings,
    publisher,
    events,
    activity,
  });
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
    // The auth service is built below; the link is only sent on a request, once it exists.
    emailVerification: { sendLink: (email) => auth.sendVerificationLink(email) },
    economy: {
      profileOf: async (userId, locale) => ({
        wallets: await wallets.walletsOf(userId),
        ...(await entitlements.profileOf(userId, locale)),
      }),
    },
  });
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(db),
    publisher,
    activity,
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
    profanity: profanities,
    sessions,
    throttle: createThrottle(db),
    settings,
    activity,
    mailer,
    events,
    log: app.log,
    wallets,
  });
  const identityProvider = createIdentityProvider({
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
  });
  auth.attach(identityProvider);
  // Kiosk mode: an administrator's password, checked by the provider without opening a session.
  const kiosk = createKioskService({
    credentials: createProviderCredentialCheck(identityProvider),
    throttle: createThrottle(db),
    access: accessRepository,
    users: usersRepository,
    activity,
  });

  // Real-time: the Pusher-protocol server shares this HTTP server (/app/{key}); see realtime/.
  const realtimeApp = resolveRealtimeApp(config.realtime, secret);
  const pusher = createPusherServer({
    app: realtimeApp,
    fanout,
    presence: deps.presence ?? createMemoryPresence(),
    limits: config.realtime,
    trustProxy: config.server.trustProxy,
    log: app.log,
  });
  pusher.attach(app.server);
  app.addHook('preClose', async () => pusher.close());

  // The golf engine: rounds, strokes, history and handicap (see README, "Rounds and strokes"). Feature
  // access goes through the one rule of the entitlements module.
  const hasFeature = (userId: number, feature: string) => entitlements.hasFeature(userId, feature as Feature);
  const adminCourses = createAdminCoursesService({ db, courses: coursesRepository });
  const mapPacksRepository = createMapPacksRepository(db);
  const mapPacks = createMapPacksService({ db, mapPacks: mapPacksRepository });
  const courseAllocationAdmin = createCourseAllocationService({
    allocation: courseAllocation,
    userExists: async (userId) => (await usersRepository.findById(userId)) !== undefined,
    mapPackExists: async (mapPackId) => (await mapPacksRepository.get(mapPackId)) !== undefined,
  });
  const rounds = createRoundsService({
    db,
    rounds: createRoundsRepository(db),
    allocation: courseAllocation,
    publisher,
    hasFeature,
  });
  const statisticsRepository = createStatisticsRepository(db);
  const statistics = createStatisticsService({ statistics: statisticsRepository });
  const handicap = createHandicapService({ statistics: statisticsRepository, events });
  const strokes = createStrokesService({
    db,
    strokes: createStrokesRepository(db),
    publisher,
    playerFinished: {
      // In a savepoint: a failed handicap update is rolled back to it and logged, never a failed stroke.
      record: (tx, roundId, userId) =>
        inSavepoint(tx, 'handicap', async () => (await handicap.recordRound(tx, roundId, userId)) !== undefined).catch(
          (error: unknown) => {
            app.log.error({ err: error, roundId, userId }, 'handicap update failed');
            return false;
          },
        ),
      announce: handicap.announce,
    },
  });
  // Server-side play: raw launches flown on the hole, recorded through the strokes service.
  const launches = createLaunchesService({ strokes, launches: createLaunchesRepository(db) });
  // Launch monitors (GSPro Open Connect connectors): /launch-monitor/ws here, after the Pusher server;
  // server.ts opens the TCP port. Their shots are played by the launches service.
  const launchMonitor = registerLaunchMonitor(app, {
    sink: launchesShotSink(launches),
    handOf: async (userId) => ((await usersRepository.playerSettingsOf(userId)).hand === 'L' ? 'L' : 'R'),
    sessions,
    trustedOrigins: config.server.corsOrigins,
    clock: deps.clock,
  });
  const broadcasting = createBroadcastingService({
    app: realtimeApp,
    displayNameOf: async (userId) => (await usersRepository.findById(userId))?.displayName ?? null,
    isRoundParticipant: rounds.isParticipant,
  });
  // Economy: store, orders and payments (driver from PAYMENT_DRIVER), vouchers, subscription plans.
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config);
  const storeRepository = createStoreRepository(db);
  const orders = createOrdersService({
    db,
    orders: createOrdersRepository(db),
    store: storeRepository,
    wallets,
    entitlements,
    users: usersRepository,
    provider: paymentProvider,
    mapPacks: { grantMapPack, revokeMapPack },
    appUrl: config.server.appUrl,
    activity,
    notifications,
    settings,
    log: app.log,
  });
  const store = createStoreService({
    db,
    store: storeRepository,
    provider: paymentProvider,
    checkouts: orders,
    log: app.log,
  });
  const vouchers = createVouchersService({
    db,
    vouchers: createVouchersRepository(db),
    crypto: createVoucherCrypto(secret),
    throttle: createThrottle(db),
    wallets,
    entitlements,
  });
  const subscriptions = createSubscriptionsService({
    db,
    subscriptions: createSubscriptionsRepository(db),
    settings,
    checkouts: orders,
  });

  app.decorateRequest('auth', null);
  await app.register(healthRoutes, { ping: deps.database.ping });
  await app.register(authRoutes, { prefix: '/api/auth', auth, guards, sessions });
  await app.register(broadcastingAuthRoutes, { broadcasting, guards });
  await app.register(triggerRoutes, { app: realtimeApp, fanout });
  if (devMailViewerEnabled(config)) await app.register(devMailRoutes, { prefix: DEV_MAIL_PREFIX, db });
  await app.register(
    async (api) => {
      await api.register(protocolRoutes, { protocol });
      // Public shot simulator; per-IP token bucket in memory (see shots.rate-limit.ts).
      await api.register(shotsRoutes, {
        shots: createShotsService(),
        limiter: createTokenBucket(config.shotSimulator, deps.clock),
      });
      await api.register(coursesRoutes, { courses, guards, sessions });
      await api.register(roundsRoutes, { rounds, guards });
      await api.register(kioskRoutes, { kiosk });
      await api.register(strokesRoutes, { strokes, guards });
      await api.register(launchesRoutes, { launches, guards });
      await api.register(launchMonitorRoutes, { launchMonitor, guards });
      await api.register(statisticsRoutes, { statistics, handicap, guards, canReadRound: roundReadCheck(rounds) });
      await api.register(adminCoursesRoutes, { adminCourses, allocation: courseAllocationAdmin, guards });
      await api.register(adminMapPacksRoutes, { mapPacks, guards });
      await api.register(usersRoutes, { users, guards, sessions });
      await api.register(adminUsersRoutes, { users, guards });
      await api.register(adminAccessRoutes, { access, guards });
      await api.register(adminActivityRoutes, { activity, guards });
      await api.register(profanitiesAdminRoutes, { profanities, guards });
      await api.register(settingsAdminRoutes, {
        settings: createSettingsService({ repository: createSettingsRepository(db), activity }),
        guards,
      });
      await api.register(broadcastingAuthRoutes, { broadcasting, guards });
      await api.register(broadcastingConfigRoutes, { realtime: config.realtime });
      await api.register(notificationsRoutes, { notifications, guards });
      await api.register(walletsRoutes, { wallets, guards });
      await api.register(walletsAdminRoutes, { wallets, guards });
      await api.register(storeRoutes, { store, guards });
      await api.register(storeAdminRoutes, { store, guards });
      await api.register(ordersRoutes, { orders, guards });
      await api.register(ordersAdminRoutes, { orders, guards });
      await api.register(vouchersRoutes, { vouchers, guards });
      await api.register(vouchersAdminRoutes, { vouchers, guards });
      await api.register(subscriptionsRoutes, { subscriptions, entitlements, guards });
      await api.register(subscriptionsAdminRoutes, { subscriptions, entitlements, guards });
      if (paymentProvider.verifyWebhook) await api.register(stripeWebhookRoutes, { orders, provider: paymentProvider });
    },
    { prefix: `/api/v${DEFAULT_API_VERSION}` },
  );

  if (paymentProvider.name === 'test') await app.register(testCheckoutRoutes, { orders, appUrl: config.server.appUrl });
  const fallback = deps.serveWebApps ? await registerWebApps(app) : undefined;
  registerNotFoundHandler(app, { routes, fallback });
  return app;
}
