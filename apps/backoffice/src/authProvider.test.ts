import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { INSUFFICIENT_PERMISSIONS, MISSING_TOKEN, type TokenStore, createAuthProvider } from './authProvider';

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

function setup(routes: Record<string, () => Response>, token: string | null = null) {
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
  const auth = createAuthProvider({ tokens, fetch, getLocale: () => 'en' });
  return { auth, tokens, calls };
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
    await expect(auth.login({ email: 'a@b.se', password: 'x' })).rejects.toThrow(INSUFFICIENT_PERMISSIONS);
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
  it('checkAuth fails without a token and without access-backoffice', async () => {
    await expect(setup({}).auth.checkAuth({})).rejects.toThrow();
    const denied = setup({ 'GET /api/v1/users/me/abilities': () => abilities('manage-users') }, 'tok');
    await expect(denied.auth.checkAuth({})).rejects.toThrow(INSUFFICIENT_PERMISSIONS);
    const ok = setup({ 'GET /api/v1/users/me/abilities': () => abilities('access-backoffice') }, 'tok');
    await expect(ok.auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth fails when the abilities cannot be loaded (auth initialisation failure)', async () => {
    const { auth } = setup(
      { 'GET /api/v1/users/me/abilities': () => json(500, { error: 'Boom', error_info: { code: 1, key: 'x' } }) },
      'tok',
    );
    await expect(auth.checkAuth({})).rejects.toThrow('Boom');
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
});
