import { buildHole, type Point } from '@golf/golf';
import type { LaunchResult, PathPoint, StrokeOutcome } from '../api';

/** Shared fixtures of the play screen's unit tests: the API's replies, filled in only where a test reads them. */

export const ME = 7;
export const RIVAL = 9;

export const PAR_4 = buildHole({ number: 1, par: 4, strokeIndex: 1, lengthsM: { 10: 330, 20: 360, 30: 400 } });
export const PAR_3 = buildHole({ number: 2, par: 3, strokeIndex: 2, lengthsM: { 10: 130, 20: 150, 30: 170 } });
export const HOLES = new Map([
  [PAR_4.number, PAR_4],
  [PAR_3.number, PAR_3],
]);

export const path = (...points: Point[]): PathPoint[] => points.map((p) => ({ ...p, z: 0 }));

export function outcome(fields: Partial<StrokeOutcome> = {}): StrokeOutcome {
  return {
    id: 'stroke-1',
    user_id: ME,
    hole: 1,
    stroke_number: 1,
    hole_strokes: 1,
    hole_completed: false,
    completion: null,
    next_hole: null,
    play_status: 10,
    round_status: 10,
    mulligans_left: 0,
    ...fields,
  } as StrokeOutcome;
}

export function launchResult(
  stroke: Partial<StrokeOutcome> = {},
  shot: Partial<LaunchResult['shot']> = {},
): LaunchResult {
  const rest = { x: 120, y: 21_000 };
  return {
    stroke: outcome(stroke),
    shot: {
      penalty: null,
      rest,
      next_position: rest,
      ball_path: path({ x: 0, y: 0 }, rest),
      ...shot,
    } as LaunchResult['shot'],
  };
}
