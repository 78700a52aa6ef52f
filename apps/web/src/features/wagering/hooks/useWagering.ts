import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';
import { fetchWageringStatus, wageringKeys, type RoundWager, type WagerRefusal } from '../api';
import { refusalsFor } from '../wager-text';

/** Events that change what keeps the player from wagering (2FA, address, features, plan, balance). */
const wageringStatusEvents = [
  serverEvents.userUpdated,
  serverEvents.featureUnlocksUpdated,
  serverEvents.walletUpdated,
] as const;

/**
 * The player's wagering status, read again on each screen that shows it and when one of its inputs
 * changes: a player back from fixing a refusal must not see it still.
 */
export function useWageringStatus(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: wageringKeys.status });
    const stops = wageringStatusEvents.map((event) => onServerEvent(event, refresh));
    return () => stops.forEach((stop) => stop());
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: wageringKeys.status,
    queryFn: ({ signal }) => fetchWageringStatus(signal),
    enabled,
    refetchOnMount: 'always',
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/**
 * Why the player may not join a round with this wager (none for a round without one, or while the status
 * is read): told before they try, as the create form does.
 */
export function useJoinRefusals(wager: RoundWager | null | undefined, joining: boolean): WagerRefusal[] {
  const status = useWageringStatus(Boolean(wager) && joining);
  return wager && joining && status.data ? refusalsFor(status.data, wager.token_type) : [];
}
