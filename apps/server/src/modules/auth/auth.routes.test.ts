import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { totp } from '../../../test/totp';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const ORIGIN = testApp.config.server.appUrl;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers } });

async function latestMail(to: string): Promise<{ subject: string; text: string; template: string }> {
  const { data } = (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(to)}`)).json();
  expect(data.length).toBeGreaterThan(0);
  return data[0];
}

const linkIn = (text: string) => {
  const match = /(https?:\/\/\S+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[1]!);
};

function signUpBody(overrides: Record<string, string> = {}) {
  const id = unique();
  const email = `new${id}@example.test`;
  return {
    email,
    email_confirmation: email,
    password: 'long-enough-1',
    password_confirmation: 'long-enough-1',
    display_name: `p_${id}`.slice(0, 20),
    ...overrides,
  };
}

async function signUpAndVerify() {
  const body = signUpBody();
  expect((await post('/api/auth/sign-up/email', body)).statusCode).toBe(201);
  const link = linkIn((await latestMail(body.email)).text);
  const verified = await app.inject(link.pathname + link.search);
  expect(verified.headers.location).toBe('/sign-in?verified=1');
  return body;
}

const bearer = (response: { headers: Record<string, unknown> }) => ({
  authorization: `Bearer ${String(response.headers['set-auth-token'])}`,
});

describe('sign-up', () => {
  it.each([
    ['a badly formatted e-mail', { email: 'not-an-email', email_confirmation: 'not-an-email' }, 'auth.invalid_email'],
    ['e-mails not matching', { email_confirmation: 'other@example.test' }, 'auth.emails_do_not_match'],
    ['a weak password', { password: 'short', password_confirmation: 'short' }, 'auth.weak_password'],
    ['passwords not matching', { password_confirmation: 'different-1' }, 'auth.passwords_do_not_match'],
  ] as const)('refuses %s with its catalogue message, in en and sv', async (_case, overrides, key) => {
    const body = signUpBody(overrides);
    expectError(await post('/api/auth/sign-up/email', body), key);
    expectError(await post('/api/auth/sign-up/email', body, { 'accept-language': 'sv' }), key, { locale: 'sv' });
  });

  it('refuses an e-mail already in use (any case)', async () => {
    const existing = await createTestUser(testApp);
    const body = signUpBody({ email: existing.email.toUpperCase(), email_confirmation: existing.email.toUpperCase() });
    expectError(await post('/api/auth/sign-up/email', body), 'auth.email_already_in_use');
    expectError(await post('/api/auth/sign-up/email', body, { 'accept-language': 'sv' }), 'auth.email_already_in_use', {
      locale: 'sv',
    });
  });

  it('checks the display name: pattern and uniqueness as field errors', async () => {
    const bad = await post('/api/auth/sign-up/email', signUpBody({ display_name: 'no spaces!' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.display_name[0]).toMatch(/3 to 20 characters/);
    const existing = await createTestUser(testApp);
    const taken = await post(
      '/api/auth/sign-up/email',
      signUpBody({ display_name: existing.displayName.toUpperCase() }),
    );
    expect(taken.json().errors.display_name).toEqual(['The display name has already been taken.']);
  });

  it('runs the profanity filter on the display name, as a profile edit does: nothing is created or mailed', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-profanities'] });
    const added = await post('/api/v1/admin/profanities', { search_term: 'darn*' }, staff.headers);
    expect(added.statusCode).toBe(201);
    for (const [displayName, word] of [
      ['darn', 'darn'],
      ['darned_guy', 'darned'],
      ['d-a-r-n', 'd-a-r-n'],
    ] as const) {
      const body = signUpBody({ display_name: displayName });
      for (const locale of ['en', 'sv'] as const) {
        const res = await post('/api/auth/sign-up/email', body, { 'accept-language': locale });
        expectError(res, 'general.validation_failed', { locale });
        expect(res.json().errors).toEqual({
          display_name: [
            translate(locale, 'validation.profanity', {
              attribute: translate(locale, 'attributes.display_name'),
              word,
            }),
          ],
        });
      }
      const mail = (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(body.email)}`)).json();
      expect(mail.data).toEqual([]);
      const signIn = await post('/api/auth/sign-in/email', { email: body.email, password: body.password });
      expectError(signIn, 'auth.invalid_credentials');
    }
    // Several problems at once still name the word.
    const several = await post(
      '/api/auth/sign-up/email',
      signUpBody({ display_name: 'darned_guy', password: 'short', password_confirmation: 'short' }),
    );
    expect(several.json().errors).toEqual({
      password: [translate('en', 'validation.password_min')],
      display_name: ['The display name field contains a word that is not allowed: "darned".'],
    });
  });

  it('reports every failed field in one reply, in en and sv', async () => {
    const body = signUpBody({ display_name: 'ab', password: 'short', password_confirmation: 'short' });
    for (const locale of ['en', 'sv'] as const) {
      const res = await post('/api/auth/sign-up/email', body, { 'accept-language': locale });
      expectError(res, 'general.validation_failed', { locale });
      expect(res.json().errors).toEqual({
        display_name: [translate(locale, 'validation.display_name')],
        password: [translate(locale, 'validation.password_min')],
      });
    }
    const existing = await createTestUser(testApp);
    const mismatched = await post(
      '/api/auth/sign-up/email',
      signUpBody({
        email_confirmation: 'other@example.test',
        password_confirmation: 'different-1',
        display_name: existing.displayName,
      }),
    );
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.json().errors).toEqual({
      email_confirmation: ['The email confirmation does not match.'],
      password_confirmation: ['The password confirmation does not match.'],
      display_name: ['The display name has already been taken.'],
    });
  });

  it('answers an e-mail in use before its display name being taken: the owner signing up again', async () => {
    const existing = await createTestUser(testApp);
    const again = signUpBody({
      email: existing.email,
      email_confirmation: existing.email,
      display_name: existing.displayName,
    });
    expectError(await post('/api/auth/sign-up/email', again), 'auth.email_already_in_use');
  });

  it('creates an unverified account with a referral code and the user role, and mails a localized link', async () => {
    const body = signUpBody({ locale: 'sv' });
    const res = await post('/api/auth/sign-up/email', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: body.email,
      display_name: body.display_name,
      email_verified: false,
    });
    const mail = await latestMail(body.email);
    expect(mail.template).toBe('verify-email');
    expect(mail.subject).not.toMatch(/verify/i); // Swedish
    const user = await createTestUser(testApp, { roles: ['administrator'] });
    const { data } = (
      await app.inject({ url: `/api/v1/admin/users/${res.json().data.id}`, headers: user.headers })
    ).json();
    expect(data.referral_code).toMatch(/^[A-Z0-9_-]{8}$/);
    expect(data.roles.map((r: { name: string }) => r.name)).toEqual(['user']);
  });
});

describe('e-mail verification', () => {
  it('refuses sign-in until verified, then admits the user', async () => {
    const body = signUpBody();
    await post('/api/auth/sign-up/email', body);
    const early = await post('/api/auth/sign-in/email', { email: body.email, password: body.password });
    expectError(early, 'auth.email_not_verified');
    expect(early.headers['set-cookie']).toBeUndefined();
    const link = linkIn((await latestMail(body.email)).text);
    expect((await app.inject(link.pathname + link.search)).headers.location).toBe('/sign-in?verified=1');
    const ok = await post('/api/auth/sign-in/email', { email: body.email, password: body.password });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['game', '/game/sign-in?verified=1'],
    ['app', '/mobile/sign-in?verified=1'],
    ['web', '/sign-in?verified=1'],
  ])('leads a sign-up from the %s environment back to its own sign-in screen', async (environment, screen) => {
    const body = signUpBody();
    expect((await post('/api/auth/sign-up/email', body, { 'x-golf-environment': environment })).statusCode).toBe(201);
    const link = linkIn((await latestMail(body.email)).text);
    expect((await app.inject(link.pathname + link.search)).headers.location).toBe(screen);
  });

  it('honours only its own environments in a link: another callbackURL leads to the web sign-in', async () => {
    const body = signUpBody();
    await post('/api/auth/sign-up/email', body, { 'x-golf-environment': 'game' });
    const link = linkIn((await latestMail(body.email)).text);
    link.searchParams.set('callbackURL', 'https://elsewhere.example.test/sign-in?verified=1');
    expect((await app.inject(link.pathname + link.search)).headers.location).toBe('/sign-in?verified=1');
  });

  it('sends the browser back with verified=0 for a bad link', async () => {
    const res = await app.inject('/api/auth/verify-email?token=nonsense');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?verified=0');
  });

  it('resends at most once a minute per address (sign-up counts), in en and sv', async () => {
    const body = signUpBody();
    await post('/api/auth/sign-up/email', body);
    const again = await post('/api/auth/send-verification-email', { email: body.email });
    expectError(again, 'auth.verification_email_throttled', {
      params: { seconds: Number(again.headers['retry-after']) },
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    const sv = await post('/api/auth/send-verification-email', { email: body.email }, { 'accept-language': 'sv' });
    expectError(sv, 'auth.verification_email_throttled', { locale: 'sv' });
    // Another address is not held back, and an unknown one gets the same answer as a real one.
    const other = await post('/api/auth/send-verification-email', { email: `nobody${unique()}@example.test` });
    expect(other.json()).toEqual({ data: { retry_after: 60 } });
  });
});

describe('sign-in', () => {
  it('answers wrong credentials with 1006, and throttles after five failures across the same e-mail and IP', async () => {
    const user = await createTestUser(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' }),
        'auth.invalid_credentials',
      );
    }
    const blocked = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expectError(blocked, 'auth.too_many_login_attempts', { params: { seconds } });
    expect(blocked.json().error).toBe(`Too many login attempts. Please try again in ${seconds} seconds.`);
    const sv = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { 'accept-language': 'sv' },
    );
    expect(sv.json().error).toMatch(/^För många inloggningsförsök\. Försök igen om \d+ sekunder\.$/);
    // Another account from the same address is not affected.
    const other = await createTestUser(testApp);
    expect((await post('/api/auth/sign-in/email', { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('gives web clients an httpOnly SameSite cookie and every client a bearer token that works on /users/me', async () => {
    const user = await createTestUser(testApp);
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/golf\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.json().data).toMatchObject({ user: { id: user.id, email: user.email }, mfa_verified: false });
    expect((await app.inject({ url: '/api/v1/users/me', headers: bearer(res) })).json().data.id).toBe(user.id);
    const cookieHeader = cookie.split(';')[0]!;
    expect((await app.inject({ url: '/api/v1/users/me', headers: { cookie: cookieHeader } })).json().data.id).toBe(
      user.id,
    );
  });

  it('refuses a cookie-authenticated write without a trusted Origin (CSRF), but not a bearer one', async () => {
    const user = await createTestUser(testApp);
    const res = await post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const payload = { first_name: 'Ann' };
    const crossSite = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expectError(crossSite, 'auth.insufficient_permissions');
    const sameSite = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload,
      headers: { cookie, origin: ORIGIN },
    });
    expect(sameSite.statusCode).toBe(200);
    const viaBearer = await app.inject({ method: 'PATCH', url: '/api/v1/users/me', payload, headers: bearer(res) });
    expect(viaBearer.statusCode).toBe(200);
  });

  it('signs out: the token stops working and get-session turns null', async () => {
    const user = await createTestUser(testApp);
    expect((await app.inject({ url: '/api/auth/get-session', headers: user.headers })).json().data.user.id).toBe(
      user.id,
    );
    expect((await post('/api/auth/sign-out', {}, user.headers)).statusCode).toBe(200);
    expectError(await app.inject({ url: '/api/v1/users/me', headers: user.headers }), 'auth.unauthorized');
    expect((await app.inject({ url: '/api/auth/get-session', headers: user.headers })).json()).toEqual({ data: null });
  });

  it('refuses a forged or unsigned token', async () => {
    const user = await createTestUser(testApp);
    const raw = user.token.split('.')[0]!;
    expectError(
      await app.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${raw}` } }),
      'auth.unauthorized',
    );
    expectError(
      await app.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${raw}.AAAA` } }),
      'auth.unauthorized',
    );
  });
});

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
    expectError(await app.inject({ url: '/api/v1/users/me', headers: user.headers }), 'auth.unauthorized');
    expect((await post('/api/auth/sign-in/email', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    // The link works once.
    expectError(
      await post('/api/auth/reset-password', {
        token,
        password: 'another-pass-1',
        password_confirmation: 'another-pass-1',
      }),
      'auth.reset_failed',
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
    expectError(await app.inject({ url: '/api/v1/users/me', headers: bearer(second) }), 'auth.unauthorized');
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
    await post('/api/auth/two-factor/confirm', { code: totp(secret) }, user.headers);
    const signedIn = await post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
      code: totp(secret, Date.now(), -1),
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

describe('full journey through the real sign-up', () => {
  it('signs up, verifies, signs in and completes registration', async () => {
    const body = await signUpAndVerify();
    const res = await post('/api/auth/sign-in/email', { email: body.email, password: body.password });
    const me = (await app.inject({ url: '/api/v1/users/me', headers: bearer(res) })).json().data;
    expect(me.registration_completed_at).toBeNull();
    expect(me.player_settings.golf_bag).toHaveLength(14);
    const done = await post('/api/v1/users/me/complete-registration', {}, bearer(res));
    expect(done.json().data.registration_completed_at).toEqual(expect.any(String));
  });
});
