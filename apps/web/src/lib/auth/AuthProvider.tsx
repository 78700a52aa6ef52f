import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ability } from '@golf/contracts';
import { isApiError, onUnauthorized } from '../api';
import { clearEnumCache } from '../enum-cache';
import { reportError } from '../feedback/error-bus';
import { currentLocale, setLocale } from '../i18n';
import { disconnect } from '../realtime';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { authEvents } from './emitter';
import { createLogoutSteps, initialLogoutProgress, runLogoutSteps, type LogoutProgress } from './logout';
import { sessionStore, type SessionUser } from './session-store';
import { ENDED_SESSION_PROBE_TIMEOUT_MS, resolveStartupSession, whySessionEnded } from './startup';
import { sessionEndedNotice, shouldLogOutOnUnauthorized, type SessionEndedNotice } from './unauthorized';
import {
  abilitiesQueryKey,
  fetchAbilities,
  fetchMe,
  fetchSession,
  invalidateMfa,
  meQueryKey,
  signOut,
} from './user-api';

const noAbilities: readonly Ability[] = [];

/**
 * The player app's session (spec section 4, "Sign-in and session"):
 * - start-up waits for the identity provider's auth state (at most AUTH_STATE_TIMEOUT_MS);
 * - signed in, it loads the user and the abilities; a user that cannot be loaded at start
 *   (other than offline) logs out;
 * - a 401 on any call other than sign-in and sign-out logs out, keeping the reason the server gave
 *   (a suspension, a password change; decision 0124) for the sign-in screen;
 * - the UI language follows the user's locale;
 * - logout runs the five steps in order and ends signed out when the logout event arrives.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('starting');
  const [sessionUser, setSessionUser] = useState<SessionUser | null>(null);
  const [logoutProgress, setLogoutProgress] = useState<LogoutProgress | null>(null);
  const [endedNotice, setEndedNotice] = useState<SessionEndedNotice | null>(null);
  const statusRef = useRef<AuthStatus>(status);
  const runningLogout = useRef<Promise<LogoutProgress> | null>(null);
  const started = useRef(false);

  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  useEffect(() => {
    // Once per page, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void resolveStartupSession({
      fetchSessionUser: async (signal) => (await fetchSession(signal))?.user ?? null,
      knownUser: sessionStore.getKnownUser(),
    }).then(async (result) => {
      if (statusRef.current !== 'starting') return; // A sign-in finished first.
      if (result.status === 'signedIn') {
        if (result.source === 'provider') sessionStore.setKnownUser(result.user);
        setSessionUser(result.user);
        setStatus('signedIn');
        return;
      }
      // The game or the phone reopened on a token whose session a suspension or password change ended: the
      // sign-in screen says why, as it does when that happens with the app open. (The web's cookie is gone
      // with get-session's answer.)
      const notice =
        result.reason === 'noSession' && sessionStore.getToken()
          ? await whySessionEnded(() => fetchMe(AbortSignal.timeout(ENDED_SESSION_PROBE_TIMEOUT_MS)))
          : null;
      if (statusRef.current !== 'starting') return;
      if (result.reason === 'noSession') {
        sessionStore.clearToken();
        sessionStore.clearKnownUser();
      }
      if (notice) setEndedNotice(notice);
      setStatus('signedOut');
    });
  }, []);

  useEffect(
    () =>
      authEvents.on('logout', () => {
        setSessionUser(null);
        setStatus('signedOut');
      }),
    [],
  );

  const logout = useCallback((): Promise<LogoutProgress> => {
    if (runningLogout.current) return runningLogout.current;
    setStatus('signingOut');
    setLogoutProgress(initialLogoutProgress);
    const steps = createLogoutSteps({
      invalidateMfa,
      disconnectRealtime: disconnect,
      clearCaches: async () => {
        queryClient.clear();
        clearEnumCache();
        // The player's offline kit, cached courses and recorded offline rounds (decision 0105).
        const userId = sessionUser?.id ?? sessionStore.getKnownUser()?.id;
        if (userId !== undefined) await (await import('../../features/offline/forget')).forgetOfflineDataHere(userId);
      },
      signOut,
      forgetSession: () => {
        sessionStore.clearToken();
        sessionStore.clearKnownUser();
      },
      emitLogout: () => authEvents.emit('logout'),
    });
    const run = runLogoutSteps(steps, setLogoutProgress).finally(() => {
      runningLogout.current = null;
    });
    runningLogout.current = run;
    return run;
  }, [queryClient, sessionUser]);

  useEffect(
    () =>
      onUnauthorized((url, error) => {
        if (statusRef.current !== 'signedIn' || !shouldLogOutOnUnauthorized(url, error)) return;
        // Calls of the same session that fail together all say the same; a plain 401 does not erase it.
        setEndedNotice((current) => sessionEndedNotice(error) ?? current);
        void logout();
      }),
    [logout],
  );

  const completeSignIn = useCallback(
    (user: SessionUser) => {
      sessionStore.setKnownUser(user);
      // Nothing of an earlier session may show through.
      queryClient.removeQueries({ queryKey: ['auth'] });
      setEndedNotice(null);
      setSessionUser(user);
      setStatus('signedIn');
    },
    [queryClient],
  );

  const signedIn = status === 'signedIn';
  const userQuery = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: signedIn,
    meta: { handlesErrors: true, inlineLoading: true },
  });
  const abilitiesQuery = useQuery({
    queryKey: abilitiesQueryKey,
    queryFn: ({ signal }) => fetchAbilities(signal),
    enabled: signedIn,
    meta: { inlineLoading: true },
  });

  // The user could not be loaded at start: log out, unless we are merely offline.
  const user = userQuery.data;
  const userError = user === undefined ? userQuery.error : null;
  useEffect(() => {
    if (!signedIn || !userError) return;
    if (isApiError(userError) && userError.isNetworkError) return;
    if (!(isApiError(userError) && userError.status === 401)) reportError(userError);
    void Promise.resolve().then(logout);
  }, [signedIn, userError, logout]);

  // The device remembers who is signed in (start-up's fallback) with the current display name.
  useEffect(() => {
    if (user) sessionStore.setKnownUser({ id: user.id, email: user.email, display_name: user.display_name });
  }, [user]);

  // The UI speaks the user's language; the enum cache follows the locale by itself.
  const userLocale = user?.locale;
  useEffect(() => {
    if (userLocale && userLocale !== currentLocale()) void setLocale(userLocale);
  }, [userLocale]);

  const { refetch } = userQuery;
  const retryUser = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      sessionUser,
      user: signedIn ? user : undefined,
      userError: signedIn ? userError : null,
      retryUser,
      abilities: (signedIn && abilitiesQuery.data) || noAbilities,
      completeSignIn,
      logout,
      logoutProgress,
      sessionEndedNotice: endedNotice,
    }),
    [
      status,
      sessionUser,
      signedIn,
      user,
      userError,
      retryUser,
      abilitiesQuery.data,
      completeSignIn,
      logout,
      logoutProgress,
      endedNotice,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
