import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18nReady } from './lib/i18n';
import { createRouter } from './app/router';
import { installChunkErrorHandler } from './lib/chunk-errors';
import { queryClient } from './lib/query-client';

installChunkErrorHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// English is bundled; another language's catalogue is a chunk that arrives first.
await i18nReady;

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
