import {
  type Point,
  type Polygon,
  distance,
  isSimplePolygon,
  locatePoint,
  pointInPolygon,
  polylineLength,
} from './geometry';
import { type Centimetres, centimetres } from './units';

/**
 * The course model: holes with 2-D geometry in integer centimetres.
 *
 * Every hole has its own frame (see geometry.ts): the back tee is the origin,
 * +y runs forward along the first leg of the hole and +x is to the right.
 *
 * Hole length. A hole's `centreLine` holds its turning points (the dogleg
 * corners), in order of play, excluding the tee and the pin; it is empty for
 * a straight hole. The playing length from a tee is the length of the
 * polyline tee -> centreLine... -> pin (`playingLength`). Each tee's
 * `lengthCm` is the scorecard figure for that tee and must match the
 * playing length to within `LENGTH_TOLERANCE_CM`, because scorecards print
 * whole metres or yards while the geometry is stored in whole centimetres.
 * The pin stands in the middle of the green unless the course data says
 * otherwise, so this is also the usual "tee to centre of green" figure.
 */

/** Spec enumeration teeing_type. */
export const TeeingType = { front: 10, middle: 20, back: 30 } as const;
export type TeeingType = (typeof TeeingType)[keyof typeof TeeingType];
export const TEEING_TYPES: readonly TeeingType[] = [TeeingType.front, TeeingType.middle, TeeingType.back];

/** Spec enumeration surface_type. */
export const SurfaceType = { tee: 10, other: 20, green: 30, bunker: 40, fairway: 50, penalty: 60 } as const;
export type SurfaceType = (typeof SurfaceType)[keyof typeof SurfaceType];

/** Spec enumeration course_type. */
export const CourseType = { regular: 10, driving_range: 20 } as const;
export type CourseType = (typeof CourseType)[keyof typeof CourseType];

export const COURSE_CATEGORIES = ['parkland', 'heathland', 'links', 'desert', 'mountain', 'practice'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export type Par = 3 | 4 | 5 | 6;

/** A point within this distance of any tee position is on the tee (surface 10). */
export const TEE_AREA_RADIUS_CM = centimetres(500);
/** Allowed gap between a tee's scorecard length and its measured playing length. */
export const LENGTH_TOLERANCE_CM = centimetres(100);
/** Slope Rating range of the World Handicap System (113 is a course of standard difficulty). */
export const SLOPE_RATING_MIN = 55;
export const SLOPE_RATING_MAX = 155;
/**
 * Plausibility bounds for an 18-hole Course Rating, scaled by holes / 18 for
 * shorter courses. These are a sanity check on the data, not a WHS rule.
 */
export const COURSE_RATING_MIN_18 = 50;
export const COURSE_RATING_MAX_18 = 85;

export interface Tee {
  readonly position: Point;
  /** Scorecard length from this tee, in whole centimetres. */
  readonly lengthCm: Centimetres;
}

export interface HoleDefinition {
  readonly number: number;
  readonly par: Par;
  /** Handicap stroke index, 1 (hardest) to the number of holes. */
  readonly strokeIndex: number;
  readonly tees: Readonly<Record<TeeingType, Tee>>;
  readonly pin: Point;
  /** Turning points between the tees and the pin, in order of play; empty when straight. */
  readonly centreLine: readonly Point[];
  readonly fairway: readonly Polygon[];
  readonly green: Polygon;
  /** Extra target greens, used by driving ranges. They count as green surface. */
  readonly targets?: readonly Polygon[];
  readonly bunkers: readonly Polygon[];
  /** Penalty areas: water, and desert where the committee marks it as a penalty area. */
  readonly water: readonly Polygon[];
  /** Areas inside `bounds` that are out of bounds. */
  readonly outOfBounds: readonly Polygon[];
  /** The playable area of the hole; everything outside it is out of bounds. */
  readonly bounds: Polygon;
}

export interface TeeRating {
  /** WHS Course Rating, one decimal. */
  readonly courseRating: number;
  /** WHS Slope Rating, a whole number from 55 to 155. */
  readonly slopeRating: number;
}

export interface CourseDefinition {
  readonly inGameId: string;
  readonly title: string;
  readonly category: CourseCategory;
  readonly courseType: CourseType;
  /** Ratings per tee; null for a driving range, which is not rated. */
  readonly ratings: Readonly<Record<TeeingType, TeeRating>> | null;
  readonly par: number;
  readonly holes: readonly HoleDefinition[];
}

/**
 * The surface under `p`. Where areas overlap the most severe wins:
 * penalty > bunker > green (and range targets) > tee > fairway > other.
 * Area boundaries count as part of the area (see `pointInPolygon`).
 * Out of bounds is a separate question: see `isOutOfBounds`.
 */
export function surfaceAt(hole: HoleDefinition, p: Point): SurfaceType {
  if (hole.water.some((area) => pointInPolygon(p, area))) return SurfaceType.penalty;
  if (hole.bunkers.some((area) => pointInPolygon(p, area))) return SurfaceType.bunker;
  if (pointInPolygon(p, hole.green) || (hole.targets ?? []).some((area) => pointInPolygon(p, area))) {
    return SurfaceType.green;
  }
  if (TEEING_TYPES.some((t) => distance(p, hole.tees[t].position) <= TEE_AREA_RADIUS_CM)) {
    return SurfaceType.tee;
  }
  if (hole.fairway.some((area) => pointInPolygon(p, area))) return SurfaceType.fairway;
  return SurfaceType.other;
}

/**
 * Whether `p` is out of bounds: outside `bounds`, or strictly inside one of
 * the `outOfBounds` areas. The boundary line itself is in bounds, because a
 * ball is out of bounds only when all of it lies outside the boundary edge
 * (Rules of Golf 2023, Definitions, "Out of Bounds"); a ball centred on the
 * line still has part of it inside.
 */
export function isOutOfBounds(hole: HoleDefinition, p: Point): boolean {
  if (locatePoint(p, hole.bounds) === 'outside') return true;
  return hole.outOfBounds.some((area) => locatePoint(p, area) === 'inside');
}

/** Length of the polyline tee -> centreLine -> pin, in centimetres (not rounded). */
export function playingLength(hole: HoleDefinition, teeingType: TeeingType): Centimetres {
  return polylineLength([hole.tees[teeingType].position, ...hole.centreLine, hole.pin]);
}

/** Sum of the scorecard lengths of all holes from one tee. */
export function courseLength(course: CourseDefinition, teeingType: TeeingType): Centimetres {
  return course.holes.reduce((sum, hole) => sum + hole.tees[teeingType].lengthCm, 0) as Centimetres;
}

const isIntegral = (p: Point) => Number.isInteger(p.x) && Number.isInteger(p.y);
const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

function validatePolygon(label: string, polygon: Polygon, problems: string[]): void {
  if (!polygon.every(isIntegral)) problems.push(`${label} has coordinates that are not whole centimetres`);
  if (!isSimplePolygon(polygon)) problems.push(`${label} is not a simple polygon`);
}

function validateHole(hole: HoleDefinition, problems: string[]): void {
  const at = `hole ${hole.number}`;
  if (!Number.isInteger(hole.par) || hole.par < 3 || hole.par > 6) {
    problems.push(`${at}: par ${hole.par} is not 3 to 6`);
  }

  validatePolygon(`${at}: green`, hole.green, problems);
  validatePolygon(`${at}: bounds`, hole.bounds, problems);
  const groups: [string, readonly Polygon[]][] = [
    ['fairway', hole.fairway],
    ['target', hole.targets ?? []],
    ['bunker', hole.bunkers],
    ['penalty area', hole.water],
    ['out-of-bounds area', hole.outOfBounds],
  ];
  for (const [name, polygons] of groups) {
    polygons.forEach((polygon, i) => validatePolygon(`${at}: ${name} ${i + 1}`, polygon, problems));
  }

  if (!isIntegral(hole.pin) || !hole.centreLine.every(isIntegral)) {
    problems.push(`${at}: pin or centre line has coordinates that are not whole centimetres`);
  }
  if (!pointInPolygon(hole.pin, hole.green)) {
    problems.push(`${at}: the green does not contain the pin`);
  } else if (surfaceAt(hole, hole.pin) !== SurfaceType.green) {
    problems.push(`${at}: the pin lies in a bunker or penalty area`);
  }
  if (isOutOfBounds(hole, hole.pin)) problems.push(`${at}: the pin is out of bounds`);

  const back = hole.tees[TeeingType.back].position;
  if (back.x !== 0 || back.y !== 0) problems.push(`${at}: the back tee is not at the origin`);
  const firstTurn = hole.centreLine[0];

  for (const teeingType of TEEING_TYPES) {
    const tee = hole.tees[teeingType];
    const label = `${at}: tee ${teeingType}`;
    if (!isIntegral(tee.position)) problems.push(`${label} position is not in whole centimetres`);
    if (!Number.isInteger(tee.lengthCm) || tee.lengthCm <= 0) {
      problems.push(`${label} lengthCm ${tee.lengthCm} is not a positive whole number`);
      continue;
    }
    const measured = playingLength(hole, teeingType);
    if (Math.abs(tee.lengthCm - measured) > LENGTH_TOLERANCE_CM) {
      problems.push(
        `${label} lengthCm ${tee.lengthCm} differs from the measured ${Math.round(measured)} by more than ${LENGTH_TOLERANCE_CM} cm`,
      );
    }
    if (firstTurn) {
      // The tee must lie before the first turning point, seen from the back tee.
      const ahead =
        (firstTurn.x - tee.position.x) * (firstTurn.x - back.x) +
        (firstTurn.y - tee.position.y) * (firstTurn.y - back.y);
      if (ahead <= 0) problems.push(`${label} is not before the first turning point`);
    }
    if (surfaceAt(hole, tee.position) !== SurfaceType.tee) {
      problems.push(`${label} lies in a bunker, penalty area or on the green`);
    }
    if (isOutOfBounds(hole, tee.position)) problems.push(`${label} is out of bounds`);
  }
  const { [TeeingType.front]: front, [TeeingType.middle]: middle, [TeeingType.back]: backTee } = hole.tees;
  if (!(front.lengthCm <= middle.lengthCm && middle.lengthCm <= backTee.lengthCm)) {
    problems.push(`${at}: tee lengths are not ordered front <= middle <= back`);
  }
}

function validateRatings(course: CourseDefinition, problems: string[]): void {
  if (course.courseType === CourseType.driving_range) {
    if (course.ratings !== null) problems.push('a driving range has no course or slope ratings');
    return;
  }
  if (course.ratings === null) {
    problems.push('a regular course needs course and slope ratings for every tee');
    return;
  }
  const scale = course.holes.length / 18;
  const min = COURSE_RATING_MIN_18 * scale;
  const max = COURSE_RATING_MAX_18 * scale;
  for (const teeingType of TEEING_TYPES) {
    const { courseRating, slopeRating } = course.ratings[teeingType];
    if (!hasOneDecimal(courseRating) || courseRating < min || courseRating > max) {
      problems.push(
        `tee ${teeingType}: course rating ${courseRating} is not a one-decimal value from ${min} to ${max}`,
      );
    }
    if (!Number.isInteger(slopeRating) || slopeRating < SLOPE_RATING_MIN || slopeRating > SLOPE_RATING_MAX) {
      problems.push(
        `tee ${teeingType}: slope rating ${slopeRating} is not a whole number from ${SLOPE_RATING_MIN} to ${SLOPE_RATING_MAX}`,
      );
    }
  }
}

/**
 * Every problem found in `course`, as readable sentences; an empty list means
 * the course is valid. A regular course has 9 or 18 holes, a driving range one.
 */
export function validateCourse(course: CourseDefinition): string[] {
  const problems: string[] = [];
  if (course.inGameId.trim() === '') problems.push('inGameId is empty');
  if (course.title.trim() === '') problems.push('title is empty');
  if (!(COURSE_CATEGORIES as readonly string[]).includes(course.category)) {
    problems.push(`category ${course.category} is not one of ${COURSE_CATEGORIES.join(', ')}`);
  }

  const n = course.holes.length;
  if (course.courseType === CourseType.regular) {
    if (n !== 9 && n !== 18) problems.push(`a regular course has 9 or 18 holes, not ${n}`);
  } else if (course.courseType === CourseType.driving_range) {
    if (n !== 1) problems.push(`a driving range has exactly one hole, not ${n}`);
  } else {
    problems.push(`course type ${String(course.courseType)} is not 10 or 20`);
  }

  course.holes.forEach((hole, i) => {
    if (hole.number !== i + 1) problems.push(`hole at position ${i + 1} is numbered ${hole.number}`);
  });
  const indexes = course.holes.map((hole) => hole.strokeIndex).sort((a, b) => a - b);
  if (!indexes.every((value, i) => value === i + 1)) {
    problems.push(`stroke indexes are not a permutation of 1..${n}`);
  }
  const parSum = course.holes.reduce((sum, hole) => sum + hole.par, 0);
  if (parSum !== course.par) problems.push(`hole pars add up to ${parSum}, not the course par ${course.par}`);

  validateRatings(course, problems);
  for (const hole of course.holes) validateHole(hole, problems);
  return problems;
}
