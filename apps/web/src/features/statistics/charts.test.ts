import { describe, expect, it } from 'vitest';
import type { Centimetres } from '@golf/golf';
import type { ClubSummary } from '../scorecard/api';
import type { HandicapRecord } from './api';
import {
  chartDistance,
  dispersionPoints,
  formatDecimal,
  formatPercent,
  handicapAxisTicks,
  handicapChange,
  handicapTrend,
  lateralAxisTicks,
  carryAxisTicks,
  niceTicks,
  formatAxisNumber,
  periodStart,
  roundAxis,
  scoringSlices,
} from './charts';

describe('periodStart', () => {
  const now = new Date('2026-11-23T20:15:00Z');
  it('counts back whole days from the start of today (UTC)', () => {
    expect(periodStart('days30', now)).toBe('2026-10-24T00:00:00.000Z');
    expect(periodStart('days90', now)).toBe('2026-08-25T00:00:00.000Z');
    expect(periodStart('year', now)).toBe('2025-11-23T00:00:00.000Z');
  });
  it('is null for all time and stable through the day', () => {
    expect(periodStart('all', now)).toBeNull();
    expect(periodStart('days30', new Date('2026-11-23T00:00:01Z'))).toBe(periodStart('days30', now));
  });
});

describe('chartDistance', () => {
  it('metres or yards to one decimal', () => {
    expect(chartDistance(21_345, 'metric')).toBe(213.5);
    expect(chartDistance(9144, 'imperial')).toBe(100);
  });
});

const distribution = (mean: number, standardDeviation: number) => ({
  mean: mean as Centimetres,
  standardDeviation: standardDeviation as Centimetres,
  min: (mean - standardDeviation) as Centimetres,
  max: (mean + standardDeviation) as Centimetres,
});
const club = (id: number, carry: number, lateral: number): ClubSummary => ({
  club: id,
  shots: 4,
  carry: distribution(carry, 1000),
  total: distribution(carry + 1500, 1200),
  lateral: distribution(lateral, 500),
});

describe('dispersionPoints', () => {
  it('one point per club with the standard deviations, in the unit; no putter', () => {
    const points = dispersionPoints([club(10, 22_000, -300), club(90, 14_000, 250), club(140, 300, 0)], 'metric');
    expect(points).toEqual([
      { club: 10, shots: 4, carry: 220, carrySd: 10, lateral: -3, lateralSd: 5 },
      { club: 90, shots: 4, carry: 140, carrySd: 10, lateral: 2.5, lateralSd: 5 },
    ]);
  });
});

describe('niceTicks', () => {
  it.each([
    // [min, max, most intervals, ticks]
    [0, 10, 5, [0, 2, 4, 6, 8, 10]],
    [0, 237.4, 5, [0, 50, 100, 150, 200, 250]],
    [-5, 5, 6, [-6, -4, -2, 0, 2, 4, 6]],
    [-14.1, 14.1, 6, [-15, -10, -5, 0, 5, 10, 15]],
    [0, 1.3, 5, [0, 0.5, 1, 1.5]],
    [0.1, 0.3, 2, [0.1, 0.2, 0.3]],
    // A single value gets room each way: a tenth of it, at least 1 (it sat on the bottom line).
    [7, 7, 5, [6, 6.5, 7, 7.5, 8]],
    [-10.4, -10.4, 5, [-11.5, -11, -10.5, -10, -9.5, -9]],
    [0, 0, 5, [-1, -0.5, 0, 0.5, 1]],
    [40, 40, 5, [36, 38, 40, 42, 44]],
  ])('%d..%d in at most %d intervals → %j', (min, max, intervals, ticks) => {
    expect(niceTicks(min, max, intervals)).toEqual(ticks);
  });

  it.each([
    [-3.7, 22.9],
    [0, 312],
    [-48, 48],
    [5.5, 41.3],
  ])('%d..%d: evenly spaced, covering both ends', (min, max) => {
    const ticks = niceTicks(min, max, 5);
    const steps = ticks.slice(1).map((tick, i) => Number((tick - ticks[i]!).toFixed(10)));
    expect(new Set(steps).size).toBe(1);
    expect(ticks[0]).toBeLessThanOrEqual(min);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    expect(ticks.length - 1).toBeLessThanOrEqual(7);
  });
});

describe('dispersion axes', () => {
  const point = (lateral: number, lateralSd: number, carry = 200, carrySd = 5) => ({
    club: 10,
    shots: 1,
    carry,
    carrySd,
    lateral,
    lateralSd,
  });
  it('the lateral axis is symmetric, evenly spaced, and covers the widest mean plus deviation', () => {
    expect(lateralAxisTicks([point(-3, 5), point(2.5, 9.1)])).toEqual([-15, -10, -5, 0, 5, 10, 15]);
    expect(lateralAxisTicks([point(-12, 4)])).toEqual([-20, -10, 0, 10, 20]);
  });
  it('the lateral axis reaches at least 5 each way, also without points (no -5, -2, 1, 4, 5)', () => {
    expect(lateralAxisTicks([point(0, 1)])).toEqual([-6, -4, -2, 0, 2, 4, 6]);
    expect(lateralAxisTicks([])).toEqual([-6, -4, -2, 0, 2, 4, 6]);
  });
  it('the carry axis runs from 0 past the longest carry plus deviation', () => {
    expect(carryAxisTicks([point(0, 1, 231.2, 12), point(0, 1, 140, 8)])).toEqual([0, 50, 100, 150, 200, 250]);
    expect(carryAxisTicks([])).toEqual([0, 2, 4, 6, 8, 10]);
  });
});

describe('niceTicks with a single value', () => {
  it.each([7, -10.4, 0, 0.3, 36.8, -3, 250])('%d lies strictly inside, the ticks evenly spaced', (value) => {
    const ticks = niceTicks(value, value, 5);
    expect(ticks[0]).toBeLessThan(value);
    expect(ticks.at(-1)).toBeGreaterThan(value);
    const steps = ticks.slice(1).map((tick, i) => Number((tick - ticks[i]!).toFixed(10)));
    expect(new Set(steps).size).toBe(1);
  });
});

describe('handicapAxisTicks', () => {
  it('is empty without values', () => {
    expect(handicapAxisTicks([])).toEqual([]);
  });
  it('puts a single score differential in the middle of the axis, not on its frame', () => {
    const ticks = handicapAxisTicks([-10.4]);
    expect(ticks).toEqual([-11, -10.8, -10.6, -10.4, -10.2, -10, -9.8]);
  });
  it.each([[[12.4, 10, 14]], [[-2, 0, 3.1]], [[-10.4, -9.8, -11.6, -8.9]], [[54, 52.3, 48]]])(
    '%j: every value strictly inside, evenly spaced',
    (values) => {
      const ticks = handicapAxisTicks(values);
      expect(ticks[0]).toBeLessThan(Math.min(...values));
      expect(ticks.at(-1)).toBeGreaterThan(Math.max(...values));
      const steps = ticks.slice(1).map((tick, i) => Number((tick - ticks[i]!).toFixed(10)));
      expect(new Set(steps).size).toBe(1);
    },
  );
});

describe('roundAxis', () => {
  it('a single round: only its own tick, in the middle', () => {
    expect(roundAxis(1)).toEqual({ domain: [0, 2], ticks: [1] });
  });
  it('several rounds: 1 to the last, numbered by the chart', () => {
    expect(roundAxis(2)).toEqual({ domain: [1, 2] });
    expect(roundAxis(17)).toEqual({ domain: [1, 17] });
  });
});

describe('handicapChange', () => {
  it.each([
    // [index now, hcp_diff, direction, by, index before]
    [-11.4, 1, 'worse', 1, -12.4], // +12.4 to +11.4: the plus player got worse
    [-12.4, -1, 'better', 1, -11.4], // +11.4 to +12.4
    [12.4, -0.4, 'better', 0.4, 12.8],
    [18.2, 2.1, 'worse', 2.1, 16.1],
    [0.3, 0.5, 'worse', 0.5, -0.2], // from +0.2 across zero
    [7, 0, 'unchanged', 0, 7],
    [10.1, 0.30000000000000004, 'worse', 0.3, 9.8],
  ] as const)('index %d after a change of %d: %s by %d, from %d', (hcp, diff, direction, by, before) => {
    expect(handicapChange(hcp, diff)).toEqual({ direction, by, before });
  });
});

describe('handicapTrend', () => {
  const record = (roundId: number, playedAt: string, index: number | null, differential: number): HandicapRecord => ({
    round_id: roundId,
    course_id: 1,
    holes_played: 18,
    adjusted_gross_score: 80,
    course_rating: 72,
    slope_rating: 113,
    score_differential: differential,
    handicap_index: index,
    played_at: playedAt,
  });
  it('oldest first, keeping the rounds before an index existed', () => {
    const trend = handicapTrend([
      record(3, '2026-03-01T10:00:00.000Z', 10.2, 14.2),
      record(2, '2026-02-01T10:00:00.000Z', null, 12.9),
      record(1, '2026-01-01T10:00:00.000Z', null, 15.1),
    ]);
    expect(trend.map((p) => [p.roundId, p.index, p.differential])).toEqual([
      [1, null, 15.1],
      [2, null, 12.9],
      [3, 10.2, 14.2],
    ]);
  });
  it('numbers the rounds from the oldest, so rounds played on one day stay apart', () => {
    const trend = handicapTrend([
      record(12, '2026-03-01T15:00:00.000Z', 10.1, 9.8),
      record(11, '2026-03-01T10:00:00.000Z', 10.4, 11.0),
      record(10, '2026-02-01T10:00:00.000Z', 10.6, 12.0),
    ]);
    expect(trend.map((p) => [p.round, p.roundId])).toEqual([
      [1, 10],
      [2, 11],
      [3, 12],
    ]);
  });
});

describe('scoringSlices', () => {
  it('counts and shares, best scores first', () => {
    expect(scoringSlices({ birdiesOrBetter: 2, pars: 10, bogeys: 6, doubleBogeysOrWorse: 2 })).toEqual([
      { key: 'birdiesOrBetter', count: 2, share: 0.1 },
      { key: 'pars', count: 10, share: 0.5 },
      { key: 'bogeys', count: 6, share: 0.3 },
      { key: 'doubleBogeysOrWorse', count: 2, share: 0.1 },
    ]);
  });
  it('shares are 0 without holes', () => {
    expect(
      scoringSlices({ birdiesOrBetter: 0, pars: 0, bogeys: 0, doubleBogeysOrWorse: 0 }).map((s) => s.share),
    ).toEqual([0, 0, 0, 0]);
  });
});

describe('formatting', () => {
  it('percentages and decimals in the UI language; null stays null', () => {
    expect(formatPercent(0.4286, 'en')).toBe('43%');
    expect(formatPercent(null, 'en')).toBeNull();
    expect(formatDecimal(31.333, 'en')).toBe('31.3');
    expect(formatDecimal(1.75, 'sv', 2)).toBe('1,75');
    expect(formatDecimal(null, 'en')).toBeNull();
  });
  it.each([
    [6.4, 'en', '6.4'],
    [6.4, 'sv', '6,4'],
    [36.8, 'sv', '36,8'],
    [-2.5, 'sv', '\u22122,5'],
    [-2.5, 'en', '-2.5'],
    [15, 'sv', '15'],
    [0.25, 'sv', '0,25'],
  ] as const)('axis number %d in %s is %s', (value, locale, text) => {
    expect(formatAxisNumber(value, locale)).toBe(text);
  });
});
