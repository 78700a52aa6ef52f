import { useEffect } from 'react';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-context';
import { signInLocation } from '../../lib/auth/redirects';
import { signedInScreenShown } from '../../lib/first-screen';
import { PageLoader } from '../../lib/ui/PageLoader';
import { useEnvironment } from '../environment-context';

/** Offline with a session but without the user record: keep the session, offer to try again. */
function UserUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Alert color="yellow" title={t('auth.userUnavailable')} maw={460} data-testid="auth-user-unavailable">
        <Stack gap="sm" align="flex-start">
          {message}
          <Button size="xs" variant="light" onClick={onRetry} data-testid="auth-user-retry">
            {t('auth.retry')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** Offline play runs from the device's own store and needs only who is signed in (docs/offline-play.md). */
const playsOffline = (environment: string, pathname: string) =>
  environment === 'game' && pathname.replace(/\/+$/, '').endsWith('/rounds/offline');

/**
 * Every view but the public auth screens needs a signed-in user. A visitor without a session goes
 * to the sign-in screen of the same environment, which brings them back here afterwards.
 */
export function RequireAuth() {
  const { status, user, sessionUser, userError, retryUser } = useAuth();
  const { environment } = useEnvironment();
  const { pathname, search } = useLocation();
  const shown = status === 'signedIn' && !!user;
  // After the commit that put the signed-in screen in the document (effects run after the whole tree's).
  useEffect(() => {
    if (shown) signedInScreenShown();
  }, [shown]);

  if (status === 'signedOut') return <Navigate to={signInLocation(environment, `${pathname}${search}`)} replace />;
  if (status === 'signedIn' && user) return <Outlet />;
  if (status === 'signedIn' && isApiError(userError) && userError.isNetworkError) {
    // Opened without the network: the offline screen works from the session alone.
    if (sessionUser && playsOffline(environment, pathname)) return <Outlet />;
    return <UserUnavailable message={userError.message} onRetry={retryUser} />;
  }
  return (
    <Center mih="100dvh">
      <PageLoader />
    </Center>
  );
}
