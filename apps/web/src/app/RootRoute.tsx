import { Outlet } from 'react-router';
import { KioskRedirect } from '../features/kiosk/components/KioskRedirect';
import { EnvironmentProvider } from './environment-context';
import { AppProviders } from './providers';

export function RootRoute() {
  return (
    <EnvironmentProvider>
      <AppProviders>
        <KioskRedirect>
          <Outlet />
        </KioskRedirect>
      </AppProviders>
    </EnvironmentProvider>
  );
}
