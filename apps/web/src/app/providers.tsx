import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { FeedbackProvider } from '../lib/feedback';
import { useEnums } from '../lib/enums';
import { LiveUpdates } from './components/LiveUpdates';
import { useEnvironment } from './environment-context';
import { theme } from './theme';

/** Keeps the enumeration cache loaded for the current locale, whatever page is open. */
function EnumPreloader() {
  useEnums();
  return null;
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
      <ModalsProvider>
        <Notifications position="top-right" />
        <FeedbackProvider>
          <EnumPreloader />
          {/* One session per environment: moving between them starts the auth state afresh. */}
          <AuthProvider key={environment}>
            <LiveUpdates />
            {children}
          </AuthProvider>
        </FeedbackProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
