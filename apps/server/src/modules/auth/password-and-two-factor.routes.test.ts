import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { totp } from '../../../test/totp';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const { ORIGIN, unique, post, latestMail, linkIn, bearer } = identityHelpers(testApp);

describe('password reset and change', () => {
  it('mails a link with an expiry, resets the password and revokes every session', async () => {
    const user = await createTestUser(testApp);
    expect((await post('/api/auth/request-password-reset', { email: user.email })).statusCode).toBe(200);
    const mail = await latestMail(user.email);
    expect(mail.template).toBe('reset-password');
    expect(mail.text).toMatch(/60 minutes/);
    const link = linkIn(mail.text);
    const opened = await app.inject(link.pathname + link.search);
    const token = new URL(String(opened.headers.location), ORIGIN).searchParams.get('token');
    expect(opened.headers.location).toMatch(/^\/reset-password\?token=/);

    expectError(
      await post('/api/auth/reset-password', { token, password: 'short', password_confirmation: 'short' }),
      'auth.weak_password',
    );
    expect(
      (
        await post('/api/auth/reset-password', {
          token,
          password: 'brand-new-pass',
          password_confirmation: 'brand-new-pass',
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await app.inject({ url: '/api/v1/users/me', headers: user.headers }),
      'auth.session_ended_password_changed',
    );
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    // The link works once; used again it says so (it was "reset failed"), and opening it no longer shows the form.
    const again = { token, password: 'another-pass-1', password_confirmation: 'another-pass-1' };
    expectError(await post('/api/auth/reset-password', again), 'auth.reset_link_used');
    expectError(await post('/api/auth/reset-password', again, { 'accept-language': 'sv' }), 'auth.reset_link_used', {
      locale: 'sv',
    });
    expect((await app.inject(link.pathname + link.search)).headers.location).toBe('/reset-password?error=used');
    // A token that never was one is still "reset failed", and opens the form (which then says so).
    const madeUp = { ...again, token: 'not-a-real-token-at-all' };
    expectError(await post('/api/auth/reset-password', madeUp), 'auth.reset_failed');
    expect((await app.inject('/api/auth/reset-password/not-a-real-token')).headers.location).toBe(
      '/reset-password?token=not-a-real-token',
    );
  });

  it('opens the reset screen of the environment that asked, and only of ours', async () => {
    const user = await createTestUser(testApp);
    await post('/api/auth/request-password-reset', { email: user.email }, { 'x-golf-environment': 'game' });
    const link = linkIn((await latestMail(user.email)).text);
    expect((await app.inject(link.pathname + link.search)).headers.location).toMatch(/^\/game\/reset-password\?token=/);
    link.searchParams.set('callbackURL', 'https://elsewhere.example.test/reset-password');
    expect((await app.inject(link.pathname + link.search)).headers.location).toMatch(/^\/reset-password\?token=/);
  });

  it('answers an unknown address like a known one', async () => {
    const res = await post('/api/auth/request-password-reset', { email: `ghost${unique()}@example.test` });
    expect(res.json()).toEqual({ data: { success: true } });
  });

  it('"Badly formatted e-mail" (1007) for an address that is not one, for a reset link or a verification e-mail', async () => {
    for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email'])
      expectError(await post(path, { email: 'not-an-email' }), 'auth.invalid_email');
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const user = await createTestUser(testApp);
    const second = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expectError(
      await post(
        '/api/auth/change-password',
        { current_password: 'not-it-at-all', password: 'next-password', password_confirmation: 'next-password' },
        user.headers,
      ),
      'auth.wrong_password',
    );
    const changed = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, password: 'next-password', password_confirmation: 'next-password' },
      user.headers,
    );
    expect(changed.statusCode).toBe(200);
    expectError(
      await app.inject({ url: '/api/v1/users/me', headers: bearer(second) }),
      'auth.session_ended_password_changed',
    );
    expect((await app.inject({ url: '/api/v1/users/me', headers: bearer(changed) })).statusCode).toBe(200);
  });

  it.each(['en', 'sv'] as const)(
    'refuses the current password as the new one, on the password field, in %s; nothing changes',
    async (locale) => {
      const user = await createTestUser(testApp);
      const other = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
      const same = { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD };
      const res = await post('/api/auth/change-password', same, { ...user.headers, 'accept-language': locale });
      expectError(res, 'auth.password_unchanged', { locale });
      expect(res.json().errors).toEqual({ password: [translate(locale, 'validation.password_unchanged')] });
      // Refused before the provider: no session ended, no mail, nothing logged as a change.
      expect((await app.inject({ url: '/api/v1/users/me', headers: bearer(other) })).statusCode).toBe(200);
      expect((await app.inject(`/dev/mail/messages?to=${encodeURIComponent(user.email)}`)).json().data).toEqual([]);
      expect((await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
        200,
      );
    },
  );

  it('reports an unchanged password with the other field problems at once', async () => {
    const user = await createTestUser(testApp);
    const res = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: 'something-else' },
      user.headers,
    );
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({
      password: [translate('en', 'validation.password_unchanged')],
      password_confirmation: [translate('en', 'validation.password_confirmation')],
    });
  });
});

describe('two-factor authentication', () => {
  async function enrol(headers: Record<string, string>) {
    const enable = await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, headers);
    expect(enable.statusCode).toBe(200);
    const enrolment = enable.json().data;
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.backup_codes.length).toBeGreaterThanOrEqual(8);
    expect(enrolment.totp_uri).toContain(`secret=${enrolment.secret}`);
    return enrolment as { secret: string; backup_codes: string[] };
  }

  it('needs the password to start, and confirming with a TOTP sets mfa_enabled_at', async () => {
    const user = await createTestUser(testApp);
    expectError(
      await post('/api/auth/two-factor/enable', { password: 'wrong-one-1' }, user.headers),
      'auth.wrong_password',
    );
    const { secret } = await enrol(user.headers);
    expectError(
      await post('/api/auth/two-factor/confirm', { code: '000000' }, user.headers),
      'auth.invalid_two_factor',
    );
    const confirmed = await post('/api/auth/two-factor/confirm', { code: totp(secret) }, user.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.mfa_enabled_at).toEqual(expect.any(String));
    const me = (await app.inject({ url: '/api/v1/users/me', headers: bearer(confirmed) })).json().data;
    expect(me.mfa_enabled_at).toBe(confirmed.json().data.mfa_enabled_at);
  });

  it('asks for the second factor (100), refuses a wrong (101) or reused code, and accepts a backup code once', async () => {
    const user = await createTestUser(testApp);
    const { secret, backup_codes } = await enrol(user.headers);
    await post('/api/auth/two-factor/confirm', { code: totp(secret) }, user.headers);
    const credentials = { email: user.email, password: TEST_PASSWORD };

    const needed = await post('/api/auth/sign-in/email', credentials);
    expectError(needed, 'auth.two_factor_required');
    expect(needed.json().error_info.code).toBe(100);
    expect(needed.headers['set-auth-token']).toBeUndefined();
    expectError(
      await post('/api/auth/sign-in/email', credentials, { 'accept-language': 'sv' }),
      'auth.two_factor_required',
      {
        locale: 'sv',
      },
    );

    const wrong = await post('/api/auth/sign-in/email', {
      ...credentials,
      code: totp(secret) === '123456' ? '654321' : '123456',
    });
    expectError(wrong, 'auth.invalid_two_factor');
    expect(wrong.json().error_info.code).toBe(101);

    const code = totp(secret, Date.now(), 1); // the next step: unused so far, and inside the accepted window
    const ok = await post('/api/auth/sign-in/email', { ...credentials, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mfa_verified).toBe(true);
    expectError(await post('/api/auth/sign-in/email', { ...credentials, code }), 'auth.invalid_two_factor');

    const backup = await post('/api/auth/sign-in/email', { ...credentials, code: backup_codes[0] });
    expect(backup.statusCode).toBe(200);
    expectError(
      await post('/api/auth/sign-in/email', { ...credentials, code: backup_codes[0] }),
      'auth.invalid_two_factor',
    );
  });

  it('invalidates the MFA state of the session on request, and disabling needs the password', async () => {
    const user = await createTestUser(testApp);
    const { secret } = await enrol(user.headers);
    const now = Date.now();
    await post('/api/auth/two-factor/confirm', { code: totp(secret, now) }, user.headers);
    const signedIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
      // The step after the one confirmed: unused, and still accepted if a step boundary passes meanwhile.
      code: totp(secret, now, 1),
    });
    expect(signedIn.statusCode).toBe(200);
    const headers = bearer(signedIn);
    expect((await app.inject({ url: '/api/auth/get-session', headers })).json().data.session.mfa_verified).toBe(true);
    expect((await post('/api/v1/users/mfa/invalidate', {}, headers)).json()).toEqual({ data: { mfa_verified: false } });
    expect((await app.inject({ url: '/api/auth/get-session', headers })).json().data.session.mfa_verified).toBe(false);

    expectError(
      await post('/api/auth/two-factor/disable', { password: 'wrong-one-1' }, headers),
      'auth.wrong_password',
    );
    const disabled = await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, headers);
    expect(disabled.statusCode).toBe(200);
    const after = disabled.headers['set-auth-token'] ? bearer(disabled) : headers;
    expect((await app.inject({ url: '/api/v1/users/me', headers: after })).json().data.mfa_enabled_at).toBeNull();
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
