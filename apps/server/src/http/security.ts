import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';
import { corsFor, registerPreflightRoute } from './cors';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine and MUI inject style tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Staff may point course (and other) images at an https URL on another host; never plain http.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Helmet's headers, computed once. They do not depend on the request, and @fastify/helmet
 * re-parses the CSP directives on every request, which cost a quarter of a small request's time
 * (measured with bench/, see docs/benchmarks.md).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON replies are never rendered as documents, so they get the OWASP REST set only: no sniffing,
 * nothing to run and no framing (CSP frame-ancestors supersedes X-Frame-Options), HTTPS pinning,
 * and no cross-site reads. Each header costs time on every reply (bench/).
 */
export const apiSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-site',
  // An API URL can carry ids and tokens (reset links, verification): never sent on as a Referer.
  'referrer-policy': 'no-referrer',
};

/** Whether a request carries credentials (a bearer token or a cookie): its reply must not be cached anywhere. */
const carriesCredentials = (headers: { authorization?: string; cookie?: string }) =>
  headers.authorization !== undefined || headers.cookie !== undefined;

/** API replies (JSON) versus documents (the web apps and the API reference page). */
const isApiReply = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/healthz' || url === '/readyz';

let documentHeaders: Record<string, string> | undefined;

/** The security headers a reply to `url` gets (also used for errors raised before onRequest hooks run). */
export function securityHeadersFor(url: string): Record<string, string> {
  return isApiReply(url) ? apiSecurityHeaders : (documentHeaders ??= securityHeaders());
}

/** The headers every reply of a kind starts with, merged once: replies differ by Origin, so shared caches key on it. */
const withVary = (headers: Record<string, string>) => ({ ...headers, vary: 'Origin' });
const apiReplyHeaders = withVary(apiSecurityHeaders);
// Authenticated API replies are the caller's own: no shared or browser cache keeps them. A route
// may still set its own Cache-Control (it runs later).
const credentialedApiReplyHeaders = { ...apiReplyHeaders, 'cache-control': 'no-store' };
let documentReplyHeaders: Record<string, string> | undefined;

/**
 * The request id, the security headers, the CORS allowlist and response compression. The headers
 * are set by one onRequest hook from objects built once: each hook and each header set per request
 * is paid by every reply (bench/, docs/benchmarks.md).
 */
export async function registerSecurity(app: FastifyInstance, server: Config['server']): Promise<void> {
  const cors = corsFor(server.corsOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiReply(request.url)
      ? carriesCredentials(request.headers)
        ? credentialedApiReplyHeaders
        : apiReplyHeaders
      : (documentReplyHeaders ??= withVary(securityHeadersFor(request.url)));
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    if (!cors(request, reply)) done();
  });
  registerPreflightRoute(app);
  // A request without a body has nothing to decompress: without this, every GET paid the plugin's
  // preParsing hook. Registered before the plugin, so the plugin reads the route's choice.
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && [route.method].flat().every((method) => BODYLESS_METHODS.has(method)))
      route.decompress = false;
  });
  await app.register(compress, { threshold: 1024, global: true });
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
