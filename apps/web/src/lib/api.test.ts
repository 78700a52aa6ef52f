import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiList,
  apiSend,
  AUTH_API_BASE,
  buildQueryString,
  clientErrorKeys,
  onUnauthorized,
  parseRetryAfter,
} from './api';
import { parseApiError } from './api-replies';
import { tokenStorageKey } from './auth/session-store';
import { setLocale } from './i18n';
import { memoryStorage } from './testing/memory-storage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseApiError', () => {
  it('keeps the server text, code, key and field errors', () => {
    const error = parseApiError(
      422,
      {
        error: 'The given data was invalid.',
        error_info: { code: 2, key: 'general.validation_failed' },
        errors: { display_name: ['The display name field is required.'], email: ['Taken.', 'Invalid.'] },
      },
      'fallback',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 2,
      key: 'general.validation_failed',
      message: 'The given data was invalid.',
      fieldErrors: { display_name: ['The display name field is required.'], email: ['Taken.', 'Invalid.'] },
    });
  });

  it('keeps the spec code 10 (cannot join wager round)', () => {
    const error = parseApiError(
      409,
      { error: 'Cannot join.', error_info: { code: 10, key: 'rounds.cannot_join_wager_round' } },
      'x',
    );
    expect(error.code).toBe(10);
    expect(error.fieldErrors).toEqual({});
  });

  it.each([
    ['an HTML error page', '<html>Bad gateway</html>'],
    ['an empty body', undefined],
    ['a body without error_info', { error: 'nope' }],
    ['a body with a non-numeric code', { error: 'nope', error_info: { code: '2', key: 'x' } }],
  ])('falls back for %s', (_name, body) => {
    const error = parseApiError(502, body, 'Something went wrong.');
    expect(error).toMatchObject({
      status: 502,
      code: 0,
      key: clientErrorKeys.http,
      message: 'Something went wrong.',
      fieldErrors: {},
    });
  });

  it('drops non-string field messages and wraps a lone string', () => {
    const error = parseApiError(
      422,
      { error: 'Invalid', error_info: { code: 2, key: 'k' }, errors: { a: ['x', 3, null], b: 'y' } },
      'f',
    );
    expect(error.fieldErrors).toEqual({ a: ['x'], b: ['y'] });
  });
});

describe('buildQueryString', () => {
  it('drops empty values and brackets arrays', () => {
    expect(buildQueryString({ page: 2, search: '', sort: 'title', missing: undefined, none: null, ids: [1, 2] })).toBe(
      '?page=2&sort=title&ids%5B%5D=1&ids%5B%5D=2',
    );
  });

  it('is empty when nothing is left', () => {
    expect(buildQueryString({ search: '' })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('requests', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setLocale('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the contract headers and credentials, and unwraps data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { api: '1-0-5' } }));
    await setLocale('sv');

    await expect(apiGet('/protocol/version')).resolves.toEqual({ api: '1-0-5' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/protocol/version');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'sv' },
    });
  });

  it('returns data and meta of a list', async () => {
    const meta = { current_page: 2, per_page: 15, total: 31, last_page: 3 };
    fetchMock.mockResolvedValue(json(200, { data: [{ id: 1 }], meta }));

    await expect(apiList('/courses', { query: { page: 2, search: '' } })).resolves.toEqual({ data: [{ id: 1 }], meta });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/courses?page=2');
  });

  it('rejects a list reply without pagination meta as invalid server data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    const error = await apiList('/courses').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 200,
      key: clientErrorKeys.invalidResponse,
      message: 'The server sent invalid data. Please restart the game.',
    });
  });

  it('rejects a reply without data as invalid server data', async () => {
    fetchMock.mockResolvedValue(json(200, { api: '1-0-5' }));
    await expect(apiGet('/protocol/version')).rejects.toMatchObject({ key: clientErrorKeys.invalidResponse });
  });

  it('throws the server error as an ApiError', async () => {
    fetchMock.mockResolvedValue(
      json(404, { error: 'Det du sökte kunde inte hittas.', error_info: { code: 3, key: 'general.not_found' } }),
    );
    const error = await apiGet('/courses/999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 3,
      key: 'general.not_found',
      message: 'Det du sökte kunde inte hittas.',
    });
  });

  it('turns a network failure into "Could not load data" in the UI language', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await setLocale('sv');
    const error = await apiGet('/courses').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 0,
      key: clientErrorKeys.network,
      message: 'Kunde inte läsa in data. Försök igen.',
    });
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('passes a cancellation through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiGet('/courses')).rejects.toBe(abort);
  });

  it('sends JSON bodies and accepts an empty 204 reply', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiSend('PATCH', '/users/me/notifications/all/read', { read: true })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'PATCH',
      body: '{"read":true}',
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it.each([
    ['42', 42],
    [' 0 ', 0],
    ['Sun, 01 Jun 2025 12:00:30 GMT', 30],
    ['Sun, 01 Jun 2025 11:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('sessions', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let storage: Storage;

  const at = (pathname: string) => vi.stubGlobal('location', { pathname });

  beforeEach(async () => {
    storage = memoryStorage();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', storage);
    await setLocale('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the stored bearer token in the game and the app', async () => {
    at('/game/courses');
    storage.setItem(tokenStorageKey('game'), 'tok-game');
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    await apiGet('/users/me');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      credentials: 'include',
      headers: { Authorization: 'Bearer tok-game' },
    });
  });

  it('sends no Authorization header on the web (the cookie is the session)', async () => {
    at('/courses');
    storage.setItem(tokenStorageKey('web'), 'planted');
    fetchMock.mockResolvedValue(json(200, { data: {} }));
    await apiGet('/users/me');
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('stores a new token from set-auth-token, on success and on failure', async () => {
    at('/mobile/profile');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { mfa_enabled_at: 'x' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'set-auth-token': 'new-token' },
      }),
    );
    await apiSend('POST', '/two-factor/confirm', { code: '123456' }, { base: AUTH_API_BASE });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/two-factor/confirm');
    expect(storage.getItem(tokenStorageKey('app'))).toBe('new-token');
  });

  it('tells the unauthorized listeners about a 401 with the URL', async () => {
    at('/');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json(401, { error: 'Sign in.', error_info: { code: 1018, key: 'auth.unauthorized' } }));
    await expect(apiGet('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledWith('/api/v1/users/me', expect.objectContaining({ key: 'auth.unauthorized' }));
    off();
    await apiGet('/users/me').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not call the unauthorized listeners for other errors', async () => {
    at('/');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    fetchMock.mockResolvedValue(
      json(403, { error: 'No.', error_info: { code: 1019, key: 'auth.insufficient_permissions' } }),
    );
    await apiGet('/users/me').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    off();
  });

  it("keeps a 429's Retry-After on the error", async () => {
    at('/');
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: 'Wait.', error_info: { code: 1026, key: 'auth.verification_email_throttled' } }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '37' } },
      ),
    );
    const error = await apiSend('POST', '/send-verification-email', { email: 'a@b.c' }, { base: AUTH_API_BASE }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 37, message: 'Wait.' });
  });
});
