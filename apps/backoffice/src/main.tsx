import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { installPreloadErrorHandler } from './chunks';
import { BASENAME } from './config';

installPreloadErrorHandler();

// A data router (react-admin needs one for unsaved-changes warnings) under /backoffice.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: BASENAME });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
