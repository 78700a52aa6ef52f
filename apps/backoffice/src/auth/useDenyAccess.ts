import { useCallback, useRef } from 'react';
import { useLogout } from 'react-admin';
import { routeByName } from '../routes';
import { denyAccess } from './deny';

/**
 * Insufficient permission (spec section 6): log a console message, log the user out and show the
 * unauthorized page. Runs at most once per mounted component.
 */
export function useDenyAccess(): (what: string) => void {
  const logout = useLogout();
  const done = useRef(false);
  return useCallback(
    (what: string) => {
      if (done.current) return;
      done.current = true;
      denyAccess(what, logout, routeByName('unauthorized').path);
    },
    [logout],
  );
}
