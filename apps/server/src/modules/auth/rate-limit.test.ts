import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';

/** The provider's per-IP limit, shared through the database (rate_limits), on by default. */
const testApp = await createTestApp();
const { app } = testApp;

// Each attempt hashes a password (the provider does for an unknown address too), which took over a
// second apiece on a loaded CI host; the limit's window is a minute, so a minute is the test's bound.
const WINDOW_MS = 60_000;

describe('per-IP rate limit on sign-in', () => {
  it(
    'answers "too many login attempts" with the wait after 30 sign-ins a minute from one address',
    async () => {
      const attempt = (n: number, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `nobody${n}@example.test`, password: 'whatever-1' },
          headers: { origin: testApp.config.server.appUrl },
          remoteAddress: ip,
        });
      for (let n = 0; n < 30; n += 1) expect((await attempt(n, '10.1.1.1')).statusCode).toBe(401);
      const limited = await attempt(30, '10.1.1.1');
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expectError(limited, 'auth.too_many_login_attempts', { params: { seconds } });
      // Another address is not affected.
      expect((await attempt(31, '10.2.2.2')).statusCode).toBe(401);
    },
    WINDOW_MS,
  );
});

describe('sign-ins that succeed', () => {
  it(
    'never count toward the per-address limit: a venue behind one address signs in 31 times a minute',
    async () => {
      // The provider's own per-IP counter restarted only after a quiet minute, so steady sign-ins
      // below 30 a minute still ended in "too many login attempts".
      const player = await createTestUser(testApp);
      for (let n = 0; n < 31; n += 1) {
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: player.email, password: TEST_PASSWORD },
          headers: { origin: testApp.config.server.appUrl },
          remoteAddress: '10.4.4.4',
        });
        expect(signedIn.statusCode).toBe(200);
      }
    },
    WINDOW_MS,
  );
});

describe('per-IP rate limit on other identity calls', () => {
  it(
    'answers "too many attempts" (1021) after 20 sign-ups a minute from one address, in en and sv',
    async () => {
      const signUp = (n: number, locale = 'en') => {
        const email = `burst${n}x${Date.now()}@example.test`;
        return app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: {
            email,
            email_confirmation: email,
            password: 'long-enough-1',
            password_confirmation: 'long-enough-1',
            display_name: `burst_${n}_${Date.now() % 100000}`,
          },
          headers: { origin: testApp.config.server.appUrl, 'accept-language': locale },
          remoteAddress: '10.3.3.3',
        });
      };
      for (let n = 0; n < 20; n += 1) expect((await signUp(n)).statusCode).toBe(201);
      const limited = await signUp(20);
      const seconds = Number(limited.headers['retry-after']);
      expectError(limited, 'auth.too_many_attempts', { params: { seconds } });
      expectError(await signUp(21, 'sv'), 'auth.too_many_attempts', { locale: 'sv' });
    },
    WINDOW_MS,
  );
});
