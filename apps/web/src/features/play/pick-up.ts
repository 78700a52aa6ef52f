import { enums } from '@golf/contracts';

/**
 * Giving up a hole from the play screen. POST /rounds/{id}/concede without a user_id picks the
 * hole up: in match play that concedes the hole, in stroke play the hole is scored as picked up
 * (not completed; net double bogey, or the strokes already counted if more). The server refuses it in closest to pin and
 * on the driving range.
 */
export type PickUpAction = 'concede-hole' | 'pick-up';

export function pickUpAction(gameMode: number): PickUpAction | null {
  if (gameMode === enums.game_mode.match_play) return 'concede-hole';
  if (gameMode === enums.game_mode.stroke_play) return 'pick-up';
  return null;
}

/**
 * From how many strokes on a hole the play screen suggests picking up: double par (8 on a par 4).
 * A picked-up hole scores net double bogey, or the strokes already counted if more (README,
 * stroke play). Net double bogey would need the player's strokes received on the hole; double par
 * is at least net double bogey (par + 2 + strokes received) for playing handicaps up to 18 on a
 * par 3, 36 on a par 4 and 54 on a par 5, so from there on playing on can only add strokes.
 */
export const pickUpSuggestedFrom = (par: number): number => 2 * par;

export function suggestPickUp(gameMode: number, par: number, strokes: number): boolean {
  return pickUpAction(gameMode) !== null && strokes >= pickUpSuggestedFrom(par);
}

/** A player's strokes on the hole being played, from the last stroke's reply and the server's round state, whichever is newer (the larger). */
export function strokesOnHole(
  hole: number,
  state: { current_hole: number | null; hole_strokes: number } | undefined,
  last: { hole: number; hole_strokes: number; hole_completed: boolean } | null,
): number {
  const fromState = state?.current_hole === hole ? state.hole_strokes : 0;
  const fromLast = last && last.hole === hole && !last.hole_completed ? last.hole_strokes : 0;
  return Math.max(fromState, fromLast);
}
