/** The vouchers routes' body limits and replies built from rows; the request and reply schemas are in @golf/contracts. */
import { VOUCHER_IMPORT_CSV_MAX_CHARS, type AdminVoucher, type Voucher } from '@golf/contracts';
import type { VoucherRow } from './vouchers.repository';

/**
 * The redeem route's body limit: the code has no length rule (a code that is not one of ours is 9001
 * "Invalid voucher code", whatever its length), so this bounds its size.
 */
export const REDEEM_BODY_LIMIT = 4 * 1024;

/**
 * The import's body limit: a CSV at the most, as JSON (UTF-8 takes up to 3 bytes per character;
 * an escaped quote or line break 2), and the batch name around it. Under it the CSV's own maximum
 * answers, on the field; the server's general limit (1 MiB by default) would cut a valid file short.
 */
export const IMPORT_BODY_LIMIT = 3 * VOUCHER_IMPORT_CSV_MAX_CHARS + 4096;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentAdminVoucher = (row: VoucherRow): AdminVoucher => ({
  id: row.id,
  batch: row.batch,
  type: row.type,
  status: row.status,
  content: row.content,
  payload: row.payload,
  user_id: row.userId,
  redeemed_by: row.redeemedBy,
  redeemed_at: iso(row.redeemedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentVoucher = (row: VoucherRow, code: string | null): Voucher => ({
  id: row.id,
  type: row.type,
  status: row.status,
  content: row.content,
  code,
  redeemed_at: iso(row.redeemedAt),
  created_at: row.createdAt.toISOString(),
});
