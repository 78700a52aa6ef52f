import { describe, expect, it } from 'vitest';
import { holeDefinition, holeLength } from './holes';

const hole = {
  number: 3,
  par: 4,
  stroke_index: 7,
  geometry: {
    tees: { 10: { position: { x: 0, y: 500 }, lengthCm: 30000 }, 30: { position: { x: 0, y: 0 }, lengthCm: 35000 } },
    pin: { x: 0, y: 35000 },
  },
};

describe('course holes', () => {
  it('reads a hole as the course model, with par and stroke index in its own fields', () => {
    expect(holeDefinition(hole)).toMatchObject({ number: 3, par: 4, strokeIndex: 7, pin: { x: 0, y: 35000 } });
  });

  it('reads the length from each tee, null for a tee the geometry lacks', () => {
    expect(holeLength(hole, 10)).toBe(30000);
    expect(holeLength(hole, 30)).toBe(35000);
    expect(holeLength(hole, 20)).toBeNull();
  });
});
