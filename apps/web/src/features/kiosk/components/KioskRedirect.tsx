import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { lockKioskSession } from '../api';
import { kioskRedirectTarget } from '../kiosk-lock';
import { useKioskActive } from '../kiosk-store';

/**
 * On a locked device, in every environment: a screen outside the kiosk's set goes to the game's
 * lobby. A sign-in on it creates a kiosk session already (decision 0104); a session from before the
 * device was locked is made one here, so the server refuses the rest too (decision 0087).
 */
export function KioskRedirect({ children }: { children: ReactNode }) {
  const kiosk = useKioskActive();
  const { pathname, search } = useLocation();
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? user?.id : undefined;
  useEffect(() => {
    // Idempotent on the server; a failure (offline) is tried again at the next sign-in or load.
    if (kiosk && userId !== undefined) lockKioskSession().catch(() => undefined);
  }, [kiosk, userId]);
  const target = kiosk ? kioskRedirectTarget(pathname, search) : null;
  if (target) return <Navigate to={target} replace />;
  return children;
}
