/** The store's path parameters and replies built from rows; the request and reply schemas are in @golf/contracts. */
import { z } from 'zod';
import { recordId, type AdminProduct, type Locale, type OpenCheckout, type Product } from '@golf/contracts';
import { presentAdminPrice, presentPrice, type PriceRow } from './prices';
import { grantsOf } from './product-grants';
import type { ProductRow } from './store.repository';

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
  caller: { ownedQty: number; openCheckout: OpenCheckout | null },
  locale: Locale,
): Product => ({
  ...baseProduct(row),
  prices: prices.filter((price) => price.productId === row.id).map((price) => presentPrice(price, locale)),
  owned_qty: caller.ownedQty,
  open_checkout: caller.openCheckout,
});

export const presentAdminProduct = (row: ProductRow, prices: PriceRow[], locale: Locale): AdminProduct => ({
  ...baseProduct(row),
  sync_with_provider: row.syncWithProvider,
  provider_product_id: row.providerProductId,
  prices: prices.filter((price) => price.productId === row.id).map((price) => presentAdminPrice(price, locale)),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
