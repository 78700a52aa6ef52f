import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';
import { nextRefreshIn } from '../entry';
import {
  enterTournament,
  fetchTeeSheet,
  fetchTournament,
  fetchTournaments,
  playTournamentRound,
  tournamentKeys,
  withdrawFromTournament,
  type TournamentTab,
} from '../api';

const handled = { handlesErrors: true, inlineLoading: true };

/** One tab of the player's list, a page at a time (the previous page stays on screen while the next loads). */
export function useTournamentList(tab: TournamentTab, page: number) {
  return useQuery({
    queryKey: tournamentKeys.list(tab, page),
    queryFn: ({ signal }) => fetchTournaments(tab, page, signal),
    placeholderData: keepPreviousData,
    meta: handled,
  });
}

/** Events that change what keeps the player from entering (2FA, features, the fee's wallet). */
const entryRefusalEvents = [
  serverEvents.userUpdated,
  serverEvents.featureUnlocksUpdated,
  serverEvents.walletUpdated,
] as const;

export function useTournament(id: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
    const stops = entryRefusalEvents.map((event) => onServerEvent(event, refresh));
    return () => stops.forEach((stop) => stop());
  }, [id, queryClient]);
  return useQuery({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => fetchTournament(id, signal),
    enabled: id > 0,
    // Read again on every visit: a player back from setting up 2FA must not see it asked for still.
    refetchOnMount: 'always',
    // Entries close and rounds open by the clock, with no event: read again just after each moment.
    refetchInterval: (query) => (query.state.data ? (nextRefreshIn(query.state.data, Date.now()) ?? false) : false),
    meta: handled,
  });
}

export function useTeeSheet(id: number, round: number) {
  return useQuery({
    queryKey: tournamentKeys.teeSheet(id, round),
    queryFn: ({ signal }) => fetchTeeSheet(id, round, signal),
    meta: handled,
  });
}

/**
 * Entering or withdrawing: the page, the lists and the tee sheet are read again, after a refusal too,
 * so the page names what changed (the wallet follows by itself, over the user's channel).
 */
export function useEntryMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'enter'; deviceId?: number; division?: number } | { kind: 'withdraw' }) =>
      change.kind === 'enter' ? enterTournament(id, change.deviceId, change.division) : withdrawFromTournament(id),
    meta: handled,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

/** "Play my round": the server makes (or returns) the platform round; the caller opens it. */
export function usePlayTournamentRound(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundNumber: number) => playTournamentRound(id, roundNumber),
    meta: handled,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) }),
  });
}
