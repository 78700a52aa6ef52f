import { useQuery } from '@tanstack/react-query';
import { fetchWageringStatus, wageringKeys, type RoundWager, type WagerRefusal } from '../api';
import { refusalsFor } from '../wager-text';

/** The player's wagering status; read again when the screen asks (after 2FA or an address change it may differ). */
export function useWageringStatus(enabled = true) {
  return useQuery({
    queryKey: wageringKeys.status,
    queryFn: ({ signal }) => fetchWageringStatus(signal),
    enabled,
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
