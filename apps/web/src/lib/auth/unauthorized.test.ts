import { describe, expect, it } from 'vitest';
import { sessionEndedNotice, shouldLogOutOnUnauthorized } from './unauthorized';

const unauthorized = { status: 401, key: 'auth.unauthorized' };

describe('shouldLogOutOnUnauthorized', () => {
  it.each(['/api/v1/users/me', '/api/v1/courses', '/api/auth/two-factor/enable', '/api/auth/get-session'])(
    'logs out on a 401 from %s',
    (url) => {
      expect(shouldLogOutOnUnauthorized(url, unauthorized)).toBe(true);
    },
  );

  it.each(['/api/auth/sign-in/email', '/api/auth/sign-out', '/api/auth/sign-in/email?x=1'])(
    'not on a 401 from sign-in or sign-out (%s)',
    (url) => {
      expect(shouldLogOutOnUnauthorized(url, { status: 401, key: 'auth.invalid_credentials' })).toBe(false);
      expect(shouldLogOutOnUnauthorized(url, unauthorized)).toBe(false);
    },
  );

  it('not when the 401 judges a password typed into a form', () => {
    expect(shouldLogOutOnUnauthorized('/api/auth/change-password', { status: 401, key: 'auth.wrong_password' })).toBe(
      false,
    );
    expect(
      shouldLogOutOnUnauthorized('/api/auth/two-factor/disable', { status: 401, key: 'auth.wrong_password' }),
    ).toBe(false);
  });

  it('not on other statuses', () => {
    expect(shouldLogOutOnUnauthorized('/api/v1/users/me', { status: 403, key: 'auth.insufficient_permissions' })).toBe(
      false,
    );
  });
});

describe('sessionEndedNotice', () => {
  it.each(['users.session_ended_suspended', 'auth.session_ended_password_changed'])(
    'logs out on %s and keeps its message for the sign-in screen',
    (key) => {
      const error = { status: 401, key, message: 'You were signed out because …' };
      expect(shouldLogOutOnUnauthorized('/api/v1/users/me', error)).toBe(true);
      expect(sessionEndedNotice(error)).toEqual({ key, message: 'You were signed out because …' });
    },
  );

  it('has nothing to say about a plain 401 or another refusal', () => {
    expect(sessionEndedNotice({ ...unauthorized, message: 'You need to sign in to do that.' })).toBeNull();
    expect(sessionEndedNotice({ status: 403, key: 'auth.user_disabled', message: 'disabled' })).toBeNull();
  });
});
