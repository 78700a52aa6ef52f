import { isApiError } from '../api';
import type { SessionUser } from './session-store';
import { sessionEndedNotice, type SessionEndedNotice } from './unauthorized';

/** How long start-up waits for the identity provider's auth state (spec section 9). */
export const AUTH_STATE_TIMEOUT_MS = 10_000;

export type StartupResult =
  | { status: 'signedIn'; user: SessionUser; source: 'provider' | 'known' }
  | { status: 'signedOut'; reason: 'noSession' | 'timeout' | 'error' };

export interface StartupOptions {
  /** Asks the identity provider; resolves with the session's user, or null when signed out. */
  fetchSessionUser: (signal: AbortSignal) => Promise<SessionUser | null>;
  /** The user this device last knew to be signed in, if any. */
  knownUser: SessionUser | null;
  timeoutMs?: number;
}

/**
 * Start-up (spec section 4): wait for the identity provider's auth state, at most `timeoutMs`.
 * After the timeout, go on with the user already known on this device, or fail (signed out).
 * When no answer arrives at all (offline), the known user is used the same way; any other
 * failure is signed out.
 */
export function resolveStartupSession({
  fetchSessionUser,
  knownUser,
  timeoutMs = AUTH_STATE_TIMEOUT_MS,
}: StartupOptions): Promise<StartupResult> {
  const controller = new AbortController();
  const fallback = (reason: 'timeout' | 'error'): StartupResult =>
    knownUser ? { status: 'signedIn', user: knownUser, source: 'known' } : { status: 'signedOut', reason };

  return new Promise<StartupResult>((resolve) => {
    let settled = false;
    const settle = (result: StartupResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      controller.abort();
      settle(fallback('timeout'));
    }, timeoutMs);

    fetchSessionUser(controller.signal).then(
      (user) =>
        settle(user ? { status: 'signedIn', user, source: 'provider' } : { status: 'signedOut', reason: 'noSession' }),
      (error: unknown) => {
        const offline = isApiError(error) && error.isNetworkError;
        settle(offline ? fallback('error') : { status: 'signedOut', reason: 'error' });
      },
    );
  });
}

/** How long start-up waits to learn why a held session ended before it shows the sign-in screen anyway. */
export const ENDED_SESSION_PROBE_TIMEOUT_MS = 3_000;

/**
 * Why the session a bearer token on this device held is gone, once get-session has said signed out: a
 * guarded call with the token answers 401 with the cause (decision 0124). Null for a plain 401, a
 * success, or no answer.
 */
export async function whySessionEnded(probe: () => Promise<unknown>): Promise<SessionEndedNotice | null> {
  try {
    await probe();
    return null;
  } catch (error) {
    return isApiError(error) ? sessionEndedNotice(error) : null;
  }
}
