import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { useAuth } from '../lib/auth/auth-context';
import { chunkLoadFailureFromError, reportChunkLoadFailure } from '../lib/chunk-errors';
import { afterSignedInScreen, whenIdle } from '../lib/first-screen';
import { FeedbackProvider, NotificationsOnDemand } from '../lib/feedback';
import { useEnums } from '../lib/enum-cache';
import { useEnvironment } from './environment-context';
import { theme } from './theme';

/** Keeps the enumeration cache loaded for the current locale, whatever page is open. */
function EnumPreloader() {
  useEnums();
  return null;
}

/**
 * The real-time connection and what its events change (laravel-echo, pusher-js and the event
 * schemas) is a chunk of its own. It is loaded once a user is signed in and a signed-in screen is
 * in the document, when the browser is next idle: neither the sign-in screen nor the first screen
 * after it waits for it.
 */
const LiveUpdates = lazy((): Promise<{ default: ComponentType }> =>
  import('./components/LiveUpdates').then(
    (m) => ({ default: m.LiveUpdates }),
    (error: unknown) => {
      // Without it the app still works; it just does not update by itself. The failure is reported.
      const failure = chunkLoadFailureFromError(error);
      if (failure) reportChunkLoadFailure(failure);
      else console.warn('real-time updates unavailable', error);
      return { default: () => null };
    },
  ),
);

function DeferredLiveUpdates() {
  const { status } = useAuth();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || status !== 'signedIn') return;
    let cancel = () => {};
    let cancelled = false;
    void afterSignedInScreen().then(() => {
      if (!cancelled) cancel = whenIdle(() => setWanted(true));
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [status, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;
}

/**
 * UI providers and the session. They sit inside the router because the environment (taken from
 * the URL) chooses the colour scheme (the game is always dark) and the session's credentials.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { environment } = useEnvironment();
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={environment === 'game' ? 'dark' : undefined}
      defaultColorScheme="light"
    >
      <NotificationsOnDemand />
      <FeedbackProvider>
        <EnumPreloader />
        {/* One session per environment: moving between them starts the auth state afresh. */}
        <AuthProvider key={environment}>
          <DeferredLiveUpdates />
          {children}
        </AuthProvider>
      </FeedbackProvider>
    </MantineProvider>
  );
}
