import { useQuery } from '@tanstack/react-query';
import { fetchWageringStatus, wageringKeys } from '../api';

/** The player's wagering status; read again when the screen asks (after 2FA or an address change it may differ). */
export function useWageringStatus(enabled = true) {
  return useQuery({
    queryKey: wageringKeys.status,
    queryFn: ({ signal }) => fetchWageringStatus(signal),
    enabled,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
