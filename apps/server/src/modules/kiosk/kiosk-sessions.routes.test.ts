import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin } from '../../../test/economy';
import { createRound, demoCourses } from '../../../test/golf';
import { createWagerer } from '../../../test/wagers';
import { expectError } from '../../../test/errors';
import { createTestUser, openSession, TEST_PASSWORD, type TestUser } from '../../../test/users';

/**
 * Kiosk sessions (decision 0087): a session on a locked device reaches only what the kiosk UI needs
 * (play, rounds, game settings, sign-out); everything else answers rounds.not_allowed ("Not allowed").
 */
const testApp = await createTestApp();
const { app } = testApp;

let address = 0;
const nextAddress = () => `10.30.0.${(address += 1)}`;

/** A player whose session has been locked by POST /kiosk/lock, as the game UI does after signing in on a locked device. */
async function kioskPlayer(): Promise<TestUser> {
  const player = await createTestUser(testApp);
  const locked = await app.inject({ method: 'POST', url: '/api/v1/kiosk/lock', headers: player.headers });
  expect(locked.statusCode).toBe(204);
  return player;
}

const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

/**
 * The kiosk allow-list as the kiosk UI uses it: a route added here is a conscious decision, and a
 * route added to the API is refused to kiosk sessions until it is added here and to the guard.
 */
const KIOSK_ROUTES = new Set([
  'GET /api/v1/users/me',
  'PATCH /api/v1/users/me',
  'GET /api/v1/users/me/abilities',
  'POST /api/v1/users/me/game-identifiers',
  'POST /api/v1/users/mfa/invalidate',
  'POST /api/v1/kiosk/lock',
  'POST /api/v1/broadcasting/auth',
  'POST /broadcasting/auth',
  'GET /api/v1/hardware-devices',
  'GET /api/v1/rounds',
  'POST /api/v1/rounds',
  'GET /api/v1/rounds/mine',
  'GET /api/v1/rounds/invites',
  'GET /api/v1/rounds/{id}',
  'GET /api/v1/rounds/{id}/state',
  'POST /api/v1/rounds/{id}/join',
  'POST /api/v1/rounds/join-local',
  'POST /api/v1/rounds/{id}/start',
  'POST /api/v1/rounds/{id}/cancel',
  'POST /api/v1/rounds/{id}/leave',
  'POST /api/v1/rounds/{id}/invites',
  'POST /api/v1/rounds/{id}/invites/accept',
  'POST /api/v1/rounds/{id}/invites/decline',
  'POST /api/v1/rounds/{id}/strokes',
  'POST /api/v1/rounds/{id}/concede',
  'POST /api/v1/rounds/{id}/concede-match',
  'POST /api/v1/rounds/{id}/finish',
  'POST /api/v1/rounds/{id}/launches',
  'GET /api/v1/rounds/{id}/scorecard',
  'POST /api/v1/launch-monitor/pairings',
  'GET /api/v1/launch-monitor/status',
  'PUT /api/v1/launch-monitor/club',
  'GET /api/v1/launch-monitor/connections',
  'POST /api/v1/launch-monitor/connections/{id}/claim',
  'DELETE /api/v1/launch-monitor/pairing',
  // The update screen: a kiosk updates its own game (decision 0104).
  'POST /api/v1/game-versions/latest/download',
]);

interface Operation {
  security?: unknown[];
}
const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
/** Every guarded operation of the API (a public one has `security: []`). */
const guarded = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

describe('kiosk sessions', () => {
  it('refuses the store, profile, wallet, vouchers, subscriptions, password and 2FA with "Not allowed", in en and sv', async () => {
    const player = await kioskPlayer();
    const refused: [string, string, object?][] = [
      ['GET', '/api/v1/store/products'],
      ['POST', '/api/v1/store/orders', { items: [] }],
      ['GET', '/api/v1/users/me/wallets'],
      ['GET', '/api/v1/users/me/transactions'],
      ['GET', '/api/v1/users/me/vouchers'],
      ['POST', '/api/v1/vouchers/redeem', { code: 'ABC' }],
      ['GET', '/api/v1/users/me/subscriptions'],
      ['GET', '/api/v1/users/me/notifications'],
      ['GET', '/api/v1/users/me/statistics'],
      ['GET', '/api/v1/rounds/history'],
      ['DELETE', '/api/v1/users/me/game-identifiers/1'],
      ['POST', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'another-password-1' }],
      ['POST', '/api/auth/two-factor/enable', { password: TEST_PASSWORD }],
      ['POST', '/api/auth/two-factor/disable', { password: TEST_PASSWORD }],
      ['PATCH', '/api/v1/users/me', { first_name: 'Kiosk' }],
      ['PATCH', '/api/v1/users/me', { player_settings: { hand: 'L' }, street_address_1: 'Main street 1' }],
      ['PATCH', '/api/v1/users/me', { purchase_limit_per_month: 100 }],
    ];
    for (const [method, url, payload] of refused) {
      const reply = await call(method, url, player.headers, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
      expectError(reply, 'rounds.not_allowed');
    }
    expectError(
      await call('GET', '/api/v1/users/me/wallets', { ...player.headers, 'accept-language': 'sv' }),
      'rounds.not_allowed',
      { locale: 'sv' },
    );
  });

  it('lets the kiosk UI load the user, save game settings and the language, and play', async () => {
    const player = await kioskPlayer();
    expect((await call('GET', '/api/v1/users/me', player.headers)).statusCode).toBe(200);
    const saved = await call('PATCH', '/api/v1/users/me', player.headers, {
      player_settings: { hand: 'L' },
      locale: 'sv',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.player_settings.hand).toBe('L');
    expect((await call('GET', '/api/v1/rounds/mine', player.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/hardware-devices', player.headers)).statusCode).toBe(200);
    // The same account on another device is not in kiosk mode.
    const elsewhere = await openSession(testApp, player.id);
    expect((await call('GET', '/api/v1/users/me/wallets', elsewhere)).statusCode).toBe(200);
  });

  it('refuses every guarded route outside the kiosk allow-list, and no route on it', async () => {
    const player = await kioskPlayer();
    expect(guarded.length).toBeGreaterThan(100);
    const opened: string[] = [];
    const closed: string[] = [];
    for (const operation of guarded) {
      const [method, path] = operation.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '1');
      const reply = await call(method, url, player.headers);
      const refusedAsKiosk = reply.statusCode === 403 && reply.json().error_info?.key === 'rounds.not_allowed';
      if (KIOSK_ROUTES.has(operation)) {
        if (refusedAsKiosk) closed.push(operation);
      } else if (!refusedAsKiosk) opened.push(`${operation} → ${reply.statusCode}`);
    }
    expect(opened, 'open to kiosk sessions but not on the list').toEqual([]);
    expect(closed, 'on the list but refused').toEqual([]);
  }, 120_000);

  it("starts with an administrator's credentials on the device's session and ends only with them", async () => {
    const admin = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    const player = await createTestUser(testApp);
    const ip = nextAddress();
    const credentials = { email: admin.email, password: TEST_PASSWORD };
    const start = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/start',
      payload: credentials,
      headers: player.headers,
      remoteAddress: ip,
    });
    expect(start.statusCode).toBe(204);
    expectError(await call('GET', '/api/v1/store/products', player.headers), 'rounds.not_allowed');

    // A wrong password leaves the session locked.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/exit',
      payload: { email: admin.email, password: 'wrong' },
      headers: player.headers,
      remoteAddress: ip,
    });
    expectError(wrong, 'auth.invalid_credentials');
    expectError(await call('GET', '/api/v1/users/me/wallets', player.headers), 'rounds.not_allowed');
    // The player's own credentials are not an administrator's.
    const own = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/exit',
      payload: { email: player.email, password: TEST_PASSWORD },
      headers: player.headers,
      remoteAddress: ip,
    });
    expectError(own, 'auth.insufficient_permissions');
    expectError(await call('GET', '/api/v1/users/me/wallets', player.headers), 'rounds.not_allowed');

    const exit = await app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/exit',
      payload: credentials,
      headers: player.headers,
      remoteAddress: ip,
    });
    expect(exit.statusCode).toBe(204);
    expect((await call('GET', '/api/v1/users/me/wallets', player.headers)).statusCode).toBe(200);
  });

  it('keeps a kiosk session locked when it asks to lock again, and needs a session to lock', async () => {
    const player = await kioskPlayer();
    expect((await call('POST', '/api/v1/kiosk/lock', player.headers)).statusCode).toBe(204);
    expectError(await call('GET', '/api/v1/users/me/vouchers', player.headers), 'rounds.not_allowed');
    expectError(await call('POST', '/api/v1/kiosk/lock', {}), 'auth.unauthorized');
  });

  it('never stakes coins: a wager round cannot be created or joined from a kiosk session', async () => {
    const admin = await createEconomyAdmin(testApp);
    const course = (await demoCourses(testApp)).regular[0]!;
    const host = await createWagerer(testApp, admin);
    const guest = await createWagerer(testApp, admin);
    const round = await createRound(testApp, host, {
      title: 'For coins',
      game_mode: 20,
      course_id: course.id,
      hole_group: 99,
      holes: [1],
      wager_amount: 100,
    });
    const before = await balanceOf(testApp, guest);
    expect((await call('POST', '/api/v1/kiosk/lock', guest.headers)).statusCode).toBe(204);
    expectError(await call('POST', `/api/v1/rounds/${round.id}/join`, guest.headers, {}), 'rounds.not_allowed');
    const created = await call('POST', '/api/v1/rounds', guest.headers, {
      title: 'Kiosk wager',
      game_mode: 20,
      course_id: course.id,
      hole_group: 99,
      holes: [1],
      wager_amount: 100,
    });
    expectError(created, 'rounds.not_allowed');
    // Read from another device: the kiosk session itself may not see the wallet.
    const elsewhere = { ...guest, headers: await openSession(testApp, guest.id) };
    expect(await balanceOf(testApp, elsewhere)).toBe(before);
  });
});
