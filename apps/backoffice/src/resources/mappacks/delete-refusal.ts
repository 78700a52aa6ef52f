import type { MapPack } from '@golf/contracts';

/** Why the server would refuse to delete the pack, as the catalogue's own message, or null. */
export function mapPackDeleteRefusal(
  pack: Pick<MapPack, 'owners_count' | 'selling_product_ids'>,
  productName: (id: number) => string = (id) => `#${id}`,
): { key: string; params: Record<string, string | number> } | null {
  if (pack.selling_product_ids.length > 0)
    return {
      key: 'contracts.errors.store.map_pack_in_use',
      params: { products: pack.selling_product_ids.map(productName).join(', ') },
    };
  if (pack.owners_count > 0)
    return { key: 'contracts.errors.store.map_pack_owned', params: { owners: pack.owners_count } };
  return null;
}
