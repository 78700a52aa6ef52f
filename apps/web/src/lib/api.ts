import { CLIENT_ENVIRONMENT_HEADER, translate, type Paginated } from '@golf/contracts';
import { environmentFromPath } from '../app/environment';
import { AUTH_TOKEN_HEADER, sessionStore } from './auth/session-store';
import { currentLocale, i18n } from './i18n';

/** Every call goes to version 1 of the API (spec: default API version 1). */
export const API_BASE = '/api/v1';
/** The identity provider (sign-in, sign-up, sessions) has no version segment. */
export const AUTH_API_BASE = '/api/auth';

/** Error keys for failures that happen on the client side (no server error body). */
export const clientErrorKeys = {
  network: 'client.network',
  invalidResponse: 'client.invalid_response',
  http: 'client.http',
} as const;

/**
 * A failed call. `message` is user-facing text: the server's already localised `error` where
 * there is one, otherwise a catalogue text. `status` is 0 when no reply arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly key: string;
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds to wait before asking again (the Retry-After header of a 429), when the server says. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code: number;
    key: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.key = init.key;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** True when no reply arrived (offline, server down, CORS, DNS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The Retry-After header in whole seconds from `now`: either a number of seconds or an HTTP date.
 * Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** No reply at all: the catalogue's "Could not load data". */
export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: 0,
    key: clientErrorKeys.network,
    message: translate(currentLocale(), 'errors.other.could_not_load_data'),
    cause,
  });
}

/** A 2xx reply that is not what the contract promises: "Invalid data from server". */
export function invalidResponseError(status: number, cause?: unknown): ApiError {
  return new ApiError({
    status,
    code: 0,
    key: clientErrorKeys.invalidResponse,
    message: translate(currentLocale(), 'errors.other.invalid_server_data'),
    cause,
  });
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Query string with empty values dropped and arrays in bracket form (`ids[]=1&ids[]=2`). */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const v of values as readonly QueryValue[]) {
      if (v === undefined || v === null || v === '') continue;
      params.append(name, String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Path prefix; API_BASE unless given (AUTH_API_BASE for the identity provider). */
  base?: string;
}

/** Told about every 401 reply; the auth state decides whether it means the session is gone. */
export type UnauthorizedListener = (url: string, error: ApiError) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Returns the function that stops listening. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // Not JSON; the caller decides what that means.
  }
}

/**
 * The reply schemas (zod) are a chunk of their own, loaded by the first error or list reply: no
 * first screen needs zod. lib/api-replies.ts.
 */
const replies = () => import('./api-replies');

/** A non-2xx reply as an ApiError (api-replies.ts parseApiError); its chunk missing leaves the fallback text. */
async function replyError(
  status: number,
  body: unknown,
  fallbackMessage: string,
  retryAfterSeconds: number | null,
): Promise<ApiError> {
  try {
    return (await replies()).parseApiError(status, body, fallbackMessage, retryAfterSeconds);
  } catch (cause) {
    return new ApiError({
      status,
      code: 0,
      key: clientErrorKeys.http,
      message: fallbackMessage,
      retryAfterSeconds,
      cause,
    });
  }
}

interface Reply {
  status: number;
  body: unknown;
}

/** One HTTP call to the API. Resolves with the status and parsed JSON body of a 2xx reply. */
async function request(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': currentLocale(),
    // The server tailors to it what it must (a round's rules, the links it e-mails back to this app).
    [CLIENT_ENVIRONMENT_HEADER]: environmentFromPath(typeof window === 'undefined' ? '/' : window.location.pathname),
    ...options.headers,
  };
  const token = sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = `${options.base ?? API_BASE}${path}`;
  let response: Response;
  try {
    response = await fetch(`${url}${buildQueryString(options.query)}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error; // Cancelled on purpose: not a failure to report.
    throw networkError(error);
  }

  // The bearer token changes on sign-in, two-factor confirmation and password change.
  const newToken = response.headers.get(AUTH_TOKEN_HEADER);
  if (newToken) sessionStore.setToken(newToken);

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError(error);
  }
  if (!response.ok) {
    const error = await replyError(
      response.status,
      parsed,
      i18n.t('errors.somethingWentWrong'),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
    if (error.status === 401) for (const listener of [...unauthorizedListeners]) listener(url, error);
    throw error;
  }
  return { status: response.status, body: parsed };
}

function unwrapData(status: number, body: unknown): unknown {
  if (!isRecord(body) || !('data' in body)) throw invalidResponseError(status);
  return body.data;
}

/** GET a single `{ data }` reply and return `data`. */
export async function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  const { status, body } = await request('GET', path, undefined, options);
  return unwrapData(status, body) as T;
}

/** GET a paginated list: `{ data: [...], meta: { current_page, per_page, total, last_page } }`. */
export async function apiList<T>(path: string, options?: RequestOptions): Promise<Paginated<T>> {
  const { status, body } = await request('GET', path, undefined, options);
  const data = unwrapData(status, body);
  const { parsePageMeta } = await replies();
  const meta = parsePageMeta(isRecord(body) ? body.meta : undefined);
  if (!Array.isArray(data) || !meta) throw invalidResponseError(status);
  return { data: data as T[], meta };
}

/**
 * POST/PUT/PATCH/DELETE with a JSON (or FormData) body. Returns `data` from the reply, or
 * `undefined` for an empty reply (204).
 */
export async function apiSend<T = void>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const reply = await request(method, path, body, options);
  if (reply.body === undefined) return undefined as T;
  return unwrapData(reply.status, reply.body) as T;
}
