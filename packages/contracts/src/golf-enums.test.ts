import { describe, expect, it } from 'vitest';
import {
  BallType,
  Club,
  CourseType,
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
 * `packages/golf` imports nothing, so it declares the numeric enumerations its
 * rules need itself. They must equal the catalogue here (spec section 3).
 */
describe('golf enumerations agree with contracts', () => {
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
  ] as const)('%s', (name, golf) => {
    expect(golf).toEqual(enums[name]);
  });
});
