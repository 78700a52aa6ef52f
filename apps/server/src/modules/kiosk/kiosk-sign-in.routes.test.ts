import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { totp } from '../../../test/totp';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';
import { sessions } from '../../db/schema';

/** A sign-in from a kiosk device creates a kiosk session: it is never a full one (decision 0104). */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const { db } = testApp.database;
const { post, bearer } = identityHelpers(testApp);

const kioskAtOf = async (userId: number) =>
  (await db.select({ kioskAt: sessions.kioskAt }).from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.kioskAt,
  );

describe('POST /api/auth/sign-in/email with kiosk', () => {
  it('creates the session as a kiosk session: its first call is already refused outside the kiosk set', async () => {
    const player = await createTestUser(testApp);
    const before = await kioskAtOf(player.id);
    const signedIn = await post('/api/auth/sign-in/email', {
      email: player.email,
      password: TEST_PASSWORD,
      kiosk: true,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const headers = bearer(signedIn);
    // Written with the session row itself, not by a later call.
    const created = (await kioskAtOf(player.id)).slice(before.length);
    expect(created).toEqual([expect.any(Date)]);
    expectError(await app.inject({ url: '/api/v1/users/me/wallets', headers }), 'rounds.not_allowed');
    const me = await app.inject({ url: '/api/v1/users/me', headers });
    expect(me.json().data).toMatchObject({ id: player.id, email: '' });
    const state = await app.inject({ url: '/api/auth/get-session', headers });
    expect(state.json().data.user).toMatchObject({ id: player.id, email: '' });
    // Only an administrator's credentials make it an ordinary session.
    expect((await post('/api/v1/kiosk/lock', {}, headers)).statusCode).toBe(204);
    expectError(await app.inject({ url: '/api/v1/store/products', headers }), 'rounds.not_allowed');
  });

  it('leaves an ordinary sign-in ordinary, with or without kiosk: false', async () => {
    const player = await createTestUser(testApp);
    for (const body of [{}, { kiosk: false }]) {
      const signedIn = await post('/api/auth/sign-in/email', { email: player.email, password: TEST_PASSWORD, ...body });
      expect(signedIn.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/users/me/wallets', headers: bearer(signedIn) })).statusCode).toBe(200);
      const state = await app.inject({ url: '/api/auth/get-session', headers: bearer(signedIn) });
      expect(state.json().data.user.email).toBe(player.email);
    }
  });

  it('makes the session created by the second factor a kiosk session too', async () => {
    const player = await createTestUser(testApp);
    const enable = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, player.headers);
    const { secret } = enable.json().data as { secret: string };
    expect((await post('/api/auth/two-factor/confirm', { code: totp(secret) }, player.headers)).statusCode).toBe(200);
    const credentials = { email: player.email, password: TEST_PASSWORD, kiosk: true };
    expectError(await post('/api/auth/sign-in/email', credentials), 'auth.two_factor_required');
    const signedIn = await post('/api/auth/sign-in/email', { ...credentials, code: totp(secret, Date.now(), 1) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.mfa_verified).toBe(true);
    expectError(
      await app.inject({ url: '/api/v1/users/me/vouchers', headers: bearer(signedIn) }),
      'rounds.not_allowed',
    );
  });

  it('refuses a wrong password from a kiosk device as any other', async () => {
    const player = await createTestUser(testApp);
    const before = (await kioskAtOf(player.id)).length;
    expectError(
      await post('/api/auth/sign-in/email', { email: player.email, password: 'not-the-password', kiosk: true }),
      'auth.invalid_credentials',
    );
    expect((await kioskAtOf(player.id)).length).toBe(before);
  });
});
