import { enums, type Voucher } from '@golf/contracts';

/**
 * A voucher's content in a form the UI can word: tokens with their amount and type, or a
 * titled software download (for some days, or for good) or hardware activation.
 */
export type VoucherGrant =
  | { kind: 'tokens'; amount: number; tokenType: number }
  | { kind: 'software_download'; title: string | null; days: number | null }
  | { kind: 'activate_hardware'; title: string | null }
  | { kind: 'unknown' };

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function voucherGrant(voucher: Pick<Voucher, 'type' | 'content'>): VoucherGrant {
  const { content } = voucher;
  switch (voucher.type) {
    case enums.voucher_type.tokens: {
      const amount = numberOf(content.amount);
      if (amount === null) return { kind: 'unknown' };
      return { kind: 'tokens', amount, tokenType: numberOf(content.token_type) ?? enums.token_type.coins };
    }
    case enums.voucher_type.software_download:
      return { kind: 'software_download', title: textOf(content.title), days: numberOf(content.days) };
    case enums.voucher_type.activate_hardware:
      return { kind: 'activate_hardware', title: textOf(content.title) };
    default:
      return { kind: 'unknown' };
  }
}

/** Codes are typed as printed; case, spaces and dashes do not matter to the server. Trim only. */
export function normaliseCode(input: string): string {
  return input.trim();
}

/** Whether a voucher can still be redeemed from the Vouchers view. */
export function isRedeemable(voucher: Pick<Voucher, 'status' | 'code'>): boolean {
  return voucher.status !== enums.voucher_status.used && voucher.code !== null;
}
