import { type ReactNode, useEffect } from 'react';
import { Loading, useAuthState, usePermissions } from 'react-admin';
import { routeByName } from '../routes';
import type { Ability } from '@golf/contracts';
import { guardState } from './access';
import { useDenyAccess } from './useDenyAccess';

/**
 * Guards one route of the route table. Public routes render at once; the others need a login
 * (checkAuth logs out and sends to /login otherwise) and, where the table asks for them, the
 * section permissions (otherwise: console message, logout, /unauthorized). See guardState().
 */
export function RouteGuard({ route, children }: { route: string; children: ReactNode }) {
  const entry = routeByName(route);
  if (entry.access.kind === 'public') return <>{children}</>;
  return <Protected route={route}>{children}</Protected>;
}

function Protected({ route, children }: { route: string; children: ReactNode }) {
  const entry = routeByName(route);
  // Its own query key ({ route }), as react-admin's dashboard does: sharing AppLayout's key, this
  // guard's mount refetched the signed-out check, AppLayout unmounted it while pending, and the two
  // looped on a blank page without ever logging out to the login page.
  const { authenticated, isPending: authPending } = useAuthState({ route }, true);
  const { permissions, isPending: permissionsPending } = usePermissions<Ability[]>(
    { route },
    { enabled: authenticated },
  );
  const deny = useDenyAccess();
  const state = guardState(entry.access, {
    authPending,
    authenticated: authenticated === true,
    permissionsPending,
    abilities: permissions,
  });

  useEffect(() => {
    if (state === 'denied') deny(entry.name);
  }, [state, deny, entry.name]);

  if (state === 'granted') return <>{children}</>;
  return state === 'pending' ? <Loading /> : null;
}
