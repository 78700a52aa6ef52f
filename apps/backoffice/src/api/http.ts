import { HttpError } from 'react-admin';
import type { ErrorBody } from '@golf/contracts';
import { API_ROOT, API_VERSION } from '../config';

/**
 * The one HTTP client of the back-office. It speaks the API's conventions (spec section 7):
 * versioned base /api/v{n}, cookies sent, XMLHttpRequest + JSON headers, bearer token when logged
 * in, Accept-Language = UI locale, bracket-form query arrays, and the `{ error, error_info, errors }`
 * error body mapped onto react-admin's HttpError.
 */
export interface HttpClientOptions {
  root?: string;
  /** Version segment of /api/v{n}; the default API version when omitted. */
  apiVersion?: number;
  getToken?: () => string | null;
  getLocale?: () => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  /** Overrides the client's version for this call. */
  apiVersion?: number;
  /** false for unversioned paths such as /api/auth/... */
  versioned?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The body react-admin sees on a rejected call: the API's error body, each field's messages joined into one. */
export type HttpErrorBody = Omit<ErrorBody, 'errors'> & { errors?: Record<string, string> };

/** An error body not checked yet: the contract's fields, any of them missing or of another type. */
export type UncheckedErrorBody = { [K in keyof ErrorBody]?: unknown } & {
  error_info?: { [K in keyof ErrorBody['error_info']]?: unknown };
};

/** A value as qs's RFC 3986 encoder writes it: encodeURIComponent, and !'()* escaped too. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function appendPairs(pairs: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) for (const item of value) appendPairs(pairs, `${key}[]`, item);
  else if (value instanceof Date) pairs.push(`${key}=${encodeValue(value.toISOString())}`);
  else if (typeof value === 'object')
    for (const [sub, item] of Object.entries(value)) appendPairs(pairs, `${key}[${sub}]`, item);
  else pairs.push(`${key}=${encodeValue(String(value))}`);
}

/**
 * The query string as qs.stringify writes it with { arrayFormat: 'brackets', encodeValuesOnly: true,
 * skipNulls: true } (`filter[ids][]=1&filter[status]=a%20b`), without qs and its polyfills in the first
 * load (http.test.ts holds it to qs).
 */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) appendPairs(pairs, key, value);
  return pairs.join('&');
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  const info = body.error_info as Record<string, unknown> | undefined;
  return typeof body.error === 'string' && !!info && typeof info === 'object' && typeof info.code === 'number';
}

/** `{ field: ['a', 'b'] }` → `{ field: 'a b' }`, the shape react-admin puts on form inputs. */
export function flattenFieldErrors(
  errors: Record<string, string[] | string> | undefined,
): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field] = Array.isArray(messages) ? messages.join(' ') : String(messages);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Message used when the server sent no readable error (react-admin translates it). */
export const FALLBACK_ERROR_MESSAGE = 'ra.notification.http_error';
export const NETWORK_ERROR_MESSAGE = 'app.errors.network';

export function toHttpError(status: number, body: unknown): HttpError {
  if (isErrorBody(body)) {
    const errors = flattenFieldErrors(body.errors);
    const payload: HttpErrorBody = { error: body.error, error_info: body.error_info, ...(errors ? { errors } : {}) };
    return new HttpError(body.error, status, payload);
  }
  // Identity-provider errors (better-auth) come as { code, message }.
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return new HttpError((body as { message: string }).message, status, body);
  }
  return new HttpError(FALLBACK_ERROR_MESSAGE, status, body ?? undefined);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface HttpClient {
  url(path: string, options?: Pick<RequestOptions, 'query' | 'apiVersion' | 'versioned'>): string;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const root = (options.root ?? API_ROOT).replace(/\/+$/, '');
  const defaultVersion = options.apiVersion ?? API_VERSION;

  const url: HttpClient['url'] = (path, { query, apiVersion, versioned = true } = {}) => {
    const base = versioned ? `${root}/v${apiVersion ?? defaultVersion}` : root;
    const search = buildQuery(query);
    return `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  };

  async function request<T>(path: string, init: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...init.headers,
    };
    const locale = options.getLocale?.();
    if (locale) headers['Accept-Language'] = locale;
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = init.body !== undefined;
    // A FormData body (an upload) goes as it is: fetch sets multipart/form-data with its boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url(path, init), {
        method: init.method ?? 'GET',
        credentials: 'include',
        headers,
        body: isForm ? (init.body as FormData) : hasBody ? JSON.stringify(init.body) : undefined,
        signal: init.signal,
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { cause: String(error) });
    }
    const body = await readBody(response);
    if (!response.ok) throw toHttpError(response.status, body);
    return { status: response.status, headers: response.headers, body: body as T };
  }

  return { url, request };
}
