import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/user-api';
import { walletKeys } from '../../wallets/api';
import { fetchMyVouchers, redeemVoucher, voucherKeys } from '../api';

export function useMyVouchers() {
  return useQuery({
    queryKey: voucherKeys.mine,
    queryFn: ({ signal }) => fetchMyVouchers(signal),
    // Reading the list marks new vouchers seen: always read it afresh when the view opens.
    staleTime: 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** Redeems a code; the Redeem view shows refusals (Invalid voucher code, Too many attempts) inline. */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => redeemVoucher(code),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: voucherKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      // A software download unlocks a feature.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
    },
  });
}
