import { apiGet, apiSend } from '../../lib/api';

/** What a voucher holds: tokens { amount, token_type }, software download { title, days? }, hardware { title }. */
export type VoucherContent = Record<string, string | number | null>;

/** A voucher of the signed-in user (GET /users/me/vouchers). */
export interface Voucher {
  id: number;
  /** enums.voucher_type */
  type: number;
  /** enums.voucher_status: unseen, available, used */
  status: number;
  content: VoucherContent;
  /** The code, for vouchers handed to the player and not used yet. */
  code: string | null;
  redeemed_at: string | null;
  created_at: string;
}

export interface RedeemResult {
  voucher: Voucher;
  /** Tokens vouchers: the credited wallet. */
  wallet: { token_type: number; balance: number } | null;
}

export const voucherKeys = {
  all: ['vouchers'] as const,
  mine: ['vouchers', 'mine'] as const,
};

export function fetchMyVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  return apiGet<Voucher[]>('/users/me/vouchers', { signal });
}

export function redeemVoucher(code: string): Promise<RedeemResult> {
  return apiSend<RedeemResult>('POST', '/vouchers/redeem', { code });
}
