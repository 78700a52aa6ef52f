import type { RedeemRequest, RedeemResult, Voucher } from '@golf/contracts';
import { apiGet, apiSend } from '../../lib/api';

export const voucherKeys = {
  all: ['vouchers'] as const,
  mine: ['vouchers', 'mine'] as const,
};

export function fetchMyVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  return apiGet<Voucher[]>('/users/me/vouchers', { signal });
}

export function redeemVoucher(code: string): Promise<RedeemResult> {
  const request: RedeemRequest = { code };
  return apiSend<RedeemResult>('POST', '/vouchers/redeem', request);
}
