import { describe, expect, it } from 'vitest';
import {
  BallType,
  Club,
  CourseType,
  Elevation,
  GameMode,
  GimmeDistance,
  NumStrokeReason,
  ScoringTerm,
  StrokeRule,
  SurfaceType,
  TeeingType,
} from '@golf/golf';
import { enums } from './enums';

/**
 * The golf rules' enumerations are declared once, in `packages/golf`; the catalogue must hold
 * those very objects, so a copy written back into contracts (which could drift) fails here.
 * Their values against the spec are checked in enums.test.ts.
 */
describe('contracts catalogue holds the golf enumerations', () => {
  it.each([
    ['game_mode', GameMode],
    ['scoring_term', ScoringTerm],
    ['num_stroke_reason', NumStrokeReason],
    ['stroke_rule', StrokeRule],
    ['surface_type', SurfaceType],
    ['teeing_type', TeeingType],
    ['course_type', CourseType],
    ['gimme_distance', GimmeDistance],
    ['club', Club],
    ['ball_type', BallType],
    ['elevation', Elevation],
  ] as const)('%s', (name, golf) => {
    expect(enums[name]).toBe(golf);
  });
});
