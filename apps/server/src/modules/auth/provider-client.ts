import { APIError } from 'better-auth';
import type { FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type IdentityProvider } from './identity-provider';
import { providerCalls } from './provider-stores';
import type { ActivityEntry } from '../activity/activity.service';

export interface ProviderReply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null for an empty or non-JSON body. */
  body: Record<string, unknown> | null;
}

/** Request headers the provider may see; everything else (and any spoofed client-IP header) stays out. */
const FORWARDED_HEADERS = ['cookie', 'authorization', 'origin', 'referer', 'user-agent', 'accept-language'] as const;

export function forwardedHeaders(request: FastifyRequest, extra: Record<string, string> = {}): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** Calls one provider endpoint in-process, through its own request handling (hooks, rate limits, origin checks). */
export async function callProvider(
  provider: IdentityProvider,
  baseUrl: string,
  path: string,
  init: {
    method?: 'GET' | 'POST';
    body?: unknown;
    headers: Headers;
    query?: Record<string, string>;
    log: { error(object: object, message: string): void };
  },
): Promise<ProviderReply> {
  const url = new URL(`/api/auth${path}`, baseUrl);
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const method = init.method ?? 'POST';
  const headers = new Headers(init.headers);
  if (method === 'POST') headers.set('content-type', 'application/json');
  const request = new Request(url, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
  });
  let response: Response;
  try {
    response = await providerCalls.run(() => provider.handler(request));
  } catch (error) {
    // The provider throws its API errors as well as unexpected ones (onAPIError.throw).
    if (error instanceof APIError) {
      return { status: error.statusCode, headers: new Headers(error.headers), body: { ...error.body } };
    }
    init.log.error({ err: error, path }, 'identity provider failed');
    return { status: 500, headers: new Headers(), body: null };
  }
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  if (text && response.headers.get('content-type')?.includes('json')) {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  }
  return { status: response.status, headers: response.headers, body };
}

/** The caller: headers for the provider, the raw request for the activity log (IP, user agent). */
export interface Caller {
  headers: Headers;
  raw: NonNullable<ActivityEntry['request']>;
}

/** What the routes need to answer: the body plus the provider's cookies and bearer token. */
export interface AuthReply<T> {
  data: T;
  setCookies: string[];
  authToken?: string;
  /**
   * Runs once the reply is out. An event that has the caller's other screens read the user again waits for it:
   * sent before the reply's new session, it would come back 401, which a client takes for a lost session.
   */
  afterReply?: () => void;
}

/** One call to the attached provider, with the caller's headers. */
export type ProviderCall = (
  path: string,
  request: { headers: Headers },
  body?: unknown,
  options?: { method?: 'GET' | 'POST'; query?: Record<string, string> },
) => Promise<ProviderReply>;

/**
 * The provider is built after the auth service (it takes the service's hooks), so calls go
 * through this until it is attached.
 */
export function createProviderCall(appUrl: string, log: { error(object: object, message: string): void }) {
  let provider: IdentityProvider | undefined;
  const call: ProviderCall = (path, request, body, options = {}) => {
    if (!provider) throw new Error('identity provider not attached');
    return callProvider(provider, appUrl, path, { ...options, body, headers: request.headers, log });
  };
  return {
    call,
    attach(identityProvider: IdentityProvider) {
      provider = identityProvider;
    },
  };
}

export const sessionCookiesOf = (reply: ProviderReply) => reply.headers.getSetCookie();
export const authTokenOf = (reply: ProviderReply) => reply.headers.get('set-auth-token') ?? undefined;

/** The answer with the session the provider set or replaced (cookies and bearer token). */
export const withProviderSession = <T>(reply: ProviderReply, data: T): AuthReply<T> => ({
  data,
  setCookies: sessionCookiesOf(reply),
  authToken: authTokenOf(reply),
});
