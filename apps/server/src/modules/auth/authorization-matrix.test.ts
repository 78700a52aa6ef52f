import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser, type TestUser } from '../../../test/users';

/**
 * Every identity route × every kind of caller. A player acts only on their own data; staff need
 * access-backoffice plus the section permission; administrators pass everything staff pass.
 */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;

type Actor = 'anonymous' | 'player' | 'otherPlayer' | 'staffWithout' | 'staffWith' | 'administrator';
const actors: Actor[] = ['anonymous', 'player', 'otherPlayer', 'staffWithout', 'staffWith', 'administrator'];

interface Context {
  player: TestUser;
  /** A user every admin call acts on, recreated per call so suspensions do not pile up. */
  target(): Promise<TestUser>;
  playerDeviceId: number;
  profanityId(): Promise<number>;
  roleId: number;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url(context: Context): Promise<string> | string;
  payload?: (context: Context) => object;
  /** The permission staff need; undefined for routes every signed-in user may call. */
  permission?: string;
  /** Expected status per actor; anything not listed is the default for the route kind. */
  expect?: Partial<Record<Actor, number>>;
  ok?: number;
}

const device = {
  uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  software_version: '1.0.5',
  hardware_version: 'Sim 1',
  hardware_key: 'KEY-1',
};

const routes: RouteCase[] = [
  { name: 'own user', method: 'GET', url: () => '/api/v1/users/me' },
  { name: 'update own user', method: 'PATCH', url: () => '/api/v1/users/me', payload: () => ({ city: 'Lund' }) },
  { name: 'finish wizard', method: 'POST', url: () => '/api/v1/users/me/complete-registration' },
  { name: 'own abilities', method: 'GET', url: () => '/api/v1/users/me/abilities' },
  {
    name: 'register device',
    method: 'POST',
    url: () => '/api/v1/users/me/game-identifiers',
    payload: () => ({ data: device }),
    ok: 201,
  },
  {
    name: "remove the player's device",
    method: 'DELETE',
    url: ({ playerDeviceId }) => `/api/v1/users/me/game-identifiers/${playerDeviceId}`,
    // Only the owner finds it; for everyone else it does not exist.
    expect: { player: 204, otherPlayer: 404, staffWithout: 404, staffWith: 404, administrator: 404 },
  },
  { name: 'invalidate MFA', method: 'POST', url: () => '/api/v1/users/mfa/invalidate' },
  { name: 'session state', method: 'GET', url: () => '/api/auth/get-session', expect: { anonymous: 200 } },
  {
    name: 'change password',
    method: 'POST',
    url: () => '/api/auth/change-password',
    payload: () => ({
      current_password: 'wrong-password',
      password: 'new-password',
      password_confirmation: 'new-password',
    }),
    // Signed-in callers get past the guard and fail on the wrong current password.
    ok: 401,
  },
  {
    name: 'start 2FA',
    method: 'POST',
    url: () => '/api/auth/two-factor/enable',
    payload: () => ({ password: 'wrong-password' }),
    ok: 401,
  },
  {
    name: 'confirm 2FA',
    method: 'POST',
    url: () => '/api/auth/two-factor/confirm',
    payload: () => ({ code: '000000' }),
    ok: 422,
  },
  {
    name: 'disable 2FA',
    method: 'POST',
    url: () => '/api/auth/two-factor/disable',
    payload: () => ({ password: 'x' }),
    ok: 401,
  },
  {
    name: 'new backup codes',
    method: 'POST',
    url: () => '/api/auth/two-factor/backup-codes',
    payload: () => ({ password: 'x' }),
    // Past the guard: nobody here has 2FA on, so there is nothing to regenerate.
    ok: 400,
  },
  // Back-office.
  { name: 'list users', method: 'GET', url: () => '/api/v1/admin/users', permission: 'manage-users' },
  {
    name: 'read a user',
    method: 'GET',
    url: ({ player }) => `/api/v1/admin/users/${player.id}`,
    permission: 'manage-users',
  },
  {
    name: 'edit a user',
    method: 'PUT',
    url: async ({ target }) => `/api/v1/admin/users/${(await target()).id}`,
    payload: () => ({ city: 'Malmö' }),
    permission: 'manage-users',
  },
  {
    name: 'suspend a user',
    method: 'POST',
    url: async ({ target }) => `/api/v1/admin/users/${(await target()).id}/suspend`,
    payload: () => ({ reason: 'matrix' }),
    permission: 'manage-users',
  },
  {
    name: 'unsuspend a user',
    method: 'POST',
    url: async ({ target }) => `/api/v1/admin/users/${(await target()).id}/unsuspend`,
    permission: 'manage-users',
    // Past the guard, the target is not suspended.
    ok: 409,
  },
  {
    name: "set a user's roles",
    method: 'PUT',
    url: async ({ target }) => `/api/v1/admin/users/${(await target()).id}/roles`,
    payload: () => ({ roles: ['user'] }),
    permission: 'manage-users',
  },
  { name: 'list roles', method: 'GET', url: () => '/api/v1/admin/roles', permission: 'manage-users' },
  {
    name: 'read a role',
    method: 'GET',
    url: ({ roleId }) => `/api/v1/admin/roles/${roleId}`,
    permission: 'manage-users',
  },
  {
    name: 'change a role',
    method: 'PUT',
    url: ({ roleId }) => `/api/v1/admin/roles/${roleId}`,
    payload: () => ({ title: 'User', abilities: [] }),
    permission: 'manage-users',
    // Changing what a role grants is for administrators only.
    expect: { staffWith: 403 },
  },
  { name: 'list abilities', method: 'GET', url: () => '/api/v1/admin/abilities', permission: 'manage-users' },
  { name: 'activity logs', method: 'GET', url: () => '/api/v1/admin/activity-logs', permission: 'manage-users' },
  { name: 'list profanities', method: 'GET', url: () => '/api/v1/admin/profanities', permission: 'manage-profanities' },
  {
    name: 'add a profanity',
    method: 'POST',
    url: () => '/api/v1/admin/profanities',
    payload: () => ({ search_term: `term${Math.random().toString(36).slice(2, 8)}*` }),
    permission: 'manage-profanities',
    ok: 201,
  },
  {
    name: 'read a profanity',
    method: 'GET',
    url: async ({ profanityId }) => `/api/v1/admin/profanities/${await profanityId()}`,
    permission: 'manage-profanities',
  },
  {
    name: 'edit a profanity',
    method: 'PUT',
    url: async ({ profanityId }) => `/api/v1/admin/profanities/${await profanityId()}`,
    payload: () => ({ search_term: `edit${Math.random().toString(36).slice(2, 8)}` }),
    permission: 'manage-profanities',
  },
  {
    name: 'delete a profanity',
    method: 'DELETE',
    url: async ({ profanityId }) => `/api/v1/admin/profanities/${await profanityId()}`,
    permission: 'manage-profanities',
    ok: 204,
  },
];

function expectedStatus(route: RouteCase, actor: Actor): number {
  const explicit = route.expect?.[actor];
  if (explicit !== undefined) return explicit;
  if (actor === 'anonymous') return 401;
  const ok = route.ok ?? 200;
  if (!route.permission) return ok;
  return actor === 'staffWith' || actor === 'administrator' ? ok : 403;
}

type Headers = Record<string, string>;
let headersOf: Record<Exclude<Actor, 'staffWith' | 'staffWithout'>, Headers>;
/** Staff per section permission: with it, and with every other permission but not it. */
const staffWith: Record<string, Headers> = {};
const staffWithout: Record<string, Headers> = {};
let context: Context;

beforeAll(async () => {
  const player = await createTestUser(testApp);
  const otherPlayer = await createTestUser(testApp);
  const permissions = [...new Set(routes.flatMap((route) => (route.permission ? [route.permission] : [])))];
  const administrator = await createTestUser(testApp, { roles: ['administrator'] });
  headersOf = {
    anonymous: {},
    player: player.headers,
    otherPlayer: otherPlayer.headers,
    administrator: administrator.headers,
  };
  for (const permission of permissions) {
    staffWith[permission] = (await createTestUser(testApp, { abilities: ['access-backoffice', permission] })).headers;
    const others = ['access-backoffice', 'manage-users', 'manage-profanities', 'manage-products'].filter(
      (name) => name !== permission,
    );
    staffWithout[permission] = (await createTestUser(testApp, { abilities: others })).headers;
  }
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/users/me/game-identifiers',
    payload: { data: device },
    headers: player.headers,
  });
  const roles = (await app.inject({ url: '/api/v1/admin/roles', headers: administrator.headers })).json().data;
  context = {
    player,
    target: () => createTestUser(testApp),
    playerDeviceId: created.json().data.id,
    roleId: roles.find((role: { name: string }) => role.name === 'user').id,
    profanityId: async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/profanities',
        payload: { search_term: `p${Math.random().toString(36).slice(2, 10)}` },
        headers: administrator.headers,
      });
      return res.json().data.id;
    },
  };
});

function headersFor(actor: Actor, route: RouteCase): Headers {
  // Routes without a permission are checked with the manage-users staff: any signed-in user.
  const permission = route.permission ?? 'manage-users';
  if (actor === 'staffWith') return staffWith[permission]!;
  if (actor === 'staffWithout') return staffWithout[permission]!;
  return headersOf[actor];
}

describe.each(routes)('$method $name', (route) => {
  it.each(actors)('as %s', async (actor) => {
    const res = await app.inject({
      method: route.method,
      url: await route.url(context),
      payload: route.payload?.(context),
      headers: headersFor(actor, route),
    });
    expect(res.statusCode, res.body).toBe(expectedStatus(route, actor));
    if (res.statusCode === 401 || res.statusCode === 403)
      expect(res.json().error_info.code).toEqual(expect.any(Number));
  });
});

describe('no leaks', () => {
  it("a player's own-data routes never return another user's data", async () => {
    const me = (await app.inject({ url: '/api/v1/users/me', headers: headersOf.otherPlayer })).json().data;
    expect(me.id).not.toBe(context.player.id);
    expect(me.game_identifiers.map((device: { id: number }) => device.id)).not.toContain(context.playerDeviceId);
  });

  it('a denied back-office call is recorded in the activity log', async () => {
    await app.inject({ url: '/api/v1/admin/users', headers: headersOf.player });
    const log = (
      await app.inject({
        url: '/api/v1/admin/activity-logs?filter[event]=auth.permission_denied',
        headers: headersOf.administrator,
      })
    ).json();
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data[0]).toMatchObject({ event: 'auth.permission_denied', actor_id: expect.any(Number) });
  });
});
