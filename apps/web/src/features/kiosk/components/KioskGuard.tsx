import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEnvironment } from '../../../app/environment-context';
import { KIOSK_HOME, kioskAllows, pathWithinGame } from '../kiosk-lock';
import { useKioskActive } from '../kiosk-store';

/** In kiosk mode a screen outside play (store, profile, dashboard, ...) is refused: the device goes to the lobby. */
export function KioskGuard({ children }: { children: ReactNode }) {
  const kiosk = useKioskActive();
  const { pathname } = useLocation();
  const { pathFor } = useEnvironment();
  if (kiosk && !kioskAllows(pathWithinGame(pathname))) return <Navigate to={pathFor(KIOSK_HOME)} replace />;
  return children;
}
