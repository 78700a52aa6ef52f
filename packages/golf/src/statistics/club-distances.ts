import type { Centimetres } from '../units';
import { type DistanceDistribution, distanceDistribution } from './summary';

/** A shot as the per-club summaries need it. All distances in integer centimetres. */
export interface ClubShot {
  /** Spec enumeration clubs: driver 10 .. putter 140. */
  readonly club: number;
  readonly carryCm: Centimetres;
  readonly totalDistanceCm: Centimetres;
  /** Where the ball finished square to the target line: + right, - left. */
  readonly lateralCm: Centimetres;
}

export interface ClubDistanceSummary {
  readonly club: number;
  readonly shots: number;
  readonly carry: DistanceDistribution;
  readonly total: DistanceDistribution;
  /** Lateral dispersion: mean (+ right), standard deviation, min and max. */
  readonly lateral: DistanceDistribution;
}

/** Per-club carry, total and lateral averages with dispersion, ordered by club (driver first). */
export function summariseClubDistances(shots: readonly ClubShot[]): ClubDistanceSummary[] {
  const byClub = new Map<number, ClubShot[]>();
  for (const shot of shots) {
    const list = byClub.get(shot.club);
    if (list) list.push(shot);
    else byClub.set(shot.club, [shot]);
  }
  return [...byClub.entries()]
    .sort(([a], [b]) => a - b)
    .map(([club, list]) => ({
      club,
      shots: list.length,
      carry: distanceDistribution(list.map((s) => s.carryCm))!,
      total: distanceDistribution(list.map((s) => s.totalDistanceCm))!,
      lateral: distanceDistribution(list.map((s) => s.lateralCm))!,
    }));
}
