import type { Point } from '@golf/golf';
import { modeUses } from '../rounds/round-form';

/** The ball as the play screen holds it: where it lies and where its last stroke was played from. */
export interface MulliganBall {
  hole: number;
  position: Point;
  previous: Point | null;
}

/** A tracer on the map: whose shot, on which hole. */
export interface MulliganShot {
  userId: number;
  hole: number;
}

/**
 * An armed mulligan, with what arming it changed on the screen: the ball the screen held before
 * (null when it showed the server's) and my replaced shot's tracer with its place in the list.
 */
export interface ArmedMulligan<Ball extends MulliganBall, Shot extends MulliganShot> {
  played: Ball | null;
  shot: { index: number; record: Shot } | null;
}

/**
 * Whether the play screen offers mulligans in a round: the round gives some and its mode takes them.
 * The server refuses every mulligan in closest to pin and on the range (strokes.mulligan_not_possible),
 * whatever the round's `mulligans` says.
 */
export function mulligansOffered(round: { mulligans?: number | null; game_mode: number }): boolean {
  return (round.mulligans ?? 0) > 0 && modeUses(round.game_mode).mulligans;
}

/**
 * The Mulligan button: arms a mulligan when one is left and there is a stroke to replace here, and
 * takes an armed one back (the player changed their mind) while no shot is in the air.
 */
export function mulliganButton(state: { armed: boolean; left: number; hasStrokeHere: boolean; flying: boolean }): {
  action: 'arm' | 'disarm';
  enabled: boolean;
} {
  if (state.armed) return { action: 'disarm', enabled: !state.flying };
  return { action: 'arm', enabled: state.left > 0 && state.hasStrokeHere && !state.flying };
}

/**
 * Arms a mulligan: the ball goes back to where the replaced stroke was played (when this screen
 * knows it) and my last tracer on the hole goes. Returns the new screen state and how to undo it.
 */
export function armMulligan<Ball extends MulliganBall, Shot extends MulliganShot>(
  played: Ball | null,
  ball: Ball,
  shots: readonly Shot[],
  meId: number,
): { played: Ball | null; shots: Shot[]; armed: ArmedMulligan<Ball, Shot> } {
  const index = shots.map((s) => s.userId === meId && s.hole === ball.hole).lastIndexOf(true);
  return {
    played: ball.previous ? { ...ball, position: ball.previous, previous: null } : played,
    shots: index < 0 ? [...shots] : [...shots.slice(0, index), ...shots.slice(index + 1)],
    armed: { played, shot: index < 0 ? null : { index, record: shots[index]! } },
  };
}

/**
 * Takes an armed mulligan back (the player's choice, or the server refused the swing): the ball lies
 * where it did before and the replaced shot's tracer returns to its place.
 */
export function disarmMulligan<Ball extends MulliganBall, Shot extends MulliganShot>(
  armed: ArmedMulligan<Ball, Shot>,
  shots: readonly Shot[],
): { played: Ball | null; shots: Shot[] } {
  if (!armed.shot) return { played: armed.played, shots: [...shots] };
  const { index, record } = armed.shot;
  return { played: armed.played, shots: [...shots.slice(0, index), record, ...shots.slice(index)] };
}
