/**
 * Hole editing in the course editor (pure). Par and stroke index are editable; geometry (tees, pin,
 * polygons) is kept as loaded and never sent back, so the editor cannot damage it.
 */
import type { CourseDetail } from '@golf/contracts';

type Hole = CourseDetail['holes'][number];

/** A hole row of the form: the course's hole, par and stroke index possibly cleared. */
export type EditableHole = Pick<Hole, 'number'> & { [K in keyof Pick<Hole, 'par' | 'stroke_index'>]?: Hole[K] | null };

export const PAR_MIN = 3;
export const PAR_MAX = 6;

export type HoleProblem = { key: string; args?: Record<string, unknown> };

/**
 * Problems per hole number: a par outside 3..6, a stroke index outside 1..n, or a stroke index used
 * twice (every hole of the course needs its own rank 1..n, as the server requires).
 */
export function holeProblems(holes: readonly EditableHole[]): Map<number, HoleProblem[]> {
  const out = new Map<number, HoleProblem[]>();
  const add = (number: number, problem: HoleProblem) => out.set(number, [...(out.get(number) ?? []), problem]);
  const count = holes.length;
  const seen = new Map<number, number[]>();
  for (const hole of holes) {
    const { par, stroke_index: index } = hole;
    if (par == null || !Number.isInteger(par) || par < PAR_MIN || par > PAR_MAX)
      add(hole.number, { key: 'app.courses.par_range', args: { min: PAR_MIN, max: PAR_MAX } });
    if (index == null || !Number.isInteger(index) || index < 1 || index > count)
      add(hole.number, { key: 'app.courses.stroke_index_range', args: { max: count } });
    else seen.set(index, [...(seen.get(index) ?? []), hole.number]);
  }
  for (const [index, numbers] of seen) {
    if (numbers.length < 2) continue;
    for (const number of numbers)
      add(number, {
        key: 'app.courses.stroke_index_twice',
        args: { index, holes: numbers.filter((n) => n !== number).join(', ') },
      });
  }
  return out;
}

/**
 * The holes part of PATCH admin/courses/{id}: number, par and stroke index only, in the form's
 * order, so that the server's field errors (holes.N.number, holes.N.par) land on the form's Nth hole.
 */
export function holesPayload(holes: readonly EditableHole[]): { number: number; par: number; stroke_index: number }[] {
  return holes.map((hole) => ({ number: hole.number, par: Number(hole.par), stroke_index: Number(hole.stroke_index) }));
}

const byNumber = (holes: readonly EditableHole[]) => holesPayload(holes).sort((a, b) => a.number - b.number);

/** The course's par: the sum of the holes' pars (holes with no par yet count 0). */
export function totalPar(holes: readonly EditableHole[]): number {
  return holes.reduce((sum, hole) => sum + (Number.isInteger(hole.par) ? Number(hole.par) : 0), 0);
}

/** Whether two hole lists differ in par or stroke index (geometry is not compared: it is never edited). */
export function holesChanged(before: readonly EditableHole[], after: readonly EditableHole[]): boolean {
  return JSON.stringify(byNumber(before)) !== JSON.stringify(byNumber(after));
}

/** The fields the course PATCH takes; holes go as number/par/stroke index, and only when changed. */
export function courseSaveBody(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const { title, category, is_default, hcp_rebasing, main_image, images } = data;
  const out: Record<string, unknown> = { title, category, is_default, hcp_rebasing, main_image, images };
  const holes = (data.holes as EditableHole[] | undefined) ?? [];
  if (!previous || holesChanged((previous.holes as EditableHole[] | undefined) ?? [], holes))
    out.holes = holesPayload(holes);
  return out;
}
