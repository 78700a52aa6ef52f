import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { INSUFFICIENT_PERMISSIONS, MISSING_TOKEN, type TokenStore, createAuthProvider } from './authProvider';
import { LoginError } from './auth/login';

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const abilities = (...names: string[]) =>
  json(200, { data: names.map((name) => ({ name, entity_id: null, entity_type: null })) });

function setup(
  routes: Record<string, () => Response>,
  token: string | null = null,
  onUnauthorized = vi.fn(),
  onAccessLost = vi.fn(),
) {
  const tokens = memoryTokens(token);
  const calls: { method: string; url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    const handler = routes[`${method} ${String(url)}`];
    return handler ? handler() : json(404, { error: 'Not found.', error_info: { code: 3, key: 'general.not_found' } });
  });
  const auth = createAuthProvider({ tokens, fetch, getLocale: () => 'en', onUnauthorized, onAccessLost });
  return { auth, tokens, calls, onUnauthorized, onAccessLost };
}

const signOutRoutes = {
  'POST /api/v1/users/mfa/invalidate': () => json(200, { data: null }),
  'POST /api/auth/sign-out': () => json(200, { success: true }),
};

describe('login', () => {
  it('signs in with e-mail, keeps the bearer token and loads the abilities with it', async () => {
    const { auth, tokens, calls } = setup({
      'POST /api/auth/sign-in/email': () => json(200, { user: {} }, { 'set-auth-token': 'abc' }),
      'GET /api/v1/users/me/abilities': () => abilities('access-backoffice', 'manage-users'),
    });
    await auth.login({ email: 'a@b.se', password: 'secret123' });
    expect(tokens.value).toBe('abc');
    expect(JSON.parse(calls[0]!.body!)).toEqual({ email: 'a@b.se', password: 'secret123' });
    expect(calls[1]?.headers.Authorization).toBe('Bearer abc');
    expect(await auth.getPermissions!({})).toEqual([
      { name: 'access-backoffice', entity_id: null, entity_type: null },
      { name: 'manage-users', entity_id: null, entity_type: null },
    ]);
  });

  it('refuses a user without access-backoffice, signing out again', async () => {
    const { auth, tokens, calls } = setup({
      'POST /api/auth/sign-in/email': () => json(200, {}, { 'set-auth-token': 'abc' }),
      'GET /api/v1/users/me/abilities': () => abilities('manage-users'),
      ...signOutRoutes,
    });
    const error = await auth.login({ email: 'a@b.se', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ reason: 'insufficient_permissions', message: INSUFFICIENT_PERMISSIONS });
    expect(tokens.value).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/auth/sign-out');
  });

  it("rejects with the server's message", async () => {
    const { auth } = setup({
      'POST /api/auth/sign-in/email': () =>
        json(401, {
          error: 'These credentials do not match our records.',
          error_info: { code: 1000, key: 'auth.failed' },
        }),
    });
    await expect(auth.login({ email: 'a@b.se', password: 'x' })).rejects.toThrow(
      'These credentials do not match our records.',
    );
  });

  it('code 100 rejects with a two-factor-required LoginError; the same sign-in with the code succeeds', async () => {
    let signIns = 0;
    const { auth, tokens, calls } = setup({
      'POST /api/auth/sign-in/email': () =>
        ++signIns === 1
          ? json(403, {
              error: 'Two-factor authentication is required. Enter the verification code to continue.',
              error_info: { code: 100, key: 'auth.two_factor_required' },
            })
          : json(200, { data: { token: 'abc', mfa_verified: true } }, { 'set-auth-token': 'abc' }),
      'GET /api/v1/users/me/abilities': () => abilities('access-backoffice'),
    });
    const first = await auth.login({ email: 'a@b.se', password: 'secret123' }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(LoginError);
    expect(first).toMatchObject({
      reason: 'two_factor_required',
      status: 403,
      message: 'Two-factor authentication is required. Enter the verification code to continue.',
    });
    expect(tokens.value).toBeNull();
    expect(calls).toHaveLength(1);

    await auth.login({ email: 'a@b.se', password: 'secret123', code: ' 123456 ' });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ email: 'a@b.se', password: 'secret123', code: '123456' });
    expect(tokens.value).toBe('abc');
  });

  it('code 101 rejects as an invalid code, 429 as throttled with the server text', async () => {
    const invalid = setup({
      'POST /api/auth/sign-in/email': () =>
        json(422, {
          error: 'The two-factor code is invalid or has expired. Please try again.',
          error_info: { code: 101, key: 'auth.invalid_two_factor' },
        }),
    });
    await expect(invalid.auth.login({ email: 'a@b.se', password: 'x', code: '000000' })).rejects.toMatchObject({
      reason: 'invalid_two_factor',
    });
    const throttled = setup({
      'POST /api/auth/sign-in/email': () =>
        json(
          429,
          {
            error: 'Too many login attempts. Please try again in 42 seconds.',
            error_info: { code: 1002, key: 'auth.too_many_login_attempts' },
          },
          { 'Retry-After': '42' },
        ),
    });
    await expect(throttled.auth.login({ email: 'a@b.se', password: 'x' })).rejects.toMatchObject({
      reason: 'throttled',
      message: 'Too many login attempts. Please try again in 42 seconds.',
    });
  });

  it('a 401 at sign-in is a refused login, not a reason to log out', async () => {
    const { auth, onUnauthorized } = setup({
      'POST /api/auth/sign-in/email': () =>
        json(401, {
          error: 'The email address or password is incorrect.',
          error_info: { code: 1006, key: 'auth.invalid_credentials' },
        }),
    });
    await expect(auth.login({ email: 'a@b.se', password: 'x' })).rejects.toMatchObject({
      reason: 'refused',
      status: 401,
      message: 'The email address or password is incorrect.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the 404 message while the auth endpoints do not exist', async () => {
    const { auth } = setup({});
    await expect(auth.login({ username: 'a@b.se', password: 'x' })).rejects.toThrow('Not found.');
  });

  it('needs the token header', async () => {
    const { auth } = setup({ 'POST /api/auth/sign-in/email': () => json(200, {}) });
    await expect(auth.login({ email: 'a@b.se', password: 'x' })).rejects.toThrow(MISSING_TOKEN);
  });
});

describe('session checks', () => {
  it('checkAuth fails without a token (to the login page, no notice) and without access-backoffice', async () => {
    await expect(setup({}).auth.checkAuth({})).rejects.toEqual({ message: false });
    const ok = setup({ 'GET /api/v1/users/me/abilities': () => abilities('access-backoffice') }, 'tok');
    await expect(ok.auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth ends a session that lost access-backoffice: server sign-out, token gone, the app told', async () => {
    const denied = setup(
      { 'GET /api/v1/users/me/abilities': () => abilities('manage-users'), ...signOutRoutes },
      'tok',
    );
    await expect(denied.auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(denied.tokens.value).toBeNull();
    expect(denied.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/users/me/abilities',
      'POST /api/v1/users/mfa/invalidate',
      'POST /api/auth/sign-out',
    ]);
    expect(denied.onAccessLost).toHaveBeenCalledTimes(1);
  });

  it('replaceAbilities swaps the cached list; without access-backoffice it ends the session', async () => {
    const { auth, tokens, calls, onAccessLost } = setup(
      { 'GET /api/v1/users/me/abilities': () => abilities('access-backoffice', 'manage-users'), ...signOutRoutes },
      'tok',
    );
    expect(((await auth.getPermissions?.({})) as { name: string }[]).map((a: { name: string }) => a.name)).toContain(
      'manage-users',
    );
    const kept = await auth.replaceAbilities([{ name: 'access-backoffice', entity_id: null, entity_type: null }]);
    expect(kept).toBe(true);
    expect(((await auth.getPermissions?.({})) as { name: string }[]).map((a: { name: string }) => a.name)).toEqual([
      'access-backoffice',
    ]);
    expect(await auth.canAccess?.({ resource: 'users', action: 'list' })).toBe(false);
    expect(calls.filter((call) => call.url.endsWith('/abilities'))).toHaveLength(1);

    expect(await auth.replaceAbilities([])).toBe(false);
    expect(tokens.value).toBeNull();
    expect(calls.map((call) => call.url)).toContain('/api/auth/sign-out');
    expect(onAccessLost).toHaveBeenCalledTimes(1);
  });

  it('reloadAbilities reads the list again and says whether it changed; without access-backoffice it ends the session', async () => {
    let granted = ['access-backoffice', 'manage-users'];
    const { auth, tokens, calls, onAccessLost } = setup(
      { 'GET /api/v1/users/me/abilities': () => abilities(...granted), ...signOutRoutes },
      'tok',
    );
    await auth.getAbilities();
    expect(await auth.reloadAbilities()).toEqual({ goesOn: true, changed: false });
    granted = ['access-backoffice'];
    expect(await auth.reloadAbilities()).toEqual({ goesOn: true, changed: true });
    expect((await auth.getAbilities()).map((a) => a.name)).toEqual(['access-backoffice']);
    expect(calls.filter((call) => call.url.endsWith('/abilities'))).toHaveLength(3);

    granted = [];
    expect(await auth.reloadAbilities()).toEqual({ goesOn: false, changed: true });
    expect(tokens.value).toBeNull();
    expect(onAccessLost).toHaveBeenCalledTimes(1);
  });

  it('checkAuth fails when the abilities cannot be loaded (auth initialisation failure)', async () => {
    const { auth } = setup(
      { 'GET /api/v1/users/me/abilities': () => json(500, { error: 'Boom', error_info: { code: 1, key: 'x' } }) },
      'tok',
    );
    await expect(auth.checkAuth({})).rejects.toThrow('Boom');
  });

  it('passes on why the session ended when a 401 says so, on data calls and on its own session calls', async () => {
    const suspended = {
      error: 'Your account has been suspended: spam.',
      error_info: { code: 1512, key: 'users.session_ended_suspended' },
    };
    const onSessionEnded = vi.fn();
    const withNotice = createAuthProvider({
      tokens: memoryTokens('tok'),
      fetch: vi.fn(async () => json(401, suspended)),
      getLocale: () => 'en',
      onSessionEnded,
    });
    await expect(withNotice.checkError(new HttpError(suspended.error, 401, suspended))).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(onSessionEnded).toHaveBeenLastCalledWith('Your account has been suspended: spam.');
    await expect(withNotice.getIdentity!()).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    // A plain 401 says nothing more than that.
    const plain = { error: 'Unauthenticated.', error_info: { code: 1018, key: 'auth.unauthorized' } };
    await expect(withNotice.checkError(new HttpError(plain.error, 401, plain))).rejects.toBeInstanceOf(HttpError);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('checkError logs out on 401 only', async () => {
    const { auth } = setup({});
    await expect(auth.checkError(new HttpError('Unauthenticated.', 401))).rejects.toBeInstanceOf(HttpError);
    await expect(auth.checkError(new HttpError('Forbidden.', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('Invalid.', 422))).resolves.toBeUndefined();
  });

  it('logout invalidates the MFA session, signs out and forgets the token', async () => {
    const { auth, tokens, calls } = setup(signOutRoutes, 'tok');
    await auth.logout({});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/users/mfa/invalidate',
      'POST /api/auth/sign-out',
    ]);
    expect(tokens.value).toBeNull();
  });

  it('logout ends the local session even when the server calls fail', async () => {
    const { auth, tokens } = setup({}, 'tok');
    await auth.logout({});
    expect(tokens.value).toBeNull();
  });

  it('logout does not report its own 401s', async () => {
    const unauthorized = () =>
      json(401, { error: 'Unauthenticated.', error_info: { code: 1018, key: 'auth.unauthorized' } });
    const { auth, tokens, onUnauthorized } = setup(
      { 'POST /api/v1/users/mfa/invalidate': unauthorized, 'POST /api/auth/sign-out': unauthorized },
      'tok',
    );
    await auth.logout({});
    expect(tokens.value).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 on the session calls (user, abilities) ends the session and reports it', async () => {
    const unauthorized = () =>
      json(401, { error: 'Unauthenticated.', error_info: { code: 1018, key: 'auth.unauthorized' } });
    const identity = setup({ 'GET /api/v1/users/me': unauthorized }, 'tok');
    await expect(identity.auth.getIdentity!()).rejects.toMatchObject({ status: 401 });
    expect(identity.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(identity.tokens.value).toBeNull();

    const permissions = setup({ 'GET /api/v1/users/me/abilities': unauthorized }, 'tok');
    await expect(permissions.auth.checkAuth({})).rejects.toMatchObject({ status: 401 });
    expect(permissions.onUnauthorized).toHaveBeenCalledTimes(1);

    const forbidden = setup(
      { 'GET /api/v1/users/me': () => json(403, { error: 'No.', error_info: { code: 1019, key: 'x' } }) },
      'tok',
    );
    await expect(forbidden.auth.getIdentity!()).rejects.toMatchObject({ status: 403 });
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
    expect(forbidden.tokens.value).toBe('tok');
  });

  it('getIdentity names the user by display name', async () => {
    const { auth } = setup(
      {
        'GET /api/v1/users/me': () =>
          json(200, { data: { id: 3, display_name: 'Ann', email: 'a@b.se', avatar: null } }),
      },
      'tok',
    );
    expect(await auth.getIdentity!()).toEqual({ id: 3, fullName: 'Ann', avatar: undefined });
  });

  it('canAccess applies the resource table to the abilities, loading them once', async () => {
    const { auth, calls } = setup(
      { 'GET /api/v1/users/me/abilities': () => abilities('access-backoffice', 'manage-products') },
      'tok',
    );
    expect(await auth.canAccess!({ resource: 'products', action: 'edit' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'products', action: 'delete' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
    expect(calls).toHaveLength(1);
    expect(await setup({}).auth.canAccess!({ resource: 'products', action: 'list' })).toBe(false);
  });

  it('offers clubs to list and edit only, and tournaments by manage-tournaments', async () => {
    const { auth } = setup(
      { 'GET /api/v1/users/me/abilities': () => abilities('access-backoffice', 'manage-clubs', 'manage-tournaments') },
      'tok',
    );
    for (const action of ['list', 'edit'])
      expect(await auth.canAccess!({ resource: 'clubs', action }), action).toBe(true);
    // Clubs are made by players: staff neither add nor delete them (spec section 2).
    for (const action of ['create', 'delete'])
      expect(await auth.canAccess!({ resource: 'clubs', action }), action).toBe(false);
    // Tournaments have their API: add and edit follow manage-tournaments (all-of sense).
    for (const action of ['list', 'create', 'edit'])
      expect(await auth.canAccess!({ resource: 'tournaments', action }), action).toBe(true);
  });
});
