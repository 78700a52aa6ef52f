import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endedSessions, sessions } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { createTestUser, openSession, TEST_PASSWORD } from '../../../test/users';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });
const { post, latestMail, linkIn, bearer, ORIGIN } = identityHelpers(testApp);

const me = (headers: Record<string, string>) => app.inject({ url: '/api/v1/users/me', headers });
const suspend = (userId: number, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/suspend`,
    headers: admin.headers,
    payload: { reason },
  });

/** A web sign-in: the session cookie the browser would send back. */
async function cookieSession(email: string, password = TEST_PASSWORD) {
  const signedIn = await post('/api/auth/sign-in/email', { email, password });
  expect(signedIn.statusCode).toBe(200);
  const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
  const session = cookies.find((cookie) => cookie.startsWith('golf.session_token='));
  return { cookie: session!.split(';')[0]! };
}

describe('a session a suspension ended (decision 0124)', () => {
  it('tells its holder, bearer or cookie, that the account was suspended and why, in en and sv', async () => {
    const player = await createTestUser(testApp);
    const web = await cookieSession(player.email);
    const secondDevice = await openSession(testApp, player.id);
    // Cached on this node: the suspension must reach the cache as well as the rows.
    expect((await me(player.headers)).statusCode).toBe(200);
    expect((await suspend(player.id, 'Abusive chat')).statusCode).toBe(200);

    const params = { reason: 'Abusive chat' };
    expectError(await me(player.headers), 'users.session_ended_suspended', { params });
    expectError(await me({ ...secondDevice, 'accept-language': 'sv' }), 'users.session_ended_suspended', {
      locale: 'sv',
      params,
    });
    expectError(await me(web), 'users.session_ended_suspended', { params });
    expect((await me(player.headers)).json().error_info.code).toBe(1512);
    // The real-time subscription the app makes again after the server closed its socket says the same.
    const channelAuth = await app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      headers: player.headers,
      payload: { socket_id: '1.1', channel_name: `private-users.${player.id}` },
    });
    expectError(channelAuth, 'users.session_ended_suspended', { params });
  });

  it('tells nobody without the session: a forged signature, no credential or a signed-out session get the plain 401', async () => {
    const player = await createTestUser(testApp);
    const signedOut = await createTestUser(testApp);
    expect((await post('/api/auth/sign-out', {}, signedOut.headers)).statusCode).toBe(200);
    expect((await suspend(player.id, 'Cheating')).statusCode).toBe(200);

    // The suspended session's own token under a signature that is not the server's.
    const rawToken = decodeURIComponent(player.token).split('.')[0]!;
    expectError(await me({ authorization: `Bearer ${rawToken}.${'A'.repeat(43)}=` }), 'auth.unauthorized');
    expectError(await me({ cookie: `golf.session_token=${rawToken}` }), 'auth.unauthorized');
    expectError(await me({}), 'auth.unauthorized');
    // Signing out is no cause to tell, and the suspension of another account is not this session's.
    expectError(await me(signedOut.headers), 'auth.unauthorized');
  });

  it("says nothing on a kiosk, a venue's shared screen: its session gets the plain 401", async () => {
    const player = await createTestUser(testApp);
    await testApp.database.db.update(sessions).set({ kioskAt: new Date() }).where(eq(sessions.userId, player.id));
    expect((await suspend(player.id, 'Abusive chat')).statusCode).toBe(200);
    expectError(await me(player.headers), 'auth.unauthorized');
  });

  it('is just an unknown session once the suspension is lifted, and once the session would have expired', async () => {
    const lifted = await createTestUser(testApp);
    expect((await suspend(lifted.id, 'Mistake')).statusCode).toBe(200);
    const unsuspended = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${lifted.id}/unsuspend`,
      headers: admin.headers,
    });
    expect(unsuspended.statusCode).toBe(200);
    expectError(await me(lifted.headers), 'auth.unauthorized');

    const expired = await createTestUser(testApp);
    expect((await suspend(expired.id, 'Cheating')).statusCode).toBe(200);
    await testApp.database.db
      .update(endedSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(endedSessions.userId, expired.id));
    expectError(await me(expired.headers), 'auth.unauthorized');
  });
});

describe('a session a password change or reset ended (decision 0124)', () => {
  it("a change tells the user's other sessions, in en and sv; the caller's own goes on under its new token", async () => {
    const user = await createTestUser(testApp);
    const other = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const web = await cookieSession(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, password: 'next-password', password_confirmation: 'next-password' },
      user.headers,
    );
    expect(changed.statusCode).toBe(200);

    expectError(await me(bearer(other)), 'auth.session_ended_password_changed');
    expectError(await me({ ...web, 'accept-language': 'sv' }), 'auth.session_ended_password_changed', {
      locale: 'sv',
    });
    expect((await me(bearer(other))).json().error_info.code).toBe(1030);
    expect((await me(bearer(changed))).statusCode).toBe(200);
    // The caller's old token was replaced in the same reply: nobody else holds it, there is nothing to tell.
    expectError(await me(user.headers), 'auth.unauthorized');
  });

  it('a reset tells every session of the user', async () => {
    const user = await createTestUser(testApp);
    expect((await post('/api/auth/request-password-reset', { email: user.email })).statusCode).toBe(200);
    const link = linkIn((await latestMail(user.email)).text);
    const opened = await app.inject(link.pathname + link.search);
    const token = new URL(String(opened.headers.location), ORIGIN).searchParams.get('token');
    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);
    expectError(await me(user.headers), 'auth.session_ended_password_changed');
  });
});
