/**
 * Fields the economy's request and reply schemas (store, orders, wallets, vouchers, subscriptions)
 * share. Internal to those files: not exported from the package.
 */
import { z } from 'zod';
import { enumValues, type EnumName } from '../enums';

export const isoTime = z.string().describe('UTC, ISO 8601');

/** A numeric enumeration's value in a request body; anything else is "validation.in". */
export const enumMember = (name: EnumName) =>
  z
    .number()
    .int()
    .refine((value) => (enumValues(name) as number[]).includes(value), { message: 'validation.in' });

/** Who a back-office row belongs to (the buyer, the wallet's owner), named rather than a bare user id. */
export const userSummarySchema = z.object({ id: z.number().int(), display_name: z.string(), email: z.string() });
