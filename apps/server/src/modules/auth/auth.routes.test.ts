import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const { ORIGIN, unique, post, latestMail, linkIn, signUpBody, signUpAndVerify, bearer } = identityHelpers(testApp);

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

  it('says a blank e-mail is required rather than badly formatted', async () => {
    const blank = await post('/api/auth/sign-up/email', signUpBody({ email: ' ', email_confirmation: '' }));
    expectError(blank, 'auth.invalid_email');
    expect(blank.json().errors.email).toEqual(['The email field is required.']);
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

  it('finds a taken display name whose letters JavaScript lowers unlike the database ("İ")', async () => {
    // 'İ'.toLowerCase() is "i" and a combining dot; the unique index's lower() makes it a plain "i".
    const name = `_${unique()}`.slice(0, 19);
    expect((await post('/api/auth/sign-up/email', signUpBody({ display_name: `İ${name}` }))).statusCode).toBe(201);
    for (const again of [`İ${name}`, `i${name}`]) {
      const taken = await post('/api/auth/sign-up/email', signUpBody({ display_name: again }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.display_name).toEqual(['The display name has already been taken.']);
    }
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
    expectError(crossSite, 'auth.untrusted_origin');
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

  it('refuses a sign-in from a page at an address it does not trust, and says so', async () => {
    const user = await createTestUser(testApp);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
      // The provider checks the origin of a browser's request, which carries cookies (any of the site's).
      headers: { origin: 'https://elsewhere.example', cookie: 'seen=1', 'accept-language': 'sv' },
    });
    expectError(elsewhere, 'auth.untrusted_origin', { locale: 'sv' });
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
