import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18nReady, loadFeatureTexts } from './lib/i18n';
import { prefetchAfterFirstScreen } from './lib/first-screen';
import { AppRouter } from './app/AppRouter';
import { RootRoute } from './app/RootRoute';
import { AppRoutes } from './app/router';
import { installChunkErrorHandler } from './lib/chunk-errors';
import { queryClient } from './lib/query-client';

installChunkErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English is bundled; another language's catalogue is a chunk that arrives first.
await i18nReady;

// The texts of the screens beyond the first, ready before they are opened (and for offline play).
prefetchAfterFirstScreen(loadFeatureTexts);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter>
        <RootRoute>
          <AppRoutes />
        </RootRoute>
      </AppRouter>
    </QueryClientProvider>
  </StrictMode>,
);
