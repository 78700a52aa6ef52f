import { type HoleDefinition, type TeeingType, TEEING_TYPES } from '../course';
import { type Point, distance, roundedDistance } from '../geometry';
import { type Centimetres, type Degrees, degrees, radiansToDegrees } from '../units';

/** Where a hole's first stroke is played from: the tee of the round's teeing_type. */
export function teePosition(hole: HoleDefinition, teeingType: TeeingType): Point {
  if (!TEEING_TYPES.includes(teeingType)) throw new RangeError(`teeing_type ${String(teeingType)} is not 10, 20 or 30`);
  return hole.tees[teeingType].position;
}

/** Straight-line distance from `p` to the pin, whole centimetres. */
export function distanceToHole(hole: HoleDefinition, p: Point): Centimetres {
  return roundedDistance(p, hole.pin);
}

/**
 * The direction from `from` to `to`, degrees clockwise from the hole's +y axis (the `heading` of
 * `holeSurfaceLookup` and `shotPointToHole`); 0 when the points coincide.
 */
export function headingTowards(from: Point, to: Point): Degrees {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return degrees(0);
  return radiansToDegrees(Math.atan2(dx, dy));
}

/**
 * A position for a ball known only by its distance to the hole (a stroke the game reported
 * without a tracer): that far back from the pin along the line of play (pin -> turning points ->
 * tee), in whole centimetres; the tee when the distance is longer than the line.
 */
export function positionFromDistance(
  hole: HoleDefinition,
  teeingType: TeeingType,
  distanceToHoleCm: Centimetres,
): Point {
  const line = [hole.pin, ...[...hole.centreLine].reverse(), teePosition(hole, teeingType)];
  let left = Math.max(0, distanceToHoleCm);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const length = distance(a, b);
    if (left <= length && length > 0) {
      const k = left / length;
      return { x: Math.round(a.x + (b.x - a.x) * k), y: Math.round(a.y + (b.y - a.y) * k) };
    }
    left -= length;
  }
  return line[line.length - 1]!;
}
