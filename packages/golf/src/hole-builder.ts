import { type HoleDefinition, type Par, TEEING_TYPES, type TeeingType, TeeingType as Tees } from './course';
import type { Point, Polygon } from './geometry';
import { type Centimetres, type Degrees, centimetres, degreesToRadians } from './units';

/**
 * Builds a full `HoleDefinition` from a compact description, so course data
 * can be written as a scorecard plus a few hazards. Deterministic: the same
 * spec always gives the same polygons.
 *
 * All distances in a spec are metres, as plain numbers named with an `M`:
 * course data is written by hand, and the result carries the units.
 * Positions along the hole ("atM", "fromM", "distanceM") are measured along
 * the centre line from the back tee, and lateral offsets are measured square
 * to the centre line. The result uses the per-hole frame of geometry.ts
 * (back tee at the origin, +y forward along the first leg, +x to the right),
 * in whole centimetres.
 *
 * Shapes:
 * - the centre line runs back tee -> dogleg corner (if any) -> pin; every tee
 *   sits on it, (back length - tee length) in front of the back tee, so each
 *   tee's playing length equals its scorecard length;
 * - fairway: a corridor of constant width along the centre line, ending just
 *   inside the green;
 * - green: a 16-point ellipse centred on the pin, a little longer than wide,
 *   aligned with the last leg;
 * - bunkers and greenside ponds: ellipses (10 and 12 points);
 * - crossing water: a band across the whole hole; lateral water: a strip
 *   parallel to the fairway;
 * - bounds: a corridor `roughWidthM` wider than the fairway on each side,
 *   from 25 m behind the back tee to 35 m beyond the pin;
 * - out of bounds: a strip from a lateral offset to beyond the bounds.
 */

export type Side = 'left' | 'right';
export type GreenSide = 'front' | 'back' | 'left' | 'right' | 'front-left' | 'front-right' | 'back-left' | 'back-right';

export interface DoglegSpec {
  readonly direction: Side;
  /** How far the line of play turns at the corner, 1 to 75 degrees. */
  readonly angleDeg: number;
  /** Corner position from the back tee; defaults to 60% of the back length, at most 250 m. */
  readonly atM?: number;
}

export type BunkerSpec =
  | {
      readonly at: 'fairway';
      /** Beside the fairway (cutting 2 m into it) or across its middle. */
      readonly side: Side | 'centre';
      readonly distanceM: number;
      readonly lengthM?: number;
      readonly widthM?: number;
    }
  | { readonly at: 'green'; readonly side: GreenSide; readonly sizeM?: number };

export type WaterSpec =
  /** A band across the whole hole between two distances. */
  | { readonly kind: 'crossing'; readonly fromM: number; readonly toM: number }
  /** A strip beside the fairway; gapM is the strip of rough between them (default 5 m). */
  | {
      readonly kind: 'beside';
      readonly side: Side;
      readonly fromM: number;
      readonly toM: number;
      readonly widthM: number;
      readonly gapM?: number;
    }
  /** A pond next to the green. */
  | { readonly kind: 'green'; readonly side: GreenSide; readonly sizeM?: number };

export interface OutOfBoundsSpec {
  readonly side: Side;
  /** Lateral distance from the centre line to the out-of-bounds line. */
  readonly offsetM: number;
}

/** A round target green (driving ranges). */
export interface TargetSpec {
  readonly atM: number;
  readonly radiusM: number;
  /** Lateral offset of the target's centre, positive to the right. */
  readonly offsetM?: number;
}

export interface HoleSpec {
  readonly number: number;
  readonly par: Par;
  readonly strokeIndex: number;
  /** Scorecard lengths per teeing type, in metres. */
  readonly lengthsM: Readonly<Record<TeeingType, number>>;
  readonly dogleg?: DoglegSpec;
  /** Default 32 m (par 4 and longer), 24 m (par 3). */
  readonly fairwayWidthM?: number;
  /** Where the fairway starts; default 40 m past the front tee (par 3: an apron before the green). */
  readonly fairwayFromM?: number;
  /** Default 14 m. */
  readonly greenRadiusM?: number;
  /** Playable rough beyond each fairway edge; default 40 m. */
  readonly roughWidthM?: number;
  readonly bunkers?: readonly BunkerSpec[];
  readonly water?: readonly WaterSpec[];
  readonly outOfBounds?: readonly OutOfBoundsSpec[];
  readonly targets?: readonly TargetSpec[];
}

const CM = 100;
const BOUNDS_BEHIND_TEE_M = 25;
const BOUNDS_BEYOND_PIN_M = 35;

interface Vec {
  x: number;
  y: number;
}

const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
const length = (a: Vec): number => Math.hypot(a.x, a.y);
const unit = (a: Vec): Vec => scale(a, 1 / length(a));
/** The normal pointing to the right of direction d (in this frame +x is right of +y). */
const rightOf = (d: Vec): Vec => ({ x: d.y, y: -d.x });
const round = (a: Vec): Point => ({ x: Math.round(a.x), y: Math.round(a.y) });

function withoutRepeats(points: Point[]): Point[] {
  const out = points.filter((p, i) => {
    const prev = points[i - 1];
    return !prev || prev.x !== p.x || prev.y !== p.y;
  });
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first.x === last.x && first.y === last.y) out.pop();
  return out;
}

/** Cumulative arc lengths of a polyline's vertices. */
function stations(line: readonly Vec[]): number[] {
  const s = [0];
  for (let i = 1; i < line.length; i++) s.push(s[i - 1]! + length(sub(line[i]!, line[i - 1]!)));
  return s;
}

/** Point and unit direction at arc length s, extending the first and last legs beyond the ends. */
function along(line: readonly Vec[], s: number): { p: Vec; dir: Vec } {
  const st = stations(line);
  let i = 0;
  while (i < line.length - 2 && s > st[i + 1]!) i++;
  const a = line[i]!;
  const dir = unit(sub(line[i + 1]!, a));
  return { p: add(a, scale(dir, s - st[i]!)), dir };
}

/** The part of the polyline between arc lengths from and to (from < to). */
function section(line: readonly Vec[], from: number, to: number): Vec[] {
  const st = stations(line);
  const inner = line.filter((_, i) => st[i]! > from && st[i]! < to);
  return [along(line, from).p, ...inner, along(line, to).p];
}

/** Offsets a polyline sideways (positive = right), mitring the corners. */
function offsetLine(line: readonly Vec[], offset: number): Vec[] {
  return line.map((v, i) => {
    const before = i > 0 ? rightOf(unit(sub(v, line[i - 1]!))) : undefined;
    const after = i < line.length - 1 ? rightOf(unit(sub(line[i + 1]!, v))) : undefined;
    if (before && after) {
      const mitre = unit(add(before, after));
      return add(v, scale(mitre, offset / dot(mitre, before)));
    }
    return add(v, scale((before ?? after)!, offset));
  });
}

/** The strip between two lateral offsets along a section of the centre line. */
function band(line: readonly Vec[], from: number, to: number, offsetA: number, offsetB: number): Polygon {
  const part = section(line, from, to);
  return withoutRepeats([...offsetLine(part, offsetA), ...offsetLine(part, offsetB).reverse()].map(round));
}

/** An ellipse with `n` vertices; `along` is the semi-axis in direction `dir`. */
function ellipse(centre: Vec, dir: Vec, alongAxis: number, across: number, n: number): Polygon {
  const right = rightOf(dir);
  const points: Point[] = [];
  for (let k = 0; k < n; k++) {
    const t = (2 * Math.PI * k) / n;
    points.push(round(add(centre, add(scale(dir, alongAxis * Math.cos(t)), scale(right, across * Math.sin(t))))));
  }
  return withoutRepeats(points);
}

const GREEN_SIDE: Readonly<Record<GreenSide, readonly [forward: number, right: number]>> = {
  front: [-1, 0],
  back: [1, 0],
  left: [0, -1],
  right: [0, 1],
  'front-left': [-Math.SQRT1_2, -Math.SQRT1_2],
  'front-right': [-Math.SQRT1_2, Math.SQRT1_2],
  'back-left': [Math.SQRT1_2, -Math.SQRT1_2],
  'back-right': [Math.SQRT1_2, Math.SQRT1_2],
};

/** An ellipse just outside the green on one side, its long axis wrapping around the green. */
function besideGreen(
  pin: Vec,
  dir: Vec,
  green: { along: number; across: number },
  side: GreenSide,
  radial: number,
  tangential: number,
  gap: number,
): Polygon {
  const [f, r] = GREEN_SIDE[side];
  const outward = add(scale(dir, f), scale(rightOf(dir), r));
  // Distance from the centre of the green to its elliptical edge in that direction.
  const edge = (green.along * green.across) / Math.hypot(green.across * f, green.along * r);
  const centre = add(pin, scale(outward, edge + gap + radial));
  return ellipse(centre, outward, radial, tangential, 12);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

export function buildHole(spec: HoleSpec): HoleDefinition {
  const backM = spec.lengthsM[Tees.back];
  check(backM > 0, `hole ${spec.number}: the back tee length must be positive`);
  for (const t of TEEING_TYPES) {
    check(
      spec.lengthsM[t] > 0 && spec.lengthsM[t] <= backM,
      `hole ${spec.number}: tee ${t} length must be positive and at most the back tee's`,
    );
  }
  const total = backM * CM;

  // Centre line: back tee at the origin, +y forward, optional corner, pin.
  const line: Vec[] = [{ x: 0, y: 0 }];
  if (spec.dogleg) {
    const { direction, angleDeg } = spec.dogleg;
    const atM = spec.dogleg.atM ?? Math.min(250, Math.round(backM * 0.6));
    check(angleDeg >= 1 && angleDeg <= 75, `hole ${spec.number}: dogleg angle must be 1 to 75 degrees`);
    check(atM > 0 && atM < backM, `hole ${spec.number}: dogleg corner must lie between the back tee and the pin`);
    const turn = degreesToRadians((direction === 'right' ? angleDeg : -angleDeg) as Degrees);
    const corner = { x: 0, y: atM * CM };
    line.push(corner, round(add(corner, scale({ x: Math.sin(turn), y: Math.cos(turn) }, total - atM * CM))));
  } else {
    line.push({ x: 0, y: total });
  }
  const pin = round(line[line.length - 1]!);
  line[line.length - 1] = pin;
  const end = stations(line)[line.length - 1]!;
  const lastDir = along(line, end).dir;

  const tees = Object.fromEntries(
    TEEING_TYPES.map((t) => [
      t,
      { position: round(along(line, (backM - spec.lengthsM[t]) * CM).p), lengthCm: centimetres(spec.lengthsM[t] * CM) },
    ]),
  ) as Record<TeeingType, { position: Point; lengthCm: Centimetres }>;

  const frontS = (backM - spec.lengthsM[Tees.front]) * CM;
  const greenRadius = (spec.greenRadiusM ?? 14) * CM;
  const greenAxes = { along: greenRadius * 1.1, across: greenRadius * 0.9 };
  const green = ellipse(pin, lastDir, greenAxes.along, greenAxes.across, 16);

  const fairwayWidth = (spec.fairwayWidthM ?? (spec.par === 3 ? 24 : 32)) * CM;
  const halfFairway = fairwayWidth / 2;
  const fairwayFrom =
    spec.fairwayFromM !== undefined
      ? spec.fairwayFromM * CM
      : spec.par === 3
        ? Math.max(frontS + 10 * CM, end - greenRadius - 25 * CM)
        : Math.min(frontS + 40 * CM, end - greenRadius - 50 * CM);
  const fairwayTo = end - greenRadius / 2;
  const fairway = fairwayFrom < fairwayTo ? [band(line, fairwayFrom, fairwayTo, -halfFairway, halfFairway)] : [];

  const halfBounds = halfFairway + (spec.roughWidthM ?? 40) * CM;
  const boundsFrom = -BOUNDS_BEHIND_TEE_M * CM;
  const boundsTo = end + BOUNDS_BEYOND_PIN_M * CM;
  const bounds = band(line, boundsFrom, boundsTo, -halfBounds, halfBounds);

  const sign = (side: Side | 'centre') => (side === 'left' ? -1 : side === 'right' ? 1 : 0);

  const bunkers = (spec.bunkers ?? []).map((b): Polygon => {
    if (b.at === 'green') {
      const size = (b.sizeM ?? 16) * CM;
      return besideGreen(pin, lastDir, greenAxes, b.side, size * 0.2, size * 0.5, 1.5 * CM);
    }
    const len = (b.lengthM ?? 20) * CM;
    const width = (b.widthM ?? 10) * CM;
    const { p, dir } = along(line, b.distanceM * CM);
    const lateral = sign(b.side) * (halfFairway + width / 2 - 2 * CM);
    return ellipse(add(p, scale(rightOf(dir), lateral)), dir, len / 2, width / 2, 10);
  });

  const water = (spec.water ?? []).map((w): Polygon => {
    switch (w.kind) {
      case 'crossing': {
        const reach = halfBounds + 20 * CM;
        return band(line, w.fromM * CM, w.toM * CM, -reach, reach);
      }
      case 'beside': {
        const inner = halfFairway + (w.gapM ?? 5) * CM;
        const outer = inner + w.widthM * CM;
        const s = sign(w.side);
        return band(line, w.fromM * CM, w.toM * CM, s * inner, s * outer);
      }
      case 'green': {
        const size = (w.sizeM ?? 30) * CM;
        return besideGreen(pin, lastDir, greenAxes, w.side, size * 0.35, size * 0.6, 3 * CM);
      }
    }
  });

  const outOfBounds = (spec.outOfBounds ?? []).map((o): Polygon => {
    const s = sign(o.side);
    return band(line, boundsFrom - 10 * CM, boundsTo + 10 * CM, s * o.offsetM * CM, s * (halfBounds + 30 * CM));
  });

  const targets = spec.targets?.map((t): Polygon => {
    const { p, dir } = along(line, t.atM * CM);
    return ellipse(add(p, scale(rightOf(dir), (t.offsetM ?? 0) * CM)), dir, t.radiusM * CM, t.radiusM * CM, 16);
  });

  return {
    number: spec.number,
    par: spec.par,
    strokeIndex: spec.strokeIndex,
    tees,
    pin,
    centreLine: line.slice(1, -1).map(round),
    fairway,
    green,
    ...(targets ? { targets } : {}),
    bunkers,
    water,
    outOfBounds,
    bounds,
  };
}
