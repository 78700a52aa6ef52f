import { describe, expect, it } from 'vitest';
import { sourceLabel } from './source';

const pack = (title: string, owned: boolean) => ({ id: title.length, title, product_id: null, owned });

describe('where a course came from', () => {
  it.each([
    ['default', [], { key: 'profile.courses.source.default' }],
    ['granted', [pack('Heath', false)], { key: 'profile.courses.source.granted' }],
    ['plan', [pack('Heath', false)], { key: 'profile.courses.source.plan' }],
    [
      'map_pack',
      [pack('Heath', true), pack('Links', false), pack('Desert', true)],
      { key: 'profile.courses.source.map_pack', params: { packs: 'Heath, Desert' } },
    ],
    ['map_pack', [], { key: 'profile.courses.source.map_pack_unnamed' }],
    [null, [pack('Heath', false)], null],
  ] as const)('%s with packs %j', (source, packs, expected) => {
    expect(sourceLabel({ source, map_packs: [...packs] })).toEqual(expected);
  });
});
