import { Outlet } from 'react-router';
import { EnvironmentProvider } from './environment-context';
import { AppProviders } from './providers';

export function RootRoute() {
  return (
    <EnvironmentProvider>
      <AppProviders>
        <Outlet />
      </AppProviders>
    </EnvironmentProvider>
  );
}
