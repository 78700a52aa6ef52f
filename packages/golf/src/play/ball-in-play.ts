import { type HoleDefinition, SurfaceType, type TeeingType } from '../course';
import type { Point } from '../geometry';
import type { HoleState } from '../rules/hole-state';
import { GameMode } from '../scoring/hole-result';
import { positionFromDistance, teePosition } from './hole-position';

/** A ball as kept between strokes: its position is null when a stroke left it unknown. */
export interface KnownBall<Surface = number> {
  readonly position: Point | null;
  readonly surface: Surface;
}

/** Closest to pin and the driving range play every ball from the tee: the ball never moves between strokes. */
export const playsFromTee = (gameMode: number): boolean =>
  gameMode === GameMode.closest_to_pin || gameMode === GameMode.driving_range;

export interface BallInPlayInput {
  readonly hole: HoleDefinition;
  readonly teeingType: TeeingType;
  /** The round's game_mode (see playsFromTee). */
  readonly gameMode: number;
  /** The player's hole so far; null before its first stroke. */
  readonly state: HoleState | null;
  /** Where the ball lies now, as kept (its surface null when not kept). */
  readonly ball: KnownBall<number | null>;
  /** Where the last stroke on the hole was played from; null when it is not known. */
  readonly before: KnownBall | null;
  /** The stroke about to be played replaces the last one (a mulligan). */
  readonly mulligan: boolean;
}

/**
 * Where the player's next stroke is played from, and the surface it lies on: the tee at the start
 * of a hole (and always in the modes that play from it); a mulligan from where the replaced stroke
 * was played; else where the ball was kept, or, when a stroke left it unknown, placed on the line of
 * play by its distance to the hole (`positionFromDistance`).
 */
export function ballInPlay(input: BallInPlayInput): { position: Point; surface: SurfaceType } {
  const { hole, teeingType, state, ball } = input;
  const tee = { position: teePosition(hole, teeingType), surface: SurfaceType.tee };
  if (playsFromTee(input.gameMode)) return tee;
  if (input.mulligan && state?.beforeLastStroke) {
    const prior = state.beforeLastStroke;
    if (input.before?.position)
      return { position: input.before.position, surface: input.before.surface as SurfaceType };
    if (prior.strokesMade === 0) return tee;
    return { position: positionFromDistance(hole, teeingType, prior.lie.distanceToHoleCm), surface: prior.lie.surface };
  }
  if (ball.position)
    return { position: ball.position, surface: (ball.surface ?? state?.lie.surface ?? tee.surface) as SurfaceType };
  if (state && state.strokesMade > 0)
    return { position: positionFromDistance(hole, teeingType, state.lie.distanceToHoleCm), surface: state.lie.surface };
  return tee;
}
