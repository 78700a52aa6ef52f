import type { CourseDetail } from '@golf/contracts';
import type { HoleDefinition } from '@golf/golf';

type Hole = CourseDetail['holes'][number];

/** A hole of a course reply as the course model of packages/golf (what the hole map draws). */
export function holeDefinition(hole: Hole): HoleDefinition {
  return {
    ...(hole.geometry as unknown as Omit<HoleDefinition, 'number' | 'par' | 'strokeIndex'>),
    number: hole.number,
    par: hole.par as HoleDefinition['par'],
    strokeIndex: hole.stroke_index,
  };
}

/** The scorecard length of a hole from a tee (cm); null when the geometry has no such tee. */
export function holeLength(hole: Hole, teeingType: 10 | 20 | 30): number | null {
  const tees = (hole.geometry as { tees?: Record<string, { lengthCm?: unknown }> }).tees;
  const length = tees?.[String(teeingType)]?.lengthCm;
  return typeof length === 'number' ? length : null;
}

/** The teeing types, front to back. */
export const TEEING_TYPES = [10, 20, 30] as const;
