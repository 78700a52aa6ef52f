import { describe, expect, it } from 'vitest';
import { SurfaceType as S } from '../course';
import { centimetres } from '../units';
import { type StatisticsHole, type StatisticsStroke, playerStatistics, puttsFigures } from './player-statistics';

let n = 0;
/** A stroke; distances in cm. */
function stroke(
  holeNumber: number,
  par: number,
  strokeNumber: number,
  club: number,
  from: number,
  to: number,
  distanceToHoleBeforeCm: number,
  more: Partial<StatisticsStroke> = {},
): StatisticsStroke {
  n += 1;
  return {
    roundId: 'r1',
    holeNumber,
    par,
    strokeNumber,
    club,
    surfaceBefore: from,
    surfaceAfter: to,
    distanceToHoleBeforeCm,
    carryCm: 1000 * n,
    totalDistanceCm: 1000 * n + 500,
    lateralCm: n % 2 === 0 ? 200 : -200,
    holed: false,
    penalised: false,
    ...more,
  } as StatisticsStroke;
}
const hole = (
  holeNumber: number,
  par: number,
  strokes: number,
  putts: number,
  completion: StatisticsHole['completion'] = 'holed',
): StatisticsHole => ({
  roundId: 'r1',
  holeNumber,
  par,
  strokes,
  putts,
  penaltyStrokes: 0,
  completion,
});

describe('playerStatistics', () => {
  // Hole 1, par 4: driver to fairway, iron to green (GIR), two putts: par.
  // Hole 2, par 5: driver into the rough, iron into a greenside bunker (stroke 3, 20 m), splash to 1 m, one putt: par, sand save, scramble.
  // Hole 3, par 3: iron to green (GIR), three putts: bogey.
  // Hole 4, par 4: driver onto fairway, misses green, chip, two putts: bogey, failed scramble.
  const strokes = [
    stroke(1, 4, 1, 10, S.tee, S.fairway, 38000, { totalDistanceCm: centimetres(25000) }),
    stroke(1, 4, 2, 90, S.fairway, S.green, 13000),
    stroke(1, 4, 3, 140, S.green, S.green, 500),
    stroke(1, 4, 4, 140, S.green, S.green, 40, { holed: true }),
    stroke(2, 5, 1, 10, S.tee, S.other, 48000, { totalDistanceCm: centimetres(23000) }),
    stroke(2, 5, 2, 70, S.other, S.other, 25000),
    stroke(2, 5, 3, 70, S.other, S.bunker, 17000),
    stroke(2, 5, 4, 130, S.bunker, S.green, 2000),
    stroke(2, 5, 5, 140, S.green, S.green, 100, { holed: true }),
    stroke(3, 3, 1, 90, S.tee, S.green, 15000),
    stroke(3, 3, 2, 140, S.green, S.green, 1500),
    stroke(3, 3, 3, 140, S.green, S.green, 200),
    stroke(3, 3, 4, 140, S.green, S.green, 50, { holed: true }),
    stroke(4, 4, 1, 10, S.tee, S.fairway, 40000, { totalDistanceCm: centimetres(27000) }),
    stroke(4, 4, 2, 80, S.fairway, S.other, 13000),
    stroke(4, 4, 3, 120, S.other, S.green, 1500),
    stroke(4, 4, 4, 140, S.green, S.green, 300),
    stroke(4, 4, 5, 140, S.green, S.green, 60, { holed: true }),
  ];
  const holes = [hole(1, 4, 4, 2), hole(2, 5, 5, 1), hole(3, 3, 4, 3), hole(4, 4, 5, 2)];
  const stats = playerStatistics({ holes, strokes });

  it.each([
    ['fairways hit (par 4 and 5 tee shots)', 'fairwaysHit', { made: 2, attempts: 3 }],
    ['greens in regulation (par - 2 strokes)', 'greensInRegulation', { made: 2, attempts: 4 }],
    ['scrambling (par or better after a missed green)', 'scrambling', { made: 1, attempts: 2 }],
    ['sand saves (up and down from a greenside bunker)', 'sandSaves', { made: 1, attempts: 1, rate: 1 }],
  ] as const)('%s', (_label, key, expected) => {
    expect(stats[key]).toMatchObject(expected);
  });

  it('counts putts per hole and per 18 holes', () => {
    expect(stats.putts).toEqual({ total: 8, perHole: 2, per18Holes: 36 });
    expect(stats.rounds).toBe(1);
    expect(stats.holes).toBe(4);
  });

  it('averages drives with the driver on par 4 and 5', () => {
    expect(stats.drives).toBe(3);
    expect(stats.averageDriveCm).toBe(25000);
  });

  it('summarises clubs from strokes off the green, driver first', () => {
    expect(stats.clubs.map((c) => c.club)).toEqual([10, 70, 80, 90, 120, 130]);
    expect(stats.clubs[0]).toMatchObject({ shots: 3 });
    expect(stats.clubs.find((c) => c.club === 70)!.lateral.standardDeviation).toBe(200);
  });

  it('does not count a fairway bunker as a sand save chance, and a holed-out bunker shot is a save', () => {
    const fairwayBunker = [
      stroke(7, 4, 2, 70, S.bunker, S.green, 12000),
      stroke(8, 3, 1, 90, S.tee, S.bunker, 14000),
      stroke(8, 3, 2, 130, S.bunker, S.green, 1500, { holed: true }),
    ];
    const result = playerStatistics({ holes: [hole(7, 4, 4, 2), hole(8, 3, 2, 0)], strokes: fairwayBunker });
    expect(result.sandSaves).toMatchObject({ made: 1, attempts: 1 });
  });

  it('counts fairways and drives on par 4 and 5 only: not a par 6', () => {
    const par6 = [stroke(9, 6, 1, 10, S.tee, S.fairway, 55000, { totalDistanceCm: centimetres(30000) })];
    const result = playerStatistics({ holes: [hole(9, 6, 6, 2)], strokes: par6 });
    expect(result.fairwaysHit).toMatchObject({ made: 0, attempts: 0 });
    expect(result.drives).toBe(0);
    expect(result.averageDriveCm).toBeNull();
  });

  it('leaves strokes on holes not completed, or not in `holes`, out of drives and clubs', () => {
    const extra = [
      stroke(5, 4, 1, 10, S.tee, S.fairway, 40000, { totalDistanceCm: centimetres(10000) }), // hole 5: not completed
      stroke(6, 4, 1, 10, S.tee, S.fairway, 40000, { totalDistanceCm: centimetres(10000) }), // hole 6: not given
      stroke(6, 4, 2, 90, S.fairway, S.green, 13000),
    ];
    const result = playerStatistics({
      holes: [...holes, hole(5, 4, 1, 0, null)],
      strokes: [...strokes, ...extra],
    });
    expect(result.drives).toBe(3);
    expect(result.averageDriveCm).toBe(25000);
    expect(result.clubs.find((c) => c.club === 10)).toMatchObject({ shots: 3 });
    expect(result.clubs.find((c) => c.club === 90)).toMatchObject({
      shots: stats.clubs.find((c) => c.club === 90)!.shots,
    });
  });

  it('does not count a penalised tee shot as a fairway hit, though the dropped ball lies on the fairway', () => {
    // Hole 10, par 4: driver into the water (+1), dropped on the fairway; the next stroke is the third.
    const water = [
      stroke(10, 4, 1, 10, S.tee, S.fairway, 38000, { penalised: true }),
      stroke(10, 4, 3, 90, S.fairway, S.green, 15000),
      stroke(10, 4, 4, 140, S.green, S.green, 300, { holed: true }),
    ];
    const result = playerStatistics({ holes: [hole(10, 4, 5, 1)], strokes: water });
    expect(result.fairwaysHit).toMatchObject({ made: 0, attempts: 1 });
  });

  it('returns null rates and averages with no data', () => {
    const empty = playerStatistics({ holes: [], strokes: [] });
    expect([empty.fairwaysHit.rate, empty.putts.perHole, empty.averageDriveCm, empty.clubs]).toEqual([
      null,
      null,
      null,
      [],
    ]);
  });
});

describe('putts per 18 holes', () => {
  /** `putts` spread over `count` completed par-4 holes of round `roundId` (two putts a hole, the rest on the first). */
  const round = (roundId: string, count: number, putts: number): StatisticsHole[] =>
    Array.from({ length: count }, (_, i) => ({
      roundId,
      holeNumber: i + 1,
      par: 4,
      strokes: 4,
      putts: i === 0 ? putts - 2 * (count - 1) : 2,
      penaltyStrokes: 0,
      completion: 'holed' as const,
    }));

  it.each([
    // One 9-hole round of 21 putts and one 18-hole round of 42: the same putting, so 42 per 18 holes
    // (putts divided by rounds would say 31.5).
    ['a 9-hole and an 18-hole round putted alike', [round('a', 9, 21), round('b', 18, 42)], 63, 42],
    ['one 18-hole round', [round('a', 18, 31)], 31, 31],
    ['one 9-hole round counts as half a round', [round('a', 9, 16)], 16, 32],
    ['two 9-hole rounds', [round('a', 9, 18), round('b', 9, 20)], 38, 38],
    ['weighted by holes, not by rounds', [round('a', 9, 18), round('b', 18, 27)], 45, 30],
  ])('%s', (_label, rounds, total, per18Holes) => {
    const { putts } = playerStatistics({ holes: rounds.flat(), strokes: [] });
    expect(putts.total).toBe(total);
    expect(putts.per18Holes).toBeCloseTo(per18Holes, 10);
  });

  it.each([
    [0, 0, { total: 0, perHole: null, per18Holes: null }],
    [18, 9, { total: 18, perHole: 2, per18Holes: 36 }],
    [29, 18, { total: 29, perHole: 29 / 18, per18Holes: 29 }],
  ])('puttsFigures(%i putts, %i holes)', (putts, holes, expected) => {
    expect(puttsFigures(putts, holes)).toEqual(expected);
  });

  it('leaves holes not completed out', () => {
    const holes = [...round('a', 9, 18), { ...round('a', 10, 20)[9]!, completion: null }];
    expect(playerStatistics({ holes, strokes: [] }).putts).toEqual({ total: 18, perHole: 2, per18Holes: 36 });
  });

  it('leaves out a match-play hole awarded because the opponent picked up (not played through)', () => {
    const holes = [...round('a', 9, 18), { ...round('a', 10, 20)[9]!, putts: 0, completion: 'awarded' as const }];
    const stats = playerStatistics({ holes, strokes: [] });
    expect(stats.holes).toBe(9);
    expect(stats.putts).toEqual({ total: 18, perHole: 2, per18Holes: 36 });
  });
});
