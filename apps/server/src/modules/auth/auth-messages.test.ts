import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

/**
 * The spec's "Authentication" and "Users" messages these flows produce, in Swedish (the English
 * ones are asserted next to each flow in the other test files), plus the two mail failures.
 * Mail goes to a port where nothing listens, so every send fails.
 */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false', MAIL_URL: 'smtp://127.0.0.1:9' } });
const { app } = testApp;
const sv = { origin: testApp.config.server.appUrl, 'accept-language': 'sv' };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...sv, ...headers } });

describe('Swedish messages', () => {
  it('invalid credentials (1006)', async () => {
    const res = await post('/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'whatever-1' });
    expectError(res, 'auth.invalid_credentials', { locale: 'sv' });
    expect(res.json().error).toBe('E-postadressen eller lösenordet är fel.');
  });

  it('e-mail not verified (1023)', async () => {
    const user = await createTestUser(testApp, { verified: false });
    expectError(
      await post('/api/auth/sign-in/email', { email: user.email, password: 'correct-horse-battery' }),
      'auth.email_not_verified',
      {
        locale: 'sv',
      },
    );
  });

  it('wrong password (1008)', async () => {
    const user = await createTestUser(testApp);
    const res = await post('/api/auth/two-factor/enable', { password: 'not-the-one' }, user.headers);
    expectError(res, 'auth.wrong_password', { locale: 'sv' });
  });

  it('reset failed (1014)', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'no-such-token',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expectError(res, 'auth.reset_failed', { locale: 'sv' });
    expect(res.json().error).toBe(translate('sv', 'errors.auth.reset_failed'));
  });

  it('insufficient permissions (1019), already disabled (1502) and not disabled (1503)', async () => {
    const player = await createTestUser(testApp);
    expectError(
      await app.inject({ url: '/api/v1/admin/users', headers: { ...sv, ...player.headers } }),
      'auth.insufficient_permissions',
      {
        locale: 'sv',
      },
    );
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    expectError(await post(`/api/v1/admin/users/${player.id}/unsuspend`, {}, admin.headers), 'users.not_disabled', {
      locale: 'sv',
    });
    await post(`/api/v1/admin/users/${player.id}/suspend`, { reason: 'x' }, admin.headers);
    expectError(
      await post(`/api/v1/admin/users/${player.id}/suspend`, { reason: 'x' }, admin.headers),
      'users.already_disabled',
      {
        locale: 'sv',
      },
    );
  });

  it('game could not generate identifier (1017)', async () => {
    const user = await createTestUser(testApp);
    const res = await post(
      '/api/v1/users/me/game-identifiers',
      { data: { uuid: 'x', software_version: '1', hardware_version: 'a', hardware_key: 'b' } },
      user.headers,
    );
    expectError(res, 'auth.game_identifier_failed', { locale: 'sv' });
  });
});

describe('when mail cannot be sent', () => {
  it('a password reset answers "reset e-mail failed" (1013)', async () => {
    const user = await createTestUser(testApp);
    expectError(
      await post('/api/auth/request-password-reset', { email: user.email }, { 'accept-language': 'en' }),
      'auth.reset_email_failed',
    );
    expectError(await post('/api/auth/request-password-reset', { email: user.email }), 'auth.reset_email_failed', {
      locale: 'sv',
    });
  });

  it('a verification resend answers "failed to send verification code" (1024)', async () => {
    const user = await createTestUser(testApp, { verified: false });
    expectError(
      await post('/api/auth/send-verification-email', { email: user.email }),
      'auth.verification_code_send_failed',
      {
        locale: 'sv',
      },
    );
  });
});
