import { type Centimetres, centimetres } from './units';

/**
 * Plane geometry for course layouts.
 *
 * Coordinates are integer centimetres in a per-hole frame:
 * - the origin is the back tee (teeing type 30) of the hole;
 * - +y points forward, from the back tee along the first leg of the hole's
 *   centre line (straight at the pin on a hole without a dogleg);
 * - +x points to the right of a player standing on the back tee facing +y.
 *
 * So a point with negative x is left of the line of play, and on a dogleg
 * right the pin has a positive x. The functions here do not depend on that
 * convention; it is documented here because every course file uses it.
 *
 * Keeping coordinates integral makes the boundary tests in `locatePoint`
 * exact (every product stays far below 2^53). Coordinates stay plain numbers,
 * not `Centimetres`: they are positions, and the products and areas taken from
 * them are not lengths; distances between points are branded.
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A simple polygon given by its vertices in order (either winding). It is
 * closed implicitly: the last vertex joins the first, so the first vertex is
 * not repeated.
 */
export type Polygon = readonly Point[];

export type Containment = 'inside' | 'boundary' | 'outside';

export function point(x: number, y: number): Point {
  return { x, y };
}

/** Straight-line distance between two points, in centimetres (not rounded). */
export function distance(a: Point, b: Point): Centimetres {
  return Math.hypot(b.x - a.x, b.y - a.y) as Centimetres;
}

/** Rounded straight-line distance, in whole centimetres. */
export function roundedDistance(a: Point, b: Point): Centimetres {
  return centimetres(Math.hypot(b.x - a.x, b.y - a.y));
}

/** Length of the polyline through `points` in order (0 for fewer than two points). */
export function polylineLength(points: readonly Point[]): Centimetres {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    total += distance(points[i - 1]!, points[i]!);
  }
  return total as Centimetres;
}

/** z-component of (b - a) x (c - a): > 0 when c is left of a->b (counter-clockwise). */
function cross(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    cross(a, b, p) === 0 &&
    p.x >= Math.min(a.x, b.x) &&
    p.x <= Math.max(a.x, b.x) &&
    p.y >= Math.min(a.y, b.y) &&
    p.y <= Math.max(a.y, b.y)
  );
}

/**
 * Where `p` lies relative to `polygon`, by ray casting (a ray towards +x,
 * counting the edges it crosses). A point on an edge or a vertex is reported
 * as 'boundary' before any ray is cast, so the usual half-open edge rule is
 * only needed for points that are strictly inside or outside: an edge counts
 * when exactly one of its end points lies strictly above `p`, which handles
 * rays that pass through vertices and horizontal edges correctly.
 */
export function locatePoint(p: Point, polygon: Polygon): Containment {
  const n = polygon.length;
  if (n === 0) return 'outside';
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    if (onSegment(p, a, b)) return 'boundary';
    if (a.y > p.y !== b.y > p.y) {
      // Sign test instead of computing the crossing x: exact for integers.
      const c = cross(a, b, p);
      if (b.y > a.y ? c > 0 : c < 0) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/**
 * Whether `p` lies in the closed polygon: points on the boundary count as
 * inside. This matches how the Rules of Golf (2023) treat areas a ball can
 * touch: a ball is in a bunker or a penalty area when any part of it touches
 * the area (Definitions, "Bunker" and "Penalty Area"). Use `locatePoint` when
 * the boundary needs different treatment (out of bounds does).
 */
export function pointInPolygon(p: Point, polygon: Polygon): boolean {
  return locatePoint(p, polygon) !== 'outside';
}

/** Unsigned area by the shoelace formula, in square centimetres. */
export function polygonArea(polygon: Polygon): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

function segmentsTouch(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/**
 * True when the polygon has at least three vertices, no repeated consecutive
 * vertex, no edge that folds back onto its neighbour, and no two
 * non-neighbouring edges that touch or cross.
 */
export function isSimplePolygon(polygon: Polygon): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  const edge = (i: number): [Point, Point] => [polygon[i % n]!, polygon[(i + 1) % n]!];
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    if (a.x === b.x && a.y === b.y) return false;
    const c = polygon[(i + 2) % n]!;
    // Neighbouring edges a-b and b-c share b; they must not run back over each other.
    if (cross(a, b, c) === 0 && (a.x - b.x) * (c.x - b.x) + (a.y - b.y) * (c.y - b.y) > 0) {
      return false;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // first and last edges are neighbours
      const [a, b] = edge(i);
      const [c, d] = edge(j);
      if (segmentsTouch(a, b, c, d)) return false;
    }
  }
  return polygonArea(polygon) > 0;
}
