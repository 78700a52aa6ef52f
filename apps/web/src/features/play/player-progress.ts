import { enums } from '@golf/contracts';
import type { RoundPlayer, RoundState } from './api';

/** What the players panel says of a player's progress; null says nothing. */
export type PlayerProgress = { kind: 'finished' } | { kind: 'hole'; hole: number } | { kind: 'shots'; count: number };

/**
 * A player's progress in the players panel. A driving-range session has no holes (its one stored hole
 * is only where the balls fly), so it counts the shots hit, from the round state once it is read.
 */
export function playerProgress(
  gameMode: number,
  player: Pick<RoundPlayer, 'user_id' | 'play_status' | 'current_hole'>,
  roundState: Pick<RoundState, 'players'> | undefined,
): PlayerProgress | null {
  if (player.play_status === enums.play_status.round_completed) return { kind: 'finished' };
  if (!player.current_hole) return null;
  if (gameMode !== enums.game_mode.driving_range) return { kind: 'hole', hole: player.current_hole };
  const fromServer = roundState?.players.find((p) => p.user_id === player.user_id);
  return fromServer ? { kind: 'shots', count: fromServer.hole_strokes } : null;
}
