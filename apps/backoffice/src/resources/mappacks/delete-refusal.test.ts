import { describe, expect, it } from 'vitest';
import { mapPackDeleteRefusal } from './delete-refusal';

describe('mapPackDeleteRefusal', () => {
  it.each([
    [{ owners_count: 0, selling_product_ids: [] }, null],
    [
      { owners_count: 3, selling_product_ids: [] },
      { key: 'contracts.errors.store.map_pack_owned', params: { owners: 3 } },
    ],
    [
      { owners_count: 3, selling_product_ids: [4, 7] },
      { key: 'contracts.errors.store.map_pack_in_use', params: { products: '#4, #7' } },
    ],
  ])('%o → %o', (pack, refusal) => {
    expect(mapPackDeleteRefusal(pack)).toEqual(refusal);
  });

  it('names the selling products when their names are known', () => {
    expect(mapPackDeleteRefusal({ owners_count: 0, selling_product_ids: [4] }, () => 'Links pack')?.params).toEqual({
      products: 'Links pack',
    });
  });
});
