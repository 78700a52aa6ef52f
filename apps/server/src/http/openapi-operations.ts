import type { RouteOptions } from 'fastify';
import { errorDefinitions, type ErrorKey } from '@golf/contracts';
import { routeAllowsKiosk, routeGuardRequirement } from '../modules/auth/guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error keys the route's own service can answer with, beyond those derived from its guard, params,
     * query and body (see errorKeysOf); each is documented under its status in the OpenAPI document.
     */
    errors?: readonly ErrorKey[];
    /**
     * Every 4xx key the operation documents (errorKeysOf), set when the route is added; the test app
     * fails a test file whose calls answer a key the route does not list (test/declared-errors.ts).
     */
    documentedErrors?: readonly ErrorKey[];
  }
}

/** Where the derived error keys travel from the per-route transform to the document (removed there). */
const ERRORS_EXTENSION = 'x-golf-errors';

/**
 * The error keys an operation can answer with, derived from what every route shares: its guard
 * (401, with the cause of an ended session, and 403 for permissions, a cookie from another site or a
 * kiosk session), its path parameters (a record that does not exist, a bad encoding, an over-long
 * value), its query and body (validation, malformed or too-deep JSON, size, content type), plus the
 * keys the route declares in `config.errors`. Decision 0052.
 */
export function errorKeysOf(route: RouteOptions): ErrorKey[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const keys = new Set<ErrorKey>();
  // An apiVersion header can name a version the server does not support.
  if (/^\/api\/v\d+\//.test(route.url)) keys.add('general.unsupported_api_version');
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const writes = methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
  if (routeGuardRequirement(route)) {
    keys.add('auth.unauthorized').add('auth.insufficient_permissions');
    // A session a suspension or password change ended says so to its holder (decision 0124).
    keys.add('users.session_ended_suspended').add('auth.session_ended_password_changed');
    // A cookie-authenticated write from a page at an address the server does not trust (CSRF).
    if (writes) keys.add('auth.untrusted_origin');
    // A kiosk session is refused everywhere but the kiosk allow-list (decision 0087).
    if (!routeAllowsKiosk(route)) keys.add('rounds.not_allowed');
  }
  if (route.url.includes(':')) {
    keys.add('general.not_found').add('general.malformed_url').add('general.uri_too_long');
    keys.add('general.validation_failed');
  }
  if (schema.querystring) keys.add('general.validation_failed');
  if (schema.body || writes) {
    keys.add('general.malformed_json').add('general.json_too_deep').add('general.payload_too_large');
    keys.add('general.unsupported_media_type');
    if (schema.body) keys.add('general.validation_failed');
  }
  for (const key of route.config?.errors ?? []) keys.add(key);
  return [...keys].filter((key) => errorDefinitions[key].status < 500);
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');

/**
 * A stable operationId from the method and path: GET /api/v1/rounds/:id/state → getRoundsByIdState.
 * The version prefix is left out, since an operation keeps its id across versions.
 */
export function operationIdOf(method: string, url: string): string {
  const path = url.replace(/^\/api\/v\d+(?=\/)/, '').replace(/^\/api(?=\/)/, '');
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${words(segment.slice(1))}` : words(segment)));
  return method.toLowerCase() + (parts.join('') || 'Root');
}

interface TransformInput {
  schema?: unknown;
  url: string;
  route: RouteOptions;
}

/**
 * The per-route half, run after the zod transform: operationId (unless the route names one),
 * `security: []` on public operations (guarded ones get theirs in openapi.ts's onRoute hook), and
 * the route's error keys, which documentErrors turns into responses.
 */
export function describeOperation<T extends { schema?: unknown; url?: string }>(
  input: TransformInput,
  transformed: T,
): T {
  const schema = { ...((transformed.schema ?? input.schema ?? {}) as Record<string, unknown>) };
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  schema.operationId ??= operationIdOf(method, input.url);
  schema.security ??= [];
  schema[ERRORS_EXTENSION] = errorKeysOf(input.route);
  return { ...transformed, schema };
}

type Operation = { operationId?: string; responses?: Record<string, unknown>; [ERRORS_EXTENSION]?: ErrorKey[] };

/**
 * A route served both under /api/v{n} and at the root (POST /broadcasting/auth, laravel-echo's default)
 * would get one id twice: the root one takes the suffix `AtRoot`. Any other clash is a bug, found here.
 */
function uniqueOperationIds(operations: [string, Operation][]): void {
  const byId = new Map<string, [string, Operation][]>();
  for (const entry of operations) {
    const id = entry[1].operationId ?? '';
    byId.set(id, [...(byId.get(id) ?? []), entry]);
  }
  for (const [id, entries] of byId) {
    if (entries.length < 2) continue;
    for (const [path, operation] of entries) if (!path.startsWith('/api/')) operation.operationId = `${id}AtRoot`;
    const ids = entries.map(([, operation]) => operation.operationId);
    if (new Set(ids).size !== ids.length) throw new Error(`operationId ${id} is used by ${entries.length} operations`);
  }
}

/**
 * The whole-document half: operationIds made unique, and each operation's error keys become one response per status, in the
 * Error schema, naming the keys. A status the route documents itself is left as it is.
 */
export function documentErrors<T extends { paths?: object }>(document: T): T {
  const operations = Object.entries((document.paths ?? {}) as Record<string, object | undefined>).flatMap(
    ([path, pathItem]) =>
      (Object.values(pathItem ?? {}) as Operation[]).map((operation) => [path, operation] as [string, Operation]),
  );
  uniqueOperationIds(operations);
  for (const [, operation] of operations) {
    const keys = operation?.[ERRORS_EXTENSION];
    if (!keys) continue;
    delete operation[ERRORS_EXTENSION];
    const byStatus = new Map<number, ErrorKey[]>();
    for (const key of keys) {
      const status = errorDefinitions[key].status;
      byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
    }
    const responses = (operation.responses ??= {});
    for (const [status, statusKeys] of [...byStatus].sort(([a], [b]) => a - b)) {
      responses[String(status)] ??= {
        description: `Error: ${statusKeys.map((key) => `\`${key}\``).join(', ')}`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
  }
  return document;
}
