import { describe, expect, it } from 'vitest';
import { productsSelling } from './products';

describe('productsSelling', () => {
  const products = [
    { id: 1, name: 'Links pack', meta: [{ meta_key: 'map_pack_id', meta_value: '4' }] },
    { id: 2, name: 'Coins', meta: [{ meta_key: 'token_amount', meta_value: '4' }] },
    { id: 3, name: 'All links', meta: [{ meta_key: 'map_pack_id', meta_value: ' 4 ' }] },
    { id: 4, name: 'Desert pack', meta: [{ meta_key: 'map_pack_id', meta_value: '5' }] },
    { id: 5, name: 'No meta' },
  ];

  it('finds the products whose map_pack_id meta names the pack', () => {
    expect(productsSelling(products, 4).map((p) => p.id)).toEqual([3, 1]);
    expect(productsSelling(products, 5).map((p) => p.id)).toEqual([4]);
    expect(productsSelling(products, 9)).toEqual([]);
  });
});
