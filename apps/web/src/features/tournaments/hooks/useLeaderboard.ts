import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { realtimeChannels, tournamentEvents } from '@golf/contracts';
import { subscribePublicChannel } from '../../../lib/realtime';
import { fetchFindMe, fetchLeaderboard, tournamentKeys, type BoardReading } from '../api';

/**
 * A burst of strokes (a busy tournament) refetches the page once per this interval, not once per
 * stroke: the event names the changed row, but the others' positions need the server's ranking.
 */
const LIVE_REFETCH_MS = 400;

/**
 * The tournament's public channel: a leaderboard change reads the board again (throttled), a
 * status change (started, cut, finished, cancelled) the page too, and a tee-sheet edit that round's
 * tee sheet and the page (which shows the player's own tee times). Counts the updates received, so
 * the screen can show that it is live.
 */
export function useTournamentChannel(id: number): number {
  const queryClient = useQueryClient();
  const [updates, setUpdates] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const refetchBoard = () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void queryClient.invalidateQueries({ queryKey: tournamentKeys.leaderboard(id) });
      }, LIVE_REFETCH_MS);
    };
    const stop = subscribePublicChannel(realtimeChannels.tournament(id), {
      events: [tournamentEvents.leaderboardUpdated, tournamentEvents.statusChanged, tournamentEvents.teeSheetUpdated],
      onEvent: (...[event, payload]) => {
        if (payload.tournament_id !== id) return;
        setUpdates((n) => n + 1);
        if (event === tournamentEvents.teeSheetUpdated) {
          void queryClient.invalidateQueries({ queryKey: tournamentKeys.teeSheet(id, payload.round_number) });
          void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
          return;
        }
        refetchBoard();
        // The page's own figures change too: the status, the field after a cut or completion, the entrant count.
        if (event === tournamentEvents.statusChanged || ['cut', 'completed', 'entry'].includes(payload.reason)) {
          void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(id) });
        }
      },
      // Whatever changed while the channel was down came without an event.
      onSubscribed: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.leaderboard(id) }),
    });
    return () => {
      stop();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [id, queryClient]);
  return updates;
}

/** A page of the board as read (gross or net, a division); live events refetch every reading of it. */
export function useLeaderboardPage(id: number, page: number, reading: BoardReading = {}) {
  return useQuery({
    queryKey: tournamentKeys.leaderboardPage(id, page, reading),
    queryFn: ({ signal }) => fetchLeaderboard(id, page, reading, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** "Find me": the page that holds the player's row. */
export function useFindMe(id: number) {
  return useMutation({
    mutationFn: (reading: BoardReading) => fetchFindMe(id, reading),
    meta: { handlesErrors: true },
  });
}
