import { z } from 'zod';
import { ECONOMY_AMOUNT_MAX, enums, enumValues, recordIdBody } from '@golf/contracts';
import { GRANT_DAYS_MAX } from '../store/product-grants';
import type { VoucherRow } from './vouchers.repository';

const isoTime = z.string().describe('UTC, ISO 8601');
const contentSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .describe('tokens: { amount, token_type }; software download: { title, days? }; activate hardware: { title }');

/**
 * No length rule here: a code of any length that is not one of ours is 9001 "Invalid voucher code"
 * (the service's plausibility check), the same answer as any other wrong code. The route's body
 * limit (REDEEM_BODY_LIMIT) bounds the size.
 */
export const redeemBodySchema = z.object({
  code: z.string().describe('As printed; case, spaces and dashes do not matter'),
});
export const REDEEM_BODY_LIMIT = 4 * 1024;

export const voucherSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe('voucher_type: 10 tokens, 20 software download, 30 activate hardware'),
  status: z.number().int().describe('voucher_status: 10 unseen, 20 available, 30 used'),
  content: contentSchema,
  code: z.string().nullable().describe('Shown for vouchers handed to the player and not yet used'),
  redeemed_at: isoTime.nullable(),
  created_at: isoTime,
});

export const redeemResultSchema = z.object({
  voucher: voucherSchema,
  wallet: z
    .object({ token_type: z.number().int(), balance: z.number().int() })
    .nullable()
    .describe('Tokens vouchers: the credited wallet'),
});

export const adminVoucherSchema = z.object({
  id: z.number().int(),
  batch: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  content: contentSchema,
  payload: z.string().describe('The encrypted code: paste it into the decrypt page'),
  user_id: z.number().int().nullable(),
  redeemed_by: z.number().int().nullable(),
  redeemed_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});

export const createBatchSchema = z.object({
  batch: z.string().trim().min(1).max(100),
  type: z
    .number()
    .int()
    .refine((value) => (enumValues('voucher_type') as number[]).includes(value), { message: 'validation.in' }),
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

export const createdBatchSchema = z.object({
  batch: z.string(),
  vouchers: z.array(
    adminVoucherSchema.extend({ code: z.string().describe('Shown once, now; only its hash and payload are kept') }),
  ),
});

/** The longest CSV an import takes, in characters. */
export const IMPORT_CSV_MAX_CHARS = 2_000_000;
/**
 * The import's body limit: a CSV at the most, as JSON (UTF-8 takes up to 3 bytes per character;
 * an escaped quote or line break 2), and the batch name around it. Under it the CSV's own maximum
 * answers, on the field; the server's general limit (1 MiB by default) would cut a valid file short.
 */
export const IMPORT_BODY_LIMIT = 3 * IMPORT_CSV_MAX_CHARS + 4096;

export const importBodySchema = z.object({
  batch: z.string().trim().min(1).max(100),
  csv: z
    .string()
    .min(1)
    .max(IMPORT_CSV_MAX_CHARS)
    .describe('The file: header code,type[,amount,token_type,title,days]; one voucher per line'),
});

export const decryptBodySchema = z.object({ payload: z.string().min(1).max(500) });

export const decryptedSchema = adminVoucherSchema.extend({ code: z.string() });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentAdminVoucher = (row: VoucherRow): z.infer<typeof adminVoucherSchema> => ({
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

export const presentVoucher = (row: VoucherRow, code: string | null): z.infer<typeof voucherSchema> => ({
  id: row.id,
  type: row.type,
  status: row.status,
  content: row.content,
  code,
  redeemed_at: iso(row.redeemedAt),
  created_at: row.createdAt.toISOString(),
});
