import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useTournament(id: number) {
  return useQuery({
    queryKey: tournamentKeys.detail(id),
    queryFn: ({ signal }) => fetchTournament(id, signal),
    enabled: id > 0,
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
 * Entering or withdrawing: the page, the lists and the tee sheet are read again (the wallet
 * follows by itself, over the user's channel).
 */
export function useEntryMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'enter'; deviceId?: number; division?: number } | { kind: 'withdraw' }) =>
      change.kind === 'enter' ? enterTournament(id, change.deviceId, change.division) : withdrawFromTournament(id),
    meta: handled,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
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
