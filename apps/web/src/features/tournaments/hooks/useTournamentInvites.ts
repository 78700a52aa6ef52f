import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';
import { tournamentKeys } from '../api';
import { acceptTournamentInvite, declineTournamentInvite, fetchTournamentInvites, inviteKeys } from '../invites';

const handled = { handlesErrors: true, inlineLoading: true };

/** The signed-in player's pending invites (nothing is asked when signed out); read again when one arrives. */
export function useTournamentInvites(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(serverEvents.notificationCreated, ({ type }) => {
        if (type === 'tournament_invite') void queryClient.invalidateQueries({ queryKey: inviteKeys.mine });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: inviteKeys.mine,
    queryFn: ({ signal }) => fetchTournamentInvites(signal),
    enabled: signedIn,
    meta: handled,
  });
}

/** Accepting enters the tournament; declining deletes the invite. Both read the lists and pages again. */
export function useInviteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { id: number; accept: true; deviceId?: number } | { id: number; accept: false }) =>
      answer.accept ? acceptTournamentInvite(answer.id, answer.deviceId) : declineTournamentInvite(answer.id),
    meta: handled,
    // tournamentKeys.all covers the invites too (['tournaments', 'invites']).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
