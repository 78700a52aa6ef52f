import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { AUTH_STATE_TIMEOUT_MS, resolveStartupSession, whySessionEnded } from './startup';

const ann = { id: 1, email: 'ann@example.com', display_name: 'Ann' };
const known = { id: 2, email: 'bo@example.com', display_name: 'Bo' };
const never = () => new Promise<never>(() => undefined);

describe('resolveStartupSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits ten seconds, as the spec says', () => {
    expect(AUTH_STATE_TIMEOUT_MS).toBe(10_000);
  });

  it("takes the provider's user", async () => {
    await expect(resolveStartupSession({ fetchSessionUser: async () => ann, knownUser: known })).resolves.toEqual({
      status: 'signedIn',
      user: ann,
      source: 'provider',
    });
  });

  it('is signed out when the provider has no session, even with a known user', async () => {
    await expect(resolveStartupSession({ fetchSessionUser: async () => null, knownUser: known })).resolves.toEqual({
      status: 'signedOut',
      reason: 'noSession',
    });
  });

  it('after the timeout uses the known user and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const result = resolveStartupSession({
      fetchSessionUser: (s) => {
        signal = s;
        return never();
      },
      knownUser: known,
    });
    await vi.advanceTimersByTimeAsync(AUTH_STATE_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'signedIn', user: known, source: 'known' });
    expect(signal?.aborted).toBe(true);
  });

  it('after the timeout fails (signed out) when no user is known', async () => {
    const result = resolveStartupSession({ fetchSessionUser: never, knownUser: null, timeoutMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toEqual({ status: 'signedOut', reason: 'timeout' });
  });

  it('an answer after the timeout changes nothing', async () => {
    let answer: (user: typeof ann) => void = () => undefined;
    const result = resolveStartupSession({
      fetchSessionUser: () => new Promise((resolve) => (answer = resolve)),
      knownUser: null,
      timeoutMs: 50,
    });
    await vi.advanceTimersByTimeAsync(50);
    answer(ann);
    await expect(result).resolves.toEqual({ status: 'signedOut', reason: 'timeout' });
  });

  it('offline: goes on with the known user', async () => {
    const offline = new ApiError({ status: 0, code: 0, key: 'client.network', message: 'offline' });
    await expect(
      resolveStartupSession({ fetchSessionUser: () => Promise.reject(offline), knownUser: known }),
    ).resolves.toMatchObject({ status: 'signedIn', user: known });
    await expect(
      resolveStartupSession({ fetchSessionUser: () => Promise.reject(offline), knownUser: null }),
    ).resolves.toEqual({ status: 'signedOut', reason: 'error' });
  });

  it('a server error is signed out', async () => {
    const failure = new ApiError({ status: 500, code: 1, key: 'general.something_went_wrong', message: 'x' });
    await expect(
      resolveStartupSession({ fetchSessionUser: () => Promise.reject(failure), knownUser: known }),
    ).resolves.toEqual({ status: 'signedOut', reason: 'error' });
  });
});

describe('whySessionEnded', () => {
  const refusal = (status: number, key: string) => new ApiError({ status, code: 1, key, message: `${key} said` });

  it("keeps the server's reason when the held token's session was ended by a suspension or a password change", async () => {
    for (const key of ['users.session_ended_suspended', 'auth.session_ended_password_changed'])
      await expect(whySessionEnded(() => Promise.reject(refusal(401, key)))).resolves.toEqual({
        key,
        message: `${key} said`,
      });
  });

  it('has nothing to say for a plain 401, another failure, no answer or a success', async () => {
    await expect(whySessionEnded(() => Promise.reject(refusal(401, 'auth.unauthorized')))).resolves.toBeNull();
    await expect(
      whySessionEnded(() => Promise.reject(refusal(500, 'users.session_ended_suspended'))),
    ).resolves.toBeNull();
    await expect(
      whySessionEnded(() => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    ).resolves.toBeNull();
    await expect(whySessionEnded(() => Promise.resolve({ id: 1 }))).resolves.toBeNull();
  });
});
