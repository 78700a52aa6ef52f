import { Suspense, type ReactNode } from 'react';
import { KioskRedirect } from '../features/kiosk/components/KioskRedirect';
import { PageLoader } from '../lib/ui/PageLoader';
import { EnvironmentProvider } from './environment-context';
import { AppProviders } from './providers';

/**
 * Around every route: the providers, the kiosk's redirect, and a Suspense boundary for a screen that
 * suspends outside a change of address (a change of address is a transition and keeps the previous
 * screen up; the first screen's code is loaded before it renders, `AppRoutes`).
 */
export function RootRoute({ children }: { children: ReactNode }) {
  return (
    <EnvironmentProvider>
      <AppProviders>
        <KioskRedirect>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </KioskRedirect>
      </AppProviders>
    </EnvironmentProvider>
  );
}
