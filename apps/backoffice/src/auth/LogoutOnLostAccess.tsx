import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { INSUFFICIENT_PERMISSIONS } from '../authProvider';
import { routeByName } from '../routes';
import { loginNotice } from './loginNotice';
import { type UnauthorizedSignal, accessLostSignal } from './unauthorized';

/**
 * The account lost access-backoffice (found on a reload, or told in real time): the auth provider
 * has already signed out on the server; this logs out locally and sends the user to the login page,
 * which explains why (spec section 4, "Back-office session").
 */
export function LogoutOnLostAccess({ signal = accessLostSignal }: { signal?: UnauthorizedSignal }) {
  const logout = useLogout();
  useEffect(
    () =>
      signal.subscribe(() => {
        console.warn('The account no longer has access-backoffice: logging out.');
        loginNotice.set(INSUFFICIENT_PERMISSIONS);
        void logout({}, routeByName('login').path, false);
      }),
    [logout, signal],
  );
  return null;
}
