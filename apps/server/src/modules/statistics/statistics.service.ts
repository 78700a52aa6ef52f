import {
  centimetres,
  NumStrokeReason,
  playerStatistics,
  StrokeRule,
  type StatisticsHole,
  type StatisticsStroke,
  type SurfaceType,
} from '@golf/golf';
import { AppError } from '../../errors/app-error';
import { MATCH_HISTORY_SIZE } from '../rounds/round-limits';
import {
  roundScorecard,
  scoredGross,
  scoresAgainstPar,
  shotDistances,
  toHoleResult,
  type ScoredPlayer,
  type ScoringContext,
} from '../rounds/round-scoring';
import { historyResult } from './history-result';
import { handicapOutcome, roundEligibility } from './round-eligibility';
import { scoringBreakdown } from './scoring-breakdown';
import type { StatisticsRepository } from './statistics.repository';

const PENALTY_REASONS = new Set<number>([
  NumStrokeReason.out_of_bounds,
  NumStrokeReason.water,
  NumStrokeReason.unplayable,
]);

/**
 * Whether a stroke record incurred a penalty: out of bounds (its reason or its stroke rule), a
 * penalty area or unplayable, or extra strokes. Its stored surface is then where the ball was
 * dropped, so statistics must not take it for where the stroke finished (no fairway hit).
 */
const penalised = (stroke: { numStrokeReason: number | null; strokeRule: number | null; extraStroke: number }) =>
  (stroke.numStrokeReason !== null && PENALTY_REASONS.has(stroke.numStrokeReason)) ||
  stroke.strokeRule === StrokeRule.out_of_bounds ||
  stroke.extraStroke > 0;

export interface StatisticsFilter {
  course_id?: number;
  from?: string;
  to?: string;
}

/**
 * A history entry's strokes and to-par: stroke and match play as stroke play scores the holes (a
 * picked-up hole at net double bogey, as on the scorecard). Closest to pin and the range have none
 * (null): their attempts and shots are no strokes against par, and their result is the position or
 * the shots hit.
 */
function historyStrokes(context: ScoringContext, player: ScoredPlayer) {
  if (scoresAgainstPar(context.round.gameMode)) {
    const { gross, toPar } = scoredGross(context, player);
    return { strokes: gross, to_par: toPar };
  }
  return { strokes: null, to_par: null };
}

/** Match history, scorecards and statistics (reads only). */
export function createStatisticsService(deps: { statistics: StatisticsRepository }) {
  const { statistics } = deps;

  /** A round's scorecard, typed by game mode; players in joining order. */
  async function scorecard(roundId: number) {
    const [{ card }, flagged] = await Promise.all([scoredRound(roundId), statistics.flaggedStrokes(roundId)]);
    return { ...card, flagged_strokes: flagged };
  }

  /** The scorecard with what it was scored from (the round, its holes and the tee's ratings). */
  async function scoredRound(roundId: number) {
    const context = await statistics.roundContext(roundId);
    if (!context) throw new AppError('rounds.unavailable');
    const { round } = context;
    const [players, shots] = await Promise.all([
      statistics.players(roundId),
      round.gameMode === 50 ? statistics.strokesOf([roundId]) : Promise.resolve([]),
    ]);
    const scoringContext = {
      round,
      holes: context.holes,
      tee: context.tee,
      hcpRebasing: context.hcpRebasing,
    };
    const card = roundScorecard(
      scoringContext,
      players.map(({ player }) => ({
        userId: player.userId,
        handicapIndex: player.handicapIndex,
        scores: player.scores,
        holeState: player.holeState,
        currentHole: player.playStatus === 10 ? (round.holes[player.holeIndex] ?? null) : null,
        currentAttempts: player.holeAttempts,
      })),
      shots.map((shot) => ({
        userId: shot.userId,
        club: shot.club,
        carry: shot.carry,
        totalDistance: shot.totalDistance,
        azimuth: shot.azimuth,
      })),
    );
    return {
      context,
      card: {
        round_id: round.id,
        round_status: round.roundStatus,
        players: players.map(({ player, displayName }) => ({
          id: String(player.userId),
          user_id: player.userId,
          display_name: displayName,
          play_status: player.playStatus,
        })),
        ...card,
      },
    };
  }

  return {
    /**
     * The latest completed rounds of the user (spec section 9: 20), each with how it ended for them
     * (position, match result or shots; from the round's scorecard) and whether it counted for
     * their Handicap Index, and if not, why.
     */
    async history(userId: number) {
      const rows = await statistics.completedRounds(userId, MATCH_HISTORY_SIZE);
      const { records, flagged, withIndex } = await statistics.handicapFacts(
        userId,
        rows.map(({ round }) => round.id),
      );
      return Promise.all(
        rows.map(async ({ round, player, courseTitle }) => {
          const { context, card } = await scoredRound(round.id);
          const eligibility = roundEligibility(round, player, {
            courseRated: Boolean(context.tee),
            flaggedStrokes: flagged.get(round.id) ?? 0,
          });
          return {
            round_id: round.id,
            title: round.title,
            game_mode: round.gameMode,
            course: { id: round.courseId, title: courseTitle },
            played_offline: round.playedOffline,
            holes_played: player.scores.length,
            ...historyStrokes(context, player),
            completed_at: (round.completedAt ?? round.updatedAt).toISOString(),
            result: historyResult(card, card.players.length, String(userId)),
            handicap: handicapOutcome(eligibility, records.get(round.id), {
              holeCount: round.holes.length,
              hadIndex: withIndex.has(round.id),
            }),
          };
        }),
      );
    },

    scorecard,

    /** Statistics over the user's stroke and match play rounds, optionally one course and a period. */
    async statistics(userId: number, filter: StatisticsFilter) {
      const rows = await statistics.playedRounds(userId, {
        courseId: filter.course_id,
        from: filter.from ? new Date(filter.from) : undefined,
        to: filter.to ? new Date(filter.to) : undefined,
      });
      const roundIds = rows.map((row) => row.round.id);
      const [strokeRows, courseHoles] = await Promise.all([
        statistics.strokesOf(roundIds, userId),
        statistics.holesOfCourses([...new Set(rows.map((row) => row.round.courseId))]),
      ]);
      const courseOf = new Map(rows.map((row) => [row.round.id, row.round.courseId]));
      const parOf = new Map(courseHoles.map((hole) => [`${hole.courseId}:${hole.number}`, hole.par]));
      const holes: StatisticsHole[] = rows.flatMap(({ round, player }) =>
        player.scores.map((score) => ({ ...toHoleResult(score), roundId: String(round.id), par: score.par })),
      );
      // Stroke number on the hole counting earlier penalty strokes: what was counted before it, plus one.
      const countedSoFar = new Map<string, number>();
      const strokesForStats: StatisticsStroke[] = [];
      for (const stroke of strokeRows) {
        const key = `${stroke.roundId}:${stroke.hole}`;
        const before = countedSoFar.get(key) ?? 0;
        countedSoFar.set(key, before + stroke.counted);
        if (stroke.numStrokeReason === 10 || stroke.club === null || stroke.surfaceBefore === null) continue;
        strokesForStats.push({
          roundId: String(stroke.roundId),
          holeNumber: stroke.hole,
          par: parOf.get(`${courseOf.get(stroke.roundId)}:${stroke.hole}`) ?? 4,
          strokeNumber: before + 1,
          club: stroke.club,
          surfaceBefore: stroke.surfaceBefore as SurfaceType,
          surfaceAfter: (stroke.holeCompleted ? 30 : (stroke.surfaceType ?? 20)) as SurfaceType,
          distanceToHoleBeforeCm: centimetres(stroke.distanceBefore ?? 0),
          ...shotDistances(stroke),
          holed: stroke.holeCompleted && stroke.numStrokeReason !== 40,
          penalised: penalised(stroke),
        });
      }
      const result = playerStatistics({ holes, strokes: strokesForStats });
      return { ...result, clubs: [...result.clubs], scoring: scoringBreakdown(holes) };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
