import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parseAbilities, serverEvents } from '@golf/contracts';
import { applyServerChange } from '../query-client';
import { connectRealtime, onRealtimeEvent } from '../realtime';
import { useAuth } from './auth-context';
import { abilitiesFrom, withFeatureUnlocks, withWallet } from './live-user';
import { sessionStore } from './session-store';
import type { User } from './types';
import { abilitiesQueryKey, meQueryKey } from './user-api';

/**
 * Keeps the signed-in user live (spec section 4): opens the real-time connection once the user is
 * known, and applies the user-channel events to the cached user and abilities. On a kiosk device it
 * listens on the kiosk channel instead, which carries no personal data (decision 0103).
 */
export function useLiveUser(kiosk = false): void {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = status === 'signedIn' ? user?.id : undefined;

  useEffect(() => {
    if (userId === undefined) return;
    // The connection opens after the first screen (providers.tsx), and may drop: once the user's
    // channel is subscribed, what is on screen is fetched again, so nothing changed meanwhile is missed.
    // Refused as signed out, the user is fetched again: its 401 signs out and says why (decision 0124).
    return connectRealtime(
      userId,
      // Read at each authorization: a password change replaces the token while the connection stays.
      () => sessionStore.getToken(),
      kiosk,
      () => void queryClient.invalidateQueries(),
      () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    );
  }, [userId, kiosk, queryClient]);

  useEffect(
    () =>
      onRealtimeEvent((event, payload) => {
        const updateUser = (change: (user: User) => User) =>
          applyServerChange<User>(queryClient, meQueryKey, (current) => (current ? change(current) : current));
        switch (event) {
          case serverEvents.userUpdated:
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            break;
          case serverEvents.abilitiesUpdated: {
            const list = abilitiesFrom(payload);
            if (Array.isArray(list)) applyServerChange(queryClient, abilitiesQueryKey, () => parseAbilities(list));
            else void queryClient.invalidateQueries({ queryKey: abilitiesQueryKey });
            break;
          }
          case serverEvents.walletUpdated:
            updateUser((current) => withWallet(current, payload));
            break;
          case serverEvents.featureUnlocksUpdated:
            updateUser((current) => withFeatureUnlocks(current, payload));
            break;
        }
      }),
    [queryClient],
  );
}
