import type { AdminProduct } from '@golf/contracts';

/** The meta key through which a map-pack product names the pack it grants (store API). */
export const MAP_PACK_META_KEY = 'map_pack_id';

/** The products whose meta grants this map pack, in name order. */
export function productsSelling<P extends Pick<AdminProduct, 'id' | 'name'> & Partial<Pick<AdminProduct, 'meta'>>>(
  products: readonly P[],
  mapPackId: number,
): P[] {
  return products
    .filter((product) =>
      (product.meta ?? []).some(
        (entry) => entry.meta_key === MAP_PACK_META_KEY && Number(entry.meta_value.trim()) === mapPackId,
      ),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
