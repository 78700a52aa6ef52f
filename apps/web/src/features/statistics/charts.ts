import type { ClubStatistics, HandicapRecord, Locale, ScoringBreakdown } from '@golf/contracts';
import { enums } from '@golf/contracts';
import { formatNumber } from '../../lib/format';
import { CM_PER_YARD, type UnitType } from '../player-settings/units';

export const statisticsPeriods = ['all', 'days30', 'days90', 'year'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

const periodDays: Record<Exclude<StatisticsPeriod, 'all'>, number> = { days30: 30, days90: 90, year: 365 };
const DAY_MS = 24 * 3600 * 1000;

/**
 * The `from` of a period: that many days before today, at the start of the UTC day so the value
 * (and the query cache key) stays the same all day; null for all time.
 */
export function periodStart(period: StatisticsPeriod, now: Date): string | null {
  if (period === 'all') return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - periodDays[period] * DAY_MS).toISOString();
}

/** Centimetres in metres or yards with one decimal, for chart axes. */
export function chartDistance(cm: number, unit: UnitType): number {
  return Math.round((unit === 'metric' ? cm / 100 : cm / CM_PER_YARD) * 10) / 10;
}

export interface DispersionPoint {
  club: number;
  shots: number;
  /** Mean carry and its standard deviation, in the unit. */
  carry: number;
  carrySd: number;
  /** Mean finish across the target line (+ right) and its standard deviation, in the unit. */
  lateral: number;
  lateralSd: number;
}

/**
 * One point per club for the dispersion plot: mean carry against mean lateral finish, with one
 * standard deviation each way (what the statistics API returns per club). The putter is left out:
 * a putt's carry says nothing about dispersion.
 */
export function dispersionPoints(clubs: readonly ClubStatistics[], unit: UnitType): DispersionPoint[] {
  return clubs
    .filter((club) => club.club !== enums.club.putter && club.shots > 0)
    .map((club) => ({
      club: club.club,
      shots: club.shots,
      carry: chartDistance(club.carry.mean, unit),
      carrySd: chartDistance(club.carry.standardDeviation, unit),
      lateral: chartDistance(club.lateral.mean, unit),
      lateralSd: chartDistance(club.lateral.standardDeviation, unit),
    }));
}

/**
 * A "nice" tick step for `span` in at most `maxIntervals` intervals: 1, 2 or 5 times a power of
 * ten, so the ticks read 0, 5, 10 or -4, -2, 0 rather than -5, -2, 1, 4.
 */
export function niceStep(span: number, maxIntervals: number): number {
  const raw = span / maxIntervals;
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((multiple) => multiple * power).find((step) => step >= raw * (1 - 1e-9))!;
}

/**
 * Evenly spaced ticks on nice steps from at or below `min` to at or above `max`, ends included. A
 * single value gets room on both sides (a tenth of it, at least 1), so it sits inside the range
 * rather than on its bottom line.
 */
export function niceTicks(min: number, max: number, maxIntervals = 5): number[] {
  const pad = max > min ? 0 : Math.max(1, Math.abs(min) / 10);
  const [low, high] = [min - pad, max + pad];
  const step = niceStep(high - low, maxIntervals);
  const first = Math.floor(low / step + 1e-9);
  const last = Math.ceil(high / step - 1e-9);
  // Rounded to 10 decimals: 3 × 0.1 is 0.30000000000000004.
  return Array.from({ length: last - first + 1 }, (_, i) => Math.round((first + i) * step * 1e10) / 1e10 || 0);
}

/**
 * The ticks of the lateral axis: symmetric around the target line so left and right read alike,
 * wide enough for every mean plus its standard deviation (and at least 5 each way), evenly spaced.
 */
export function lateralAxisTicks(points: readonly DispersionPoint[]): number[] {
  const widest = Math.max(5, ...points.map((point) => Math.abs(point.lateral) + point.lateralSd));
  return niceTicks(-widest, widest, 6);
}

/** The ticks of the carry axis: from 0 past the longest mean carry plus its standard deviation. */
export function carryAxisTicks(points: readonly DispersionPoint[]): number[] {
  return niceTicks(0, Math.max(10, ...points.map((point) => point.carry + point.carrySd)), 5);
}

export interface HandicapPoint {
  /** 1 for the oldest eligible round: the x-axis, as several rounds may share a date. */
  round: number;
  roundId: number;
  playedAt: string;
  /** The Handicap Index after the round; null before there is one (fewer than 3 rounds). */
  index: number | null;
  differential: number;
}

/**
 * The ticks of the handicap trend's value axis (indexes and differentials share it), with half a
 * stroke or a twentieth of the span to spare each way, so no dot sits on the frame.
 */
export function handicapAxisTicks(values: readonly number[]): number[] {
  if (values.length === 0) return [];
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const margin = Math.max(0.5, (max - min) / 20);
  return niceTicks(min - margin, max + margin, 5);
}

/**
 * The round axis of the handicap trend: rounds 1..n. A single round gets room on both sides and
 * only its own tick: [1, 1] has no width to place it in, and [1, 2] numbered a round not played.
 */
export function roundAxis(rounds: number): { domain: [number, number]; ticks?: number[] } {
  return rounds <= 1 ? { domain: [0, 2], ticks: [1] } : { domain: [1, rounds] };
}

export interface HandicapChange {
  /** Lower is better in golf, so a fall of the index is "better" whichever side of zero it lies. */
  direction: 'better' | 'worse' | 'unchanged';
  /** How far the index moved, without a sign: the direction says which way. */
  by: number;
  /** The index before the latest counted round. */
  before: number;
}

/**
 * `hcp_diff` (new index minus the one before) in words: from +12.4 to +11.4 is +1.0, which a reader
 * of the plus convention could take for an improvement; it is 1.0 worse.
 */
export function handicapChange(hcp: number, diff: number): HandicapChange {
  const tenths = Math.round(diff * 10);
  return {
    direction: tenths < 0 ? 'better' : tenths > 0 ? 'worse' : 'unchanged',
    by: Math.abs(tenths) / 10,
    before: Math.round(hcp * 10 - tenths) / 10,
  };
}

/** The handicap records (newest first from the API) as a trend, oldest first. */
export function handicapTrend(records: readonly HandicapRecord[]): HandicapPoint[] {
  return [...records]
    .sort((a, b) => a.played_at.localeCompare(b.played_at) || a.round_id - b.round_id)
    .map((record, i) => ({
      round: i + 1,
      roundId: record.round_id,
      playedAt: record.played_at,
      index: record.handicap_index,
      differential: record.score_differential,
    }));
}

export const scoringKeys = ['birdiesOrBetter', 'pars', 'bogeys', 'doubleBogeysOrWorse'] as const;
export type ScoringKey = (typeof scoringKeys)[number];

export interface ScoringSlice {
  key: ScoringKey;
  count: number;
  /** Share of the holes, 0..1 (0 without holes). */
  share: number;
}

/** The scoring breakdown as bars, best scores first. */
export function scoringSlices(scoring: ScoringBreakdown): ScoringSlice[] {
  const holes = scoringKeys.reduce((sum, key) => sum + scoring[key], 0);
  return scoringKeys.map((key) => ({ key, count: scoring[key], share: holes === 0 ? 0 : scoring[key] / holes }));
}

/** A rate 0..1 as a whole percentage in the UI language; null without attempts. */
export function formatPercent(rate: number | null, locale: Locale): string | null {
  if (rate === null) return null;
  return formatNumber(rate, locale, { percent: true });
}

/** A number with `digits` decimals in the UI language; null for none. */
export function formatDecimal(value: number | null, locale: Locale, digits = 1): string | null {
  if (value === null) return null;
  return formatNumber(value, locale, { digits });
}

/** A chart axis number in the UI language ("6,4" in Swedish, "6.4" in English), at most two decimals. */
export function formatAxisNumber(value: number, locale: Locale): string {
  return formatNumber(value, locale, { maxDigits: 2 });
}
