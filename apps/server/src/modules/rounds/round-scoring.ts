import {
  centimetres,
  courseHandicap,
  GameMode,
  HANDICAP_ALLOWANCES,
  holeResultFromState,
  isHoledOut,
  playingHandicap,
  scoreClosestToPin,
  scoreMatchPlay,
  scoreStrokePlay,
  summariseDrivingRange,
  type HoleResult,
  type HoleState,
  type PlayerRoundInput,
  type ScoringHole,
} from '@golf/golf';
import type { StoredHoleResult } from '../../db/schema';

/** What scoring a round needs besides the players. */
export interface ScoringContext {
  round: {
    gameMode: number;
    useHcp: boolean;
    holes: number[];
    tries: number;
    /** Match play: who conceded the match, after how many decided holes (absent or null: nobody). */
    matchConcededBy?: number | null;
    matchConcededAfter?: number | null;
  };
  /** Every hole of the course (par, stroke index). */
  holes: ScoringHole[];
  /** Ratings of the tee played; undefined when the course has none (no handicap strokes). */
  tee: { courseRating: number; slopeRating: number } | undefined;
  hcpRebasing?: boolean;
}

export interface ScoredPlayer {
  userId: number;
  handicapIndex: number | null;
  scores: StoredHoleResult[];
  /** The hole in progress, counted as far as it went. */
  holeState?: HoleState | null;
  /** Closest to pin: the hole in progress and its attempts so far. */
  currentHole?: number | null;
  currentAttempts?: (number | null)[];
}

export function toHoleResult(stored: StoredHoleResult): HoleResult {
  return {
    holeNumber: stored.hole,
    strokes: stored.strokes,
    penaltyStrokes: stored.penalties,
    putts: stored.putts,
    completion: stored.completion === 'attempts' ? 'holed' : stored.completion,
  };
}

/**
 * The player's whole-number playing handicap, and the figure before its rounding: with use_hcp, the
 * WHS Course Handicap of the tee played (18-hole ratings against the course par) times the format's
 * allowance (95 % stroke play, 100 % match play); 0 without use_hcp, without a Handicap Index or
 * without ratings.
 */
function playingHandicapFor(
  context: ScoringContext,
  handicapIndex: number | null,
): Pick<PlayerRoundInput, 'playingHandicap' | 'unroundedPlayingHandicap'> {
  if (!context.round.useHcp || handicapIndex === null || !context.tee) return { playingHandicap: 0 };
  const par = context.holes.reduce((sum, hole) => sum + hole.par, 0);
  const allowance =
    context.round.gameMode === GameMode.match_play
      ? HANDICAP_ALLOWANCES.individual_match_play
      : HANDICAP_ALLOWANCES.individual_stroke_play;
  const handicap = courseHandicap({
    handicapIndex,
    slopeRating: context.tee.slopeRating,
    courseRating: context.tee.courseRating,
    par,
  });
  // Unrounded too: a rebased handicap on part of the course is scaled from it (Rule 6.1b).
  return {
    playingHandicap: playingHandicap({ courseHandicap: handicap, allowance }),
    unroundedPlayingHandicap: handicap * allowance,
  };
}

export function playerInput(context: ScoringContext, player: ScoredPlayer): PlayerRoundInput {
  const holes = player.scores.map(toHoleResult);
  if (player.holeState) holes.push(holeResultFromState(player.holeState));
  return {
    playerId: String(player.userId),
    ...playingHandicapFor(context, player.handicapIndex),
    holes,
  };
}

const roundHoles = (context: ScoringContext) => {
  const byNumber = new Map(context.holes.map((hole) => [hole.number, hole]));
  return context.round.holes.map((n) => byNumber.get(n)!).filter(Boolean);
};

export function matchPlayOptions(context: ScoringContext) {
  const { matchConcededBy, matchConcededAfter } = context.round;
  return {
    holes: roundHoles(context),
    useHandicap: context.round.useHcp,
    courseHoleCount: context.holes.length,
    hcpRebasing: context.hcpRebasing ?? false,
    ...(matchConcededBy != null && matchConcededAfter != null
      ? { concession: { concededBy: String(matchConcededBy), afterHoles: matchConcededAfter } }
      : {}),
  };
}

/** Whether the game mode scores strokes against par (stroke and match play; not closest to pin or the range). */
export const scoresAgainstPar = (gameMode: number) =>
  gameMode === GameMode.stroke_play || gameMode === GameMode.match_play;

/**
 * Whether stroke play scores each of the player's completed holes at the strokes recorded: it does
 * unless a hole was not holed out (picked up, or awarded in match play), which counts at least net
 * double bogey and so needs the course's scoring (scoredGross).
 */
export const scoredAsRecorded = (player: Pick<ScoredPlayer, 'scores'>) =>
  player.scores.every((hole) => isHoledOut(toHoleResult(hole).completion));

/**
 * A stroke or match player's gross and to-par over their completed holes as stroke play scores
 * them: a picked-up hole at net double bogey (or the strokes taken, if more), not at the strokes
 * taken before picking up. What match history shows for the round.
 */
export function scoredGross(context: ScoringContext, player: ScoredPlayer): { gross: number; toPar: number } {
  const [card] = scoreStrokePlay(roundHoles(context), [playerInput(context, { ...player, holeState: null })], {
    courseHoleCount: context.holes.length,
    hcpRebasing: context.hcpRebasing ?? false,
  }).players;
  return { gross: card!.totals.gross, toPar: card!.totals.toPar };
}

export interface RangeShot {
  userId: number;
  club: number | null;
  carry: number | null;
  totalDistance: number | null;
  azimuth: number | null;
}

/** Where the ball finished across the target line: total distance × sin(azimuth), + right. */
const lateralCm = (totalDistance: number | null, azimuth: number | null) =>
  centimetres((totalDistance ?? 0) * Math.sin(((azimuth ?? 0) * Math.PI) / 180));

/** A stored shot's distances (whole cm columns) as the golf package's club summaries take them; missing counts 0. */
export const shotDistances = (shot: Pick<RangeShot, 'carry' | 'totalDistance' | 'azimuth'>) => ({
  carryCm: centimetres(shot.carry ?? 0),
  totalDistanceCm: centimetres(shot.totalDistance ?? 0),
  lateralCm: lateralCm(shot.totalDistance, shot.azimuth),
});

/** A stored closest-to-pin attempt: whole centimetres, or null when it has no result. */
const attemptCm = (distance: number | null) => (distance === null ? null : centimetres(distance));

/** The scorecard of a round, typed by its game mode (golf package engines). */
export function roundScorecard(context: ScoringContext, players: ScoredPlayer[], shots: RangeShot[]) {
  switch (context.round.gameMode) {
    case GameMode.stroke_play:
      return {
        game_mode: GameMode.stroke_play,
        stroke_play: scoreStrokePlay(
          roundHoles(context),
          players.map((player) => playerInput(context, player)),
          {
            courseHoleCount: context.holes.length,
            hcpRebasing: context.hcpRebasing ?? false,
            rankBy: context.round.useHcp ? 'net' : 'gross',
          },
        ),
      } as const;
    case GameMode.match_play: {
      const [a, b] = players;
      if (!a || !b) return { game_mode: GameMode.match_play, match_play: null } as const;
      return {
        game_mode: GameMode.match_play,
        match_play: scoreMatchPlay({
          ...matchPlayOptions(context),
          players: [playerInput(context, a), playerInput(context, b)],
        }),
      } as const;
    }
    case GameMode.closest_to_pin:
      return {
        game_mode: GameMode.closest_to_pin,
        closest_to_pin: scoreClosestToPin({
          holes: context.round.holes,
          playerIds: players.map((player) => String(player.userId)),
          tries: context.round.tries,
          attempts: players.flatMap((player) => [
            ...player.scores.flatMap((hole) =>
              (hole.attempts ?? []).map((distanceCm) => ({
                playerId: String(player.userId),
                holeNumber: hole.hole,
                distanceCm: attemptCm(distanceCm),
              })),
            ),
            ...(player.currentHole
              ? (player.currentAttempts ?? []).map((distanceCm) => ({
                  playerId: String(player.userId),
                  holeNumber: player.currentHole!,
                  distanceCm: attemptCm(distanceCm),
                }))
              : []),
          ]),
        }),
      } as const;
    default:
      return {
        game_mode: GameMode.driving_range,
        driving_range: players.map((player) => ({
          playerId: String(player.userId),
          ...summariseDrivingRange(
            shots
              .filter((shot) => shot.userId === player.userId && shot.club !== null)
              .map((shot) => ({ club: shot.club!, ...shotDistances(shot) })),
          ),
        })),
      } as const;
  }
}
