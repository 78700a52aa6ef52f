import { enums } from '@golf/contracts';
import { ballInPlay, playsFromTee, SurfaceType, type HoleDefinition, type TeeingType } from '@golf/golf';
import { AppError } from '../../errors/app-error';
import type { RoundPlayerRow, RoundRow, RoundsRepository } from './rounds.repository';

const { play_status: playStatus } = enums;

export interface RoundStateDeps {
  rounds: Pick<RoundsRepository, 'findRound' | 'players' | 'holeDefinition' | 'strokesOnHole' | 'flaggedStrokes'>;
}

/** Where a player's next stroke on `hole` is played from (golf's ballInPlay), from their row and their round. */
export function ballOfPlayer(
  round: Pick<RoundRow, 'tee' | 'gameMode'>,
  player: Pick<RoundPlayerRow, 'holeState' | 'ballPosition' | 'ballSurface' | 'ballBefore'>,
  hole: HoleDefinition,
  mulligan: boolean,
) {
  return ballInPlay({
    hole,
    teeingType: round.tee as TeeingType,
    gameMode: round.gameMode,
    state: player.holeState,
    ball: { position: player.ballPosition, surface: player.ballSurface },
    before: player.ballBefore,
    mulligan,
  });
}

/** GET /rounds/{id}/state: the round's play state, enough for a client to redraw every player's hole. */
export function createRoundState({ rounds }: RoundStateDeps) {
  /**
   * Where a player's ball is now: the stored position, else (and always in the modes that play
   * every ball from the tee) where ballInPlay puts it on their hole; null when they play no hole.
   */
  async function ballNow(round: RoundRow, player: RoundPlayerRow) {
    const number = round.holes[player.holeIndex];
    if (player.playStatus !== playStatus.ongoing || number === undefined) return null;
    if (player.ballPosition && !playsFromTee(round.gameMode))
      return { position: player.ballPosition, surface: player.ballSurface ?? SurfaceType.tee };
    const hole = await rounds.holeDefinition(round.courseId, number);
    if (!hole) return null;
    return ballOfPlayer(round, player, hole, false);
  }

  /**
   * Per player the current hole, strokes on it (with tracers), the ball and its surface; and every
   * stroke shot integrity flagged, with its reason.
   */
  return async function state(roundId: number) {
    const round = await rounds.findRound(roundId);
    if (!round) throw new AppError('rounds.unavailable');
    const [players, flagged] = await Promise.all([rounds.players(roundId), rounds.flaggedStrokes(roundId)]);
    return {
      round_id: round.id,
      game_mode: round.gameMode,
      tee: round.tee,
      holes: round.holes,
      round_status: round.roundStatus,
      play_status: round.playStatus,
      players: await Promise.all(
        players.map(async ({ player, displayName }) => {
          const ongoing = player.playStatus === playStatus.ongoing;
          const hole = ongoing ? (round.holes[player.holeIndex] ?? null) : null;
          const strokes = hole === null ? [] : await rounds.strokesOnHole(roundId, player.userId, hole);
          return {
            user_id: player.userId,
            display_name: displayName,
            play_status: player.playStatus,
            current_hole: hole,
            hole_strokes: player.holeState?.strokes ?? player.holeAttempts.length,
            holes_completed: player.scores.length,
            ball: await ballNow(round, player),
            strokes: strokes.map((stroke) => ({
              stroke_id: stroke.id,
              id: stroke.clientId,
              stroke_number: stroke.strokeNumber,
              counted: stroke.counted,
              club: stroke.club,
              carry: stroke.carry,
              total_distance: stroke.totalDistance,
              distance_to_hole: stroke.distanceToHole,
              surface_type: stroke.surfaceType,
              num_stroke_reason: stroke.numStrokeReason,
              hole_completed: stroke.holeCompleted,
              is_mulligan: stroke.isMulligan,
              ball_path: stroke.ballPath ?? null,
              aim_at_launch: stroke.aimAtLaunch ?? null,
              flag_reason: stroke.flagReason,
            })),
          };
        }),
      ),
      flagged_strokes: flagged,
    };
  };
}
