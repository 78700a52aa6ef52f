import { z } from 'zod';
import {
  ECONOMY_AMOUNT_MAX,
  enums,
  enumValues,
  metaEntrySchema,
  STORED_AMOUNT_MAX,
  type Locale,
  recordId,
  recordIdBody,
} from '@golf/contracts';

export { metaEntrySchema };
import { adminPriceSchema, presentAdminPrice, presentPrice, priceSchema, type PriceRow } from './prices';
import { isCurrencyCode, normalizeCurrency } from '../settings/currency-codes';
import { GRANT_DAYS_MAX, grantsOf } from './product-grants';
import type { ProductRow } from './store.repository';

const isoTime = z.string().describe('UTC, ISO 8601');
const oneOf = (name: 'product_type' | 'product_category' | 'product_price_type' | 'token_type') =>
  z
    .number()
    .int()
    .refine((value) => (enumValues(name) as number[]).includes(value), { message: 'validation.in' });

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.number().int().describe('product_type: 10 in-game currency, 20 DLC, 30 content, 40 external offer'),
  category: z.number().int().nullable().describe('product_category: 10 map pack, 20 external offer'),
  unlisted: z.boolean(),
  max_qty: z.number().int().nullable().describe('Most one user may buy; null = no limit'),
  order_column: z.number().int(),
  available_qty: z.number().int().nullable().describe('Stock left; null = unlimited'),
  images: z.array(z.string()),
  meta: z.array(metaEntrySchema),
  prices: z.array(priceSchema),
  external_url: z.string().nullable().describe('External offers: where the product page links out'),
  owned_qty: z.number().int().describe('How many the caller owns: paid or completed orders'),
  open_checkout: z
    .object({
      order_id: z.number().int(),
      quantity: z.number().int(),
      checkout_url: z.string().nullable().describe('Where to resume the payment; null when it cannot be resumed'),
      expires_at: isoTime,
    })
    .nullable()
    .describe(
      'The caller’s unpaid checkout of this product, if any: resume it (checkout_url) or cancel it (POST /users/me/orders/{order_id}/cancel). It holds its quantity toward max_qty until it expires.',
    ),
});

export const adminProductSchema = productSchema.omit({ owned_qty: true, open_checkout: true, prices: true }).extend({
  sync_with_provider: z.boolean().describe('Push this product and its money prices to Stripe'),
  provider_product_id: z.string().nullable(),
  prices: z.array(adminPriceSchema),
  created_at: isoTime,
  updated_at: isoTime,
});

const productFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000).nullish(),
  type: oneOf('product_type'),
  category: oneOf('product_category').nullish(),
  unlisted: z.boolean().optional(),
  // Stored as int4, like the amounts (README "Economy"): a larger number is a 422 on the field.
  max_qty: z.number().int().min(1).max(STORED_AMOUNT_MAX).nullish(),
  order_column: z.number().int().min(-STORED_AMOUNT_MAX).max(STORED_AMOUNT_MAX).optional(),
  available_qty: z.number().int().min(0).max(STORED_AMOUNT_MAX).nullish(),
  sync_with_provider: z.boolean().optional(),
  images: z.array(z.string().max(2000)).max(20).optional(),
  meta: z
    .array(metaEntrySchema)
    .max(50)
    .optional()
    .describe(
      `What the product grants: token_amount (+ token_type; a whole number from 1 to ${ECONOMY_AMOUNT_MAX}) for coin packs, map_pack_id (an existing map pack, else 422 on meta; only in category 10 map pack, else 422 on category) for map packs, feature_unlock (+ unlock_days, a whole number from 1 to ${GRANT_DAYS_MAX}, else 422 on meta; none: no end), external_url for external offers`,
    ),
};

export const productBodySchema = z.object(productFields);
export const productPatchSchema = z.object(productFields).partial();

const priceFields = {
  product_id: recordIdBody.nullish(),
  subscription_id: recordIdBody.nullish(),
  price_type: oneOf('product_price_type'),
  amount: z
    .number()
    .int()
    .min(1)
    .max(ECONOMY_AMOUNT_MAX)
    .describe(`Minor currency units (money) or whole tokens, 1 to ${ECONOMY_AMOUNT_MAX}`),
  currency: z
    .string()
    .refine(isCurrencyCode, { message: 'validation.currency' })
    .transform(normalizeCurrency)
    .nullish()
    .describe('An ISO 4217 code (any letter case, kept in capitals); required for a money price'),
  token_type: oneOf('token_type').nullish(),
  active: z.boolean().optional(),
};

export const priceBodySchema = z.object(priceFields);
export const pricePatchSchema = z.object({
  amount: priceFields.amount.optional(),
  currency: priceFields.currency,
  token_type: priceFields.token_type,
  active: z.boolean().optional(),
});

export const idParamsSchema = z.object({ id: recordId });

const baseProduct = (row: ProductRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  category: row.category,
  unlisted: row.unlisted,
  max_qty: row.maxQty,
  order_column: row.orderColumn,
  available_qty: row.availableQty,
  images: row.images,
  meta: row.meta,
  external_url: grantsOf(row).externalUrl,
});

export const presentProduct = (
  row: ProductRow,
  prices: PriceRow[],
  caller: { ownedQty: number; openCheckout: z.infer<typeof productSchema>['open_checkout'] },
  locale: Locale,
): z.infer<typeof productSchema> => ({
  ...baseProduct(row),
  prices: prices.filter((price) => price.productId === row.id).map((price) => presentPrice(price, locale)),
  owned_qty: caller.ownedQty,
  open_checkout: caller.openCheckout,
});

export const presentAdminProduct = (
  row: ProductRow,
  prices: PriceRow[],
  locale: Locale,
): z.infer<typeof adminProductSchema> => ({
  ...baseProduct(row),
  sync_with_provider: row.syncWithProvider,
  provider_product_id: row.providerProductId,
  prices: prices.filter((price) => price.productId === row.id).map((price) => presentAdminPrice(price, locale)),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const MONEY = enums.product_price_type.money;
