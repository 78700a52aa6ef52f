import { expect } from 'vitest';
import { refuseActivityLog } from './activity-log-fault';
import type { TestApp } from './app';
import { TEST_PASSWORD, type TestUser } from './users';

/**
 * Calls to the identity provider as a browser on the site makes them (its Origin), the mail the
 * dev outbox holds, and new accounts through the real sign-up. Built per test file on its app.
 */
export function identityHelpers(testApp: TestApp) {
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

  return { ORIGIN, unique, post, latestMail, linkIn, signUpBody, signUpAndVerify, bearer };
}

/** GET and PATCH /users/me as the player whose headers are given. */
export function meRequests(testApp: TestApp) {
  const { app } = testApp;
  const patchMe = (headers: Record<string, string>, payload: object, locale = 'en') =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload,
      headers: { ...headers, 'accept-language': locale },
    });
  const getMe = (headers: Record<string, string>) => app.inject({ url: '/api/v1/users/me', headers });
  return { patchMe, getMe };
}

/** A staff member's calls on users, the activity log they read, and a refused log entry. */
export function staffHelpers(testApp: TestApp, staff: TestUser) {
  const { app } = testApp;
  const { post } = identityHelpers(testApp);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = staff.headers, payload?: object) =>
    app.inject({ method, url, headers, payload });
  /** The activity-log entries of one event about one user, newest first. */
  const entries = async (event: string, userId: number) =>
    (await call('GET', `/api/v1/admin/activity-logs?filter[event]=${event}&filter[subject_id]=${userId}`)).json()
      .data as { actor_id: number; properties: Record<string, unknown> }[];
  const signIn = (email: string) => post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  /** Runs the request while the database refuses its log entry; the request fails as a whole (500). */
  async function withLogRefused(
    event: Parameters<typeof refuseActivityLog>[1],
    userId: number,
    send: () => Promise<{ statusCode: number }>,
  ) {
    const lift = await refuseActivityLog(testApp.database.db, event, userId);
    try {
      expect((await send()).statusCode).toBe(500);
    } finally {
      await lift();
    }
  }
  return { call, entries, signIn, withLogRefused };
}
