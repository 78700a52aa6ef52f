import { useMutation } from '@tanstack/react-query';
import { clearEnumCache } from '../../../lib/enums';

/**
 * Logout (spec section 4). What exists today runs: the enumeration cache is cleared. Invalidating
 * the MFA session, closing the real-time connection, clearing the user and abilities and the
 * provider sign-out join this when identity arrives.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      clearEnumCache();
    },
  });
}
