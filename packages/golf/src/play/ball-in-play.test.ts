import { describe, expect, it } from 'vitest';
import { SurfaceType, TeeingType } from '../course';
import { centimetres } from '../units';
import { buildHole } from '../hole-builder';
import { startHole, type HoleState } from '../rules/hole-state';
import { GameMode } from '../scoring/hole-result';
import { ballInPlay, type BallInPlayInput } from './ball-in-play';
import { positionFromDistance, teePosition } from './hole-position';

const hole = buildHole({ number: 1, par: 4, strokeIndex: 1, lengthsM: { 10: 320, 20: 360, 30: 400 } });
const teeingType = TeeingType.middle;
const tee = { position: teePosition(hole, teeingType), surface: SurfaceType.tee };
const start = startHole({ holeNumber: 1, par: 4, lengthCm: hole.tees[teeingType].lengthCm, mulligansUsedInRound: 0 });
/** A hole after one stroke to 15,000 cm on the fairway, the stroke before it being the tee shot. */
const afterDrive: HoleState = {
  ...start,
  strokes: 1,
  strokesMade: 1,
  lie: { surface: SurfaceType.fairway, distanceToHoleCm: centimetres(15_000) },
  beforeLastStroke: start,
};
/** After a second stroke to 900 cm on the green. */
const afterApproach: HoleState = {
  ...afterDrive,
  strokes: 2,
  strokesMade: 2,
  lie: { surface: SurfaceType.green, distanceToHoleCm: centimetres(900) },
  beforeLastStroke: afterDrive,
};
const kept = { position: { x: 120, y: 25_000 }, surface: SurfaceType.fairway };
const unknown = { position: null, surface: null };

const base: BallInPlayInput = {
  hole,
  teeingType,
  gameMode: GameMode.stroke_play,
  state: null,
  ball: unknown,
  before: null,
  mulligan: false,
};

describe('ballInPlay', () => {
  it.each<[string, Partial<BallInPlayInput>, ReturnType<typeof ballInPlay>]>([
    ['the tee before the first stroke', {}, tee],
    [
      'the tee in the modes that play every ball from it',
      { gameMode: GameMode.closest_to_pin, state: afterDrive, ball: kept },
      tee,
    ],
    ['where the ball was kept', { state: afterDrive, ball: kept }, kept],
    [
      "the hole state's lie when the kept ball has no surface",
      { state: afterDrive, ball: { position: kept.position, surface: null } },
      { position: kept.position, surface: SurfaceType.fairway },
    ],
    [
      'placed by its distance to the hole when a stroke left it unknown',
      { state: afterDrive },
      { position: positionFromDistance(hole, teeingType, centimetres(15_000)), surface: SurfaceType.fairway },
    ],
    [
      'a mulligan: from where the replaced stroke was played, as kept',
      {
        mulligan: true,
        state: afterApproach,
        ball: kept,
        before: { position: { x: 0, y: 20_000 }, surface: SurfaceType.bunker },
      },
      { position: { x: 0, y: 20_000 }, surface: SurfaceType.bunker },
    ],
    [
      'a mulligan of a tee shot without a kept spot: the tee',
      { mulligan: true, state: afterDrive, ball: kept, before: { position: null, surface: SurfaceType.tee } },
      tee,
    ],
    [
      'a mulligan without a kept spot: placed by the replaced stroke’s distance to the hole',
      { mulligan: true, state: afterApproach, ball: kept },
      { position: positionFromDistance(hole, teeingType, centimetres(15_000)), surface: SurfaceType.fairway },
    ],
    [
      'a mulligan with nothing to replace is played as the next stroke',
      { mulligan: true, state: start, ball: kept },
      kept,
    ],
    ['the tee on the driving range', { gameMode: GameMode.driving_range, state: afterDrive, ball: kept }, tee],
  ])('%s', (_, given, expected) => {
    expect(ballInPlay({ ...base, ...given })).toEqual(expected);
  });
});
