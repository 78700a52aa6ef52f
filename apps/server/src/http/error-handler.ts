import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import {
  SUPPORTED_API_VERSIONS,
  defaultLocale,
  errorDefinitions,
  formatTokenAmount,
  localeFromAcceptLanguage,
  translate,
  type ErrorBody,
  type ErrorKey,
  type Locale,
} from '@golf/contracts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type MessageParams, type MessageRef } from '../errors/app-error';
import { isSupportedApiVersion, pathApiVersion } from './api-version';
import type { RouteIndex } from './route-index';
import { securityHeadersFor } from './security';
import { renderFieldMessage, validationErrorToFields } from './validation-messages';

/**
 * Parameters that name an enumeration member (a feature_type such as "multiplayer", a token_type such
 * as "coins") are shown by its label in the caller's language, so a refusal can name what is missing in
 * words the reader knows.
 */
const enumParams: Record<string, string> = { feature: 'feature_type', token: 'token_type' };

function localizedParams(locale: Locale, params: MessageParams): MessageParams {
  const out: MessageParams = { ...params };
  // A token with an amount also reads as `:tokens`, the amount in its plural form ("1 Coin", "1 300 mynt").
  if (typeof params.token === 'string' && typeof params.amount === 'number')
    out.tokens = formatTokenAmount(locale, params.token, params.amount);
  for (const [name, enumName] of Object.entries(enumParams)) {
    const value = out[name];
    if (typeof value === 'string') out[name] = translate(locale, `enums.${enumName}.${value}`);
  }
  return out;
}

/** Renders an error key in the caller's language, in the one shape every error reply has. */
export function renderError(
  locale: Locale,
  key: ErrorKey,
  params: MessageParams = {},
  fieldErrors?: Record<string, MessageRef[]>,
): { status: number; body: ErrorBody } {
  const definition = errorDefinitions[key];
  const body: ErrorBody = {
    error: translate(locale, `errors.${key}`, localizedParams(locale, params)),
    error_info: { code: definition.code, key },
  };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, messages]) => [
        field,
        messages.map((message) => renderFieldMessage(locale, message)),
      ]),
    );
  }
  return { status: definition.status, body };
}

/**
 * Fastify's clientErrorHandler: errors Node's HTTP parser raises before there is a request (a request
 * line or headers over the limit, a broken header or Content-Length, a request that never finished
 * arriving) are answered in the platform's error shape too, in English, since no headers were read
 * to choose a language by; then the connection closes, as Node's own handler does.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const key: ErrorKey =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'general.headers_too_large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'general.request_timeout'
          : 'general.bad_request';
    const { status, body } = renderError('en', key);
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
  const { status, body } = renderError(locale, error.key, error.params, error.fieldErrors);
  // A throttled caller learns when to come back, in the header as well as the message.
  if (status === 429 && typeof error.params.seconds === 'number')
    reply.header('retry-after', String(error.params.seconds));
  return reply.status(status).send(body);
}

/** Whether a database error with this SQLSTATE sits anywhere in the cause chain (drizzle wraps the driver's error). */
function hasSqlState(error: unknown, state: string): boolean {
  for (let node = error, depth = 0; node && typeof node === 'object' && depth < 5; depth += 1) {
    if ((node as { code?: unknown }).code === state) return true;
    node = (node as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL numeric_value_out_of_range: a number too large for its column (int4 amounts). */
const NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/**
 * Fastify's own errors (body parsing, limits) and the database's "number out of range" → our keys.
 * Anything else is a 500.
 */
function fromFastifyError(error: FastifyError, request: FastifyRequest): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return AppError.validation(validationErrorToFields(error, request));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('general.malformed_json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('general.payload_too_large', { limit: request.routeOptions.bodyLimit ?? 0 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      // Only the media type, cut short: the caller's header is not echoed back whole.
      return new AppError('general.unsupported_media_type', {
        type: (request.headers['content-type'] ?? '').split(';')[0]!.trim().slice(0, 100),
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('general.bad_request');
  }
  // JSON.parse's SyntaxError surfaces with status 400 and no code on some paths.
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('general.malformed_json');
  if (error.statusCode === 404) return new AppError('general.not_found');
  // A safety net: the economy checks its amounts before writing (docs/economy.md); should a value still
  // overflow its column, the caller learns it was too large rather than getting a 500.
  if (hasSqlState(error, NUMERIC_VALUE_OUT_OF_RANGE)) return new AppError('general.number_out_of_range');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('general.bad_request');
  return new AppError('general.something_went_wrong');
}

/**
 * The one place errors become HTTP replies. 5xx replies never carry internals. Register it before
 * any route plugin: Fastify copies the handler into child contexts when they are registered.
 */
export function registerErrorHandler(app: FastifyInstance, logLimit?: ErrorLogLimit): void {
  const limit = logLimit ?? createErrorLogLimit();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastifyError(error, request);
    const status = errorDefinitions[appError.key].status;
    if (status >= 500 || isResponseSerializationError(error)) {
      // With a stack, but only so many a minute: a caller who can cause 5xx must not flood the log.
      const suppressed = limit.take();
      if (suppressed !== false) request.log.error({ err: error, suppressed }, 'request failed');
    } else request.log.info({ key: appError.key }, 'request refused');
    return sendError(request, reply, appError);
  });
}

/**
 * Errors raised before routing (Fastify's frameworkErrors: a path that is not valid percent-encoding,
 * a path parameter over maxParamLength): the platform's shape and headers, never the path itself.
 * Set as the frameworkErrors server option; no onRequest hook has run, so the headers are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(securityHeadersFor(request.url));
  reply.header('x-request-id', request.id);
  request.log.info({ code: error.code }, 'request refused');
  const key: ErrorKey =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'general.uri_too_long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'general.malformed_url'
        : 'general.bad_request';
  void sendError(request, reply, new AppError(key));
}

/** How many 5xx may be logged with their stack per window; `take` answers false when over, else the count skipped before. */
export interface ErrorLogLimit {
  take(): number | false;
}

export function createErrorLogLimit(perWindow = 20, windowMs = 60_000, clock: () => number = Date.now): ErrorLogLimit {
  let windowStart = -Infinity;
  let used = 0;
  let skipped = 0;
  return {
    take() {
      const now = clock();
      if (now - windowStart >= windowMs) {
        windowStart = now;
        used = 0;
      }
      if (used >= perWindow) {
        skipped += 1;
        return false;
      }
      used += 1;
      const before = skipped;
      skipped = 0;
      return before;
    },
  };
}

export interface NotFoundOptions {
  routes: RouteIndex;
  /** Gets the first try at an unmatched request (the web apps' SPA fallback). */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** The not-found replies' onResponse hook (the metrics' `unmatched` count). */
  onResponse?: onResponseHookHandler;
}

/**
 * Fastify gives the not-found handler every lifecycle hook named in its options (four-oh-four.js),
 * though its types name only preValidation and preHandler.
 */
type NotFoundHandlerOptions = Parameters<FastifyInstance['setNotFoundHandler']>[0] & {
  onResponse?: onResponseHookHandler;
};

/** Unknown version → 404 unsupported version; known path, wrong method → 405; else 404. */
export function registerNotFoundHandler(app: FastifyInstance, options: NotFoundOptions): void {
  const hooks: NotFoundHandlerOptions = options.onResponse ? { onResponse: options.onResponse } : {};
  app.setNotFoundHandler(hooks, async (request, reply) => {
    const version = pathApiVersion(request.url);
    if (version !== undefined && !isSupportedApiVersion(version)) {
      return sendError(
        request,
        reply,
        new AppError('general.unsupported_api_version', { version, supported: SUPPORTED_API_VERSIONS.join(', ') }),
      );
    }
    if (options.fallback && (await options.fallback(request, reply))) return reply;
    // Wildcard routes (static files) also land here for their own method: that is a plain 404, and
    // the route index leaves them out, so any other method on an unknown path is a 404 too.
    const allowed = options.routes.allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendError(
        request,
        reply,
        new AppError('general.method_not_allowed', { method: request.method, allowed: allowed.join(', ') }),
      );
    }
    return sendError(request, reply, new AppError('general.not_found'));
  });
}
