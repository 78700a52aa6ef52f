/** The store: products and their prices, as players and staff read them and staff write them. */
import { z } from 'zod';
import { ECONOMY_AMOUNT_MAX, GRANT_DAYS_MAX, isCurrencyCode, normalizeCurrency, STORED_AMOUNT_MAX } from '../economy';
import { recordIdBody } from './common';
import { enumMember, isoTime } from './economy-fields';

export const metaEntrySchema = z.object({
  meta_key: z.string().trim().min(1).max(64),
  meta_value: z.string().max(2000),
});
export type MetaEntry = z.infer<typeof metaEntrySchema>;

export const priceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  price_type: z.number().int().describe('product_price_type: 10 money, 20 in-game currency'),
  amount: z.number().int().describe('Minor currency units (money) or whole tokens'),
  currency: z.string().nullable().describe('ISO 4217, money prices only'),
  token_type: z.number().int().nullable().describe('token_type, in-game currency prices only'),
  active: z.boolean(),
  formatted_price: z.string().describe("Localized in the caller's language"),
});
export type Price = z.infer<typeof priceSchema>;

export const adminPriceSchema = priceSchema.extend({
  provider_price_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

/** The caller's unpaid checkout of a product or a plan: resume it (checkout_url) or cancel it. */
export const openCheckoutSchema = z.object({
  order_id: z.number().int(),
  quantity: z.number().int(),
  checkout_url: z.string().nullable().describe('Where to resume the payment; null when it cannot be resumed'),
  expires_at: isoTime,
});
export type OpenCheckout = z.output<typeof openCheckoutSchema>;

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
  open_checkout: openCheckoutSchema
    .nullable()
    .describe(
      'The caller’s unpaid checkout of this product, if any: resume it (checkout_url) or cancel it (POST /users/me/orders/{order_id}/cancel). It holds its quantity toward max_qty until it expires.',
    ),
});
/** A product as the store shows it (GET /store/products, GET /store/products/{id}). */
export type Product = z.output<typeof productSchema>;

export const adminProductSchema = productSchema.omit({ owned_qty: true, open_checkout: true, prices: true }).extend({
  sync_with_provider: z.boolean().describe('Push this product and its money prices to Stripe'),
  provider_product_id: z.string().nullable(),
  prices: z.array(adminPriceSchema),
  created_at: isoTime,
  updated_at: isoTime,
});
export type AdminProduct = z.output<typeof adminProductSchema>;

const productFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000).nullish(),
  type: enumMember('product_type'),
  category: enumMember('product_category').nullish(),
  unlisted: z.boolean().optional(),
  // Stored as int4, like the amounts (docs/economy.md): a larger number is a 422 on the field.
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
/** POST /admin/products. */
export type ProductRequest = z.input<typeof productBodySchema>;
/** PUT and PATCH /admin/products/{id}: only the fields sent change. */
export type ProductPatchRequest = z.input<typeof productPatchSchema>;

const priceFields = {
  product_id: recordIdBody.nullish(),
  subscription_id: recordIdBody.nullish(),
  price_type: enumMember('product_price_type'),
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
  token_type: enumMember('token_type').nullish(),
  active: z.boolean().optional(),
};

export const priceBodySchema = z.object(priceFields);
export const pricePatchSchema = z.object({
  amount: priceFields.amount.optional(),
  currency: priceFields.currency,
  token_type: priceFields.token_type,
  active: z.boolean().optional(),
});
/** POST /admin/prices. */
export type PriceRequest = z.input<typeof priceBodySchema>;
/** PUT and PATCH /admin/prices/{id}. */
export type PricePatchRequest = z.input<typeof pricePatchSchema>;
