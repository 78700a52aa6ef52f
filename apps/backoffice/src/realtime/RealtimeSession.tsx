import { useEffect } from 'react';
import { useAuthProvider, useGetIdentity, useRefresh } from 'react-admin';
import { createHttpClient } from '../api/http';
import { withChunkTimeout } from '../chunks';
import { tokenStore } from '../api/token';
import type { BackofficeAuthProvider } from '../authProvider';

const http = createHttpClient({ getToken: () => tokenStore.get() });

/**
 * Keeps the signed-in session current (spec section 4, real-time events): `abilities.updated`
 * replaces the abilities, so menus, buttons and routes follow at once (without access-backoffice
 * the session ends); `user.updated` reloads the identity. Each (re)subscription reads the abilities
 * again, since events sent while the channel was not subscribed are lost. Rendered by the signed-in layout.
 */
export function RealtimeSession() {
  const authProvider = useAuthProvider() as BackofficeAuthProvider | undefined;
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const userId = Number(identity?.id);

  useEffect(() => {
    const token = tokenStore.get();
    if (!authProvider || !token || !Number.isInteger(userId) || userId <= 0) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    // pusher-js and laravel-echo load in their own chunk, after sign-in.
    void withChunkTimeout(() => import('./connection'), 'realtime/connection').then(
      ({ connectSession }) => {
        if (cancelled) return;
        close = connectSession(http, userId, token, {
          onAbilities: (abilities) => {
            void authProvider.replaceAbilities(abilities).then((goesOn) => {
              // Every query refetches: permissions, canAccess (menu entries, add/edit/delete buttons), the
              // route guards, and the data shown with them.
              if (goesOn) refresh();
            });
          },
          onUser: () => {
            authProvider.forgetIdentity();
            refresh();
          },
          // A role changed between the abilities' first read and the subscription, or while the
          // connection was down, sent its abilities.updated to nobody: read them again.
          onSubscribed: () => {
            void authProvider.reloadAbilities().then(
              ({ goesOn, changed }) => goesOn && changed && refresh(),
              (error: unknown) => console.warn('abilities could not be read again', error),
            );
          },
        });
      },
      (error: unknown) => console.warn('real-time connection unavailable', error),
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [authProvider, refresh, userId]);

  return null;
}
