import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { type UnauthorizedSignal, unauthorizedSignal } from './unauthorized';

/** Logs out when a session call answered 401 (the auth provider reports it on the signal). */
export function LogoutOnUnauthorized({ signal = unauthorizedSignal }: { signal?: UnauthorizedSignal }) {
  const logout = useLogout();
  useEffect(
    () =>
      signal.subscribe(() => {
        console.warn('The session is no longer valid (401): logging out.');
        void logout();
      }),
    [logout, signal],
  );
  return null;
}
