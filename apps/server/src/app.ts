import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClusterBus } from './cluster/cluster-bus';
import type { SharedState } from './cluster/shared-state';
import { createAccounts } from './composition/accounts';
import { createBalances } from './composition/balances';
import { createSocial } from './composition/social';
import { createFiles } from './composition/files';
import { createClubs } from './composition/clubs';
import { createGolf } from './composition/golf';
import { createPlatform } from './composition/platform';
import { attachRealtime } from './composition/realtime';
import { registerRoutes } from './composition/routes';
import { createShop } from './composition/shop';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { rewriteApiVersion } from './http/api-version';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandler,
  registerNotFoundHandler,
} from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerLocale } from './http/locale';
import { registerMetrics } from './http/metrics';
import { refusingNullCharacters } from './http/null-characters';
import { registerOpenApi } from './http/openapi';
import { requestIds } from './http/request-id';
import { RequestLogController, lazyRequestLogger } from './http/request-logger';
import { createRouteIndex } from './http/route-index';
import { registerSecurity } from './http/security';
import { registerWebApps, type WebApp } from './http/web-apps';
import type { PaymentProvider } from './modules/payments/payment-provider';
import type { Fanout } from './realtime/fanout';
import type { PresenceStore } from './realtime/presence-store';
import type { FileStorage } from './storage/file-storage';

export interface AppDeps {
  database: DatabaseHandle;
  /** Serve the built web apps (off in API tests), or these builds instead. */
  serveWebApps?: boolean | readonly WebApp[];
  /** Cross-node notifications (see cluster/cluster-bus.ts); in-process when not given. */
  bus?: ClusterBus;
  /** Real-time events between nodes (see realtime/fanout.ts); in-process when not given. */
  fanout?: Fanout;
  /** Presence channel members shared by nodes (see realtime/presence-store.ts); in-process when not given. */
  presence?: PresenceStore;
  /** Launch-monitor pairing and rate-limit counters shared by nodes (cluster/shared-state.ts); in-process when not given. */
  sharedState?: SharedState;
  /** Milliseconds clock for in-memory rate limits; tests freeze it so refills do not depend on timing. */
  clock?: () => number;
  /** The payment driver; chosen from config (PAYMENT_DRIVER) when not given. Tests wrap one to record refunds. */
  paymentProvider?: PaymentProvider;
  /** Uploaded files (storage/); chosen from config (STORAGE_DRIVER) when not given. */
  storage?: FileStorage;
  /** Where the log goes (stdout when not given); tests read it to check what a refusal logs. */
  logStream?: DestinationStream;
}

/** Builds the whole HTTP application. It never listens: server.ts does, tests use app.inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.log.level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.server.bodyLimitBytes,
    // A "__proto__" or "constructor.prototype" key in a JSON body is dropped like any unknown field:
    // the body is valid JSON, so "malformed JSON" (Fastify's default, an error) was the wrong answer.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    clientErrorHandler: handleClientError,
    // A bad percent-encoding or an over-long path parameter: the error shape, never the path.
    frameworkErrors: handleFrameworkError,
    trustProxy: config.server.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: requestIds(),
    childLoggerFactory: lazyRequestLogger,
    logController: new RequestLogController(),
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
  registerJsonBodyParser(app);
  app.setSerializerCompiler(serializerCompiler);

  const routes = createRouteIndex(app);
  registerErrorHandler(app);
  registerLocale(app);
  // First of the route-adding registrations: it gives each route added after it its metrics hook.
  const recordUnmatched = registerMetrics(app, config.metrics);
  await registerSecurity(app, config.server);
  await registerOpenApi(app, config);

  // The features, in the order they depend on each other (composition/).
  const platform = createPlatform(config, deps, app.log);
  const balances = createBalances(platform);
  const accounts = await createAccounts(platform, balances);
  const { realtimeApp, channels } = attachRealtime(app, platform, deps.presence);
  const golf = createGolf(app, platform, balances);
  const shop = createShop(platform, balances, deps.paymentProvider);
  const files = createFiles(app, platform, deps.storage);
  const social = createSocial(platform);
  const clubs = createClubs(platform, balances);
  app.addHook('onClose', () => files.storage.close());
  await registerRoutes(app, {
    platform,
    database: deps.database,
    realtimeApp,
    channels,
    balances,
    accounts,
    golf,
    shop,
    files,
    social,
    clubs,
  });

  const fallback = deps.serveWebApps
    ? await registerWebApps(app, deps.serveWebApps === true ? undefined : deps.serveWebApps)
    : undefined;
  registerNotFoundHandler(app, { routes, fallback, onResponse: recordUnmatched });
  return app;
}
