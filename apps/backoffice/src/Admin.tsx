import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { BASENAME } from './config';

/**
 * react-admin with every screen: a chunk main.tsx loads when there is a session, after a sign-in on
 * the login screen, or for an address the login screen does not handle (decision 0076).
 */
export function Admin() {
  // A data router (react-admin needs one for unsaved-changes warnings) under /backoffice, made on
  // mount: the login screen sets the address it is to open just before.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App /> }], { basename: BASENAME }));
  return <RouterProvider router={router} />;
}
