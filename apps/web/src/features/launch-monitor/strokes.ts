import type { StrokeRecorded } from '@golf/contracts';

/**
 * Where a `round.stroke-recorded` event came from, as the in-round screen sees it: a stroke this
 * screen posted itself (already animated from the POST reply), another stroke of the same player
 * (a launch monitor, or another of the player's screens) or another player's stroke.
 */
export type StrokeSource = 'posted-here' | 'own-elsewhere' | 'other-player';

export function strokeSource(
  event: Pick<StrokeRecorded, 'user_id'> & Partial<Pick<StrokeRecorded, 'id'>>,
  meId: number,
  postedHere: ReadonlySet<string>,
): StrokeSource {
  if (event.user_id !== meId) return 'other-player';
  return event.id !== undefined && postedHere.has(event.id) ? 'posted-here' : 'own-elsewhere';
}
