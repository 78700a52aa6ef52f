/** Vouchers: the player's vouchers and redeeming a code; the back-office's batches, imports and decrypt page. */
import { z } from 'zod';
import { ECONOMY_AMOUNT_MAX, GRANT_DAYS_MAX } from '../economy';
import { enums } from '../enums';
import { recordIdBody } from './common';
import { enumMember, isoTime } from './economy-fields';

export const voucherContentSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .describe('tokens: { amount, token_type }; software download: { title, days? }; activate hardware: { title }');
/** What a voucher holds: tokens { amount, token_type }, software download { title, days? }, hardware { title }. */
export type VoucherContent = z.output<typeof voucherContentSchema>;

/**
 * No length rule here: a code of any length that is not one of ours is 9001 "Invalid voucher code"
 * (the server's plausibility check), the same answer as any other wrong code. The route's body
 * limit bounds the size.
 */
export const redeemBodySchema = z.object({
  code: z.string().describe('As printed; case, spaces and dashes do not matter'),
});
/** POST /vouchers/redeem. */
export type RedeemRequest = z.input<typeof redeemBodySchema>;

export const voucherSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe('voucher_type: 10 tokens, 20 software download, 30 activate hardware'),
  status: z.number().int().describe('voucher_status: 10 unseen, 20 available, 30 used'),
  content: voucherContentSchema,
  code: z.string().nullable().describe('Shown for vouchers handed to the player and not yet used'),
  redeemed_at: isoTime.nullable(),
  created_at: isoTime,
});
/** A voucher of the signed-in user (GET /users/me/vouchers). */
export type Voucher = z.output<typeof voucherSchema>;

export const redeemResultSchema = z.object({
  voucher: voucherSchema,
  wallet: z
    .object({ token_type: z.number().int(), balance: z.number().int() })
    .nullable()
    .describe('Tokens vouchers: the credited wallet'),
});
export type RedeemResult = z.output<typeof redeemResultSchema>;

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  batch: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  content: voucherContentSchema,
  payload: z.string().describe('The encrypted code: paste it into the decrypt page'),
  user_id: z.number().int().nullable(),
  redeemed_by: z.number().int().nullable(),
  redeemed_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type AdminVoucher = z.output<typeof adminVoucherSchema>;

/** GET /admin/vouchers/batches. */
export const voucherBatchSummarySchema = z.object({
  batch: z.string(),
  total: z.number().int(),
  used: z.number().int(),
});
export type VoucherBatchSummary = z.output<typeof voucherBatchSummarySchema>;

export const voucherBatchBodySchema = z.object({
  batch: z.string().trim().min(1).max(100),
  type: enumMember('voucher_type'),
  count: z.number().int().min(1).max(1000),
  amount: z
    .number()
    .int()
    .min(1)
    .max(ECONOMY_AMOUNT_MAX)
    .optional()
    .describe(`Tokens vouchers: tokens per voucher, 1 to ${ECONOMY_AMOUNT_MAX}`),
  token_type: z.number().int().optional().describe(`Tokens vouchers: default ${enums.token_type.coins} coins`),
  title: z.string().trim().max(200).optional().describe('Software download / hardware: what it is'),
  days: z
    .number()
    .int()
    .min(1)
    .max(GRANT_DAYS_MAX)
    .optional()
    .describe(`Software download: how long the unlock lasts, 1 to ${GRANT_DAYS_MAX} days (none: forever)`),
  user_id: recordIdBody.optional().describe('Hand the vouchers to this player (their Vouchers view)'),
});
/** POST /admin/vouchers. */
export type VoucherBatchRequest = z.input<typeof voucherBatchBodySchema>;

export const createdVoucherBatchSchema = z.object({
  batch: z.string(),
  vouchers: z.array(
    adminVoucherSchema.extend({ code: z.string().describe('Shown once, now; only its hash and payload are kept') }),
  ),
});
export type CreatedVoucherBatch = z.output<typeof createdVoucherBatchSchema>;

/** The longest CSV an import takes, in characters. */
export const VOUCHER_IMPORT_CSV_MAX_CHARS = 2_000_000;

export const voucherImportBodySchema = z.object({
  batch: z.string().trim().min(1).max(100),
  csv: z
    .string()
    .min(1)
    .max(VOUCHER_IMPORT_CSV_MAX_CHARS)
    .describe('The file: header code,type[,amount,token_type,title,days]; one voucher per line'),
});
/** POST /admin/vouchers/import. */
export type VoucherImportRequest = z.input<typeof voucherImportBodySchema>;

export const voucherImportResultSchema = z.object({ batch: z.string(), imported: z.number().int() });
export type VoucherImportResult = z.output<typeof voucherImportResultSchema>;

export const voucherDecryptBodySchema = z.object({ payload: z.string().min(1).max(500) });
/** POST /admin/vouchers/decrypt. */
export type VoucherDecryptRequest = z.input<typeof voucherDecryptBodySchema>;

export const decryptedVoucherSchema = adminVoucherSchema.extend({ code: z.string() });
export type DecryptedVoucher = z.output<typeof decryptedVoucherSchema>;
