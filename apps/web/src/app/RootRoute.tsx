import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { KioskRedirect } from '../features/kiosk/components/KioskRedirect';
import { PageLoader } from '../lib/ui/PageLoader';
import { EnvironmentProvider } from './environment-context';
import { AppProviders } from './providers';

/**
 * Above every route: the providers, the kiosk's redirect, and the one Suspense boundary. It shows the
 * loader while the first screen's code downloads; a later change of address, a transition, keeps the
 * previous screen up instead. A boundary that a navigation mounted would show its loader in place of it.
 */
export function RootRoute() {
  return (
    <EnvironmentProvider>
      <AppProviders>
        <KioskRedirect>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </KioskRedirect>
      </AppProviders>
    </EnvironmentProvider>
  );
}
