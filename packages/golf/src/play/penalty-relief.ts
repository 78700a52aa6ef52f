import { type HoleDefinition, isOutOfBounds, SurfaceType, surfaceAt } from '../course';
import { type Point, distance } from '../geometry';
import { centimetres } from '../units';

/**
 * Relief from a penalty area (Rules of Golf 2023, Rule 17.1d), as the game applies it for one
 * penalty stroke: the ball is dropped at the nearest point outside the penalty area, in bounds,
 * from where it last crossed the edge of the area, and no nearer the hole than that point.
 * Rule 17.1d(3) allows anywhere within two club-lengths of that point; the nearest point keeps
 * the ball where the player would drop it. When no such point exists within
 * MAX_RELIEF_SEARCH_CM (a hole that is all water), the caller falls back to stroke and distance
 * (Rule 17.1d(1)).
 */

/** Spacing of the rings (and of the points on a ring) searched for a drop, centimetres. */
export const RELIEF_STEP_CM = centimetres(10);
export const MAX_RELIEF_SEARCH_CM = centimetres(5_000);
const MAX_POINTS_PER_RING = 720;

const whole = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(p.y) });
const inPenaltyArea = (hole: HoleDefinition, p: Point) => surfaceAt(hole, whole(p)) === SurfaceType.penalty;

/**
 * Where a ball that ended in a penalty area last crossed into it: walking the tracer (its
 * ground projection; the edge extends upwards, Definitions "Penalty Area") back from where it
 * stopped to the last point outside, then halving that step to within a centimetre. The first
 * point when the whole tracer lies in the area; null when the ball did not stop in one.
 */
export function penaltyAreaEntry(hole: HoleDefinition, path: readonly Point[]): Point | null {
  let j = path.length - 1;
  if (j < 0 || !inPenaltyArea(hole, path[j]!)) return null;
  while (j > 0 && inPenaltyArea(hole, path[j - 1]!)) j--;
  if (j === 0) return whole(path[0]!);
  let outside = path[j - 1]!;
  let inside = path[j]!;
  while (distance(outside, inside) > 1) {
    const mid = { x: (outside.x + inside.x) / 2, y: (outside.y + inside.y) / 2 };
    if (inPenaltyArea(hole, mid)) inside = mid;
    else outside = mid;
  }
  return whole(inside);
}

/** The drop spot for a ball that last crossed into a penalty area at `entry`, or null when none is found. */
export function penaltyAreaDrop(hole: HoleDefinition, entry: Point): Point | null {
  const reference = distance(entry, hole.pin);
  for (let r: number = RELIEF_STEP_CM; r <= MAX_RELIEF_SEARCH_CM; r += RELIEF_STEP_CM) {
    const count = Math.min(MAX_POINTS_PER_RING, Math.max(8, Math.ceil((2 * Math.PI * r) / RELIEF_STEP_CM)));
    let best: Point | null = null;
    let bestGain = Infinity;
    for (let k = 0; k < count; k++) {
      const angle = (2 * Math.PI * k) / count;
      const p = whole({ x: entry.x + r * Math.sin(angle), y: entry.y + r * Math.cos(angle) });
      const toHole = distance(p, hole.pin);
      if (toHole < reference || inPenaltyArea(hole, p) || isOutOfBounds(hole, p)) continue;
      // Of the points on the nearest ring, the one that adds least to the distance to the hole.
      if (toHole - reference < bestGain) {
        best = p;
        bestGain = toHole - reference;
      }
    }
    if (best) return best;
  }
  return null;
}
