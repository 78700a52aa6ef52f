import { describe, expect, it } from 'vitest';
import { isOutOfBounds, SurfaceType, surfaceAt } from '../course';
import { distance } from '../geometry';
import { buildHole } from '../hole-builder';
import { penaltyAreaDrop, penaltyAreaEntry } from './penalty-relief';

const crossing = buildHole({
  number: 1,
  par: 4,
  strokeIndex: 1,
  lengthsM: { 10: 300, 20: 330, 30: 360 },
  water: [{ kind: 'crossing', fromM: 200, toM: 230 }],
});
const beside = buildHole({
  number: 2,
  par: 4,
  strokeIndex: 2,
  lengthsM: { 10: 300, 20: 330, 30: 360 },
  water: [{ kind: 'beside', side: 'left', fromM: 150, toM: 250, widthM: 20 }],
});

describe('penaltyAreaEntry', () => {
  it('is where the ball last crossed the edge, to the centimetre', () => {
    const path = [
      { x: 0, y: 0 },
      { x: 0, y: 19000 },
      { x: 0, y: 21000 },
      { x: 0, y: 21500 },
    ];
    const entry = penaltyAreaEntry(crossing, path)!;
    expect(entry.x).toBe(0);
    expect(Math.abs(entry.y - 20000)).toBeLessThanOrEqual(1);
  });

  it('is null when the ball did not stop in a penalty area', () => {
    expect(
      penaltyAreaEntry(crossing, [
        { x: 0, y: 0 },
        { x: 0, y: 25000 },
      ]),
    ).toBeNull();
  });
});

describe('penaltyAreaDrop', () => {
  it('crossing water: behind the near edge, never nearer the hole', () => {
    const entry = { x: 300, y: 20000 };
    const drop = penaltyAreaDrop(crossing, entry)!;
    expect(surfaceAt(crossing, drop)).not.toBe(SurfaceType.penalty);
    expect(drop.y).toBeLessThan(20000);
    expect(distance(drop, entry)).toBeLessThanOrEqual(20);
    expect(distance(drop, crossing.pin)).toBeGreaterThanOrEqual(distance(entry, crossing.pin));
  });

  it('lateral water: beside the area, in bounds, no nearer the hole', () => {
    const area = beside.water[0]!;
    const xs = area.map((p) => p.x);
    const rightEdge = Math.max(...xs);
    const entry = { x: rightEdge, y: 20000 };
    const drop = penaltyAreaDrop(beside, entry)!;
    expect(surfaceAt(beside, drop)).not.toBe(SurfaceType.penalty);
    expect(isOutOfBounds(beside, drop)).toBe(false);
    expect(drop.x).toBeGreaterThan(rightEdge);
    expect(distance(drop, beside.pin)).toBeGreaterThanOrEqual(distance(entry, beside.pin));
  });
});
