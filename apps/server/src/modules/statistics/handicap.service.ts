import {
  adjustedGrossScore,
  allocateHandicapStrokes,
  courseHandicap,
  handicapIndex,
  isHoledOut,
  nineHoleCourseHandicap,
  nineHoleScoreDifferential,
  reducedScoringRecord,
  roundHalfUp,
  scoreDifferential,
  SCORING_RECORD_SIZE,
} from '@golf/golf';
import { serverEvents } from '@golf/contracts';
import type { Database } from '../../db/client';
import { toHoleResult } from '../rounds/round-scoring';
import type { UserEvents } from '../users/user-events';
import { roundEligibility } from './round-eligibility';
import { createStatisticsRepository, type StatisticsRepository } from './statistics.repository';

/** Without a Handicap Index a hole counts at most par + 5 (Rules of Handicapping, Rule 3.1b): 3 strokes over net double bogey's par + 2. */
const NO_INDEX_STROKES_PER_HOLE = 3;

/**
 * Updates a player's Handicap Index after an eligible round (golf package handicapEligibility:
 * stroke or match play on a rated tee, all of 9 or 18 holes, no mulligan, gimmes up to 60 cm, no
 * flagged stroke). The adjusted gross score caps every hole at net double bogey; the differential
 * goes to handicap_records; users.hcp becomes the index of the latest 20 differentials (with the
 * exceptional score reductions of Rule 5.9, and the soft and hard caps once there are 20) and
 * users.hcp_diff its change from the previous index.
 *
 * Exceptional score reduction: a record keeps its unreduced differential and the index after it,
 * so the index a score was played on is the one recorded with the score before it (users.hcp for
 * the new score). Each time, the reductions are worked out again from those over the latest 20
 * (reducedScoringRecord), so a reduction counts for as long as its score is among the 20.
 */
export function createHandicapService(deps: {
  statistics: StatisticsRepository;
  events: Pick<UserEvents, 'emit'>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Records the round for the user's handicap on `db`: the transaction that ended their round,
     * so the round and its handicap record commit together. Returns the new index (null while
     * there are too few scores), or undefined when the round does not count or was already
     * recorded. Tell the user with `announce` after the commit.
     */
    async recordRound(db: Database, roundId: number, userId: number): Promise<number | null | undefined> {
      const statistics = createStatisticsRepository(db);
      // The latest 19 records with the new score make the scoring record; the 20th back gives the
      // index the oldest of them was played on (Rule 5.9).
      const inputs = await statistics.handicapInputs(roundId, userId, SCORING_RECORD_SIZE, clock());
      if (!inputs) return undefined;
      const { round, player, tee } = inputs;
      const eligibility = roundEligibility(round, player, {
        courseRated: Boolean(tee),
        flaggedStrokes: inputs.flaggedStrokes,
      });
      if (!eligibility.eligible || !tee) return undefined;
      const holes = player.scores.map(toHoleResult);

      const before = inputs.hcp;
      const nine = round.holes.length === 9;
      // A 9-hole score needs the index for its expected other nine (Rule 5.1b): without one it does not count.
      if (nine && before === null) return undefined;
      const par = inputs.courseHoles.reduce((sum, hole) => sum + hole.par, 0);
      const ratings = nine
        ? { courseRating: tee.courseRating / 2, slopeRating: tee.slopeRating, par: par / 2 }
        : { courseRating: tee.courseRating, slopeRating: tee.slopeRating, par };
      const byNumber = new Map(inputs.courseHoles.map((hole) => [hole.number, hole]));
      const played = round.holes.map((n) => byNumber.get(n)!);
      const received =
        before === null
          ? played.map(() => NO_INDEX_STROKES_PER_HOLE)
          : allocateHandicapStrokes({
              playingHandicap: roundHalfUp(
                (nine ? nineHoleCourseHandicap : courseHandicap)({ handicapIndex: before, ...ratings }),
              ),
              holes: played,
              courseHoleCount: nine ? 9 : inputs.courseHoles.length,
              rebase: nine,
            });
      const results = new Map(holes.map((hole) => [hole.holeNumber, hole]));
      const adjusted = adjustedGrossScore(
        played.map((hole, i) => {
          const result = results.get(hole.number);
          return {
            par: hole.par,
            strokesReceived: received[i]!,
            // A hole not holed out (picked up, or awarded in match play) counts as not completed.
            strokes: result && isHoledOut(result.completion) ? result.strokes : null,
          };
        }),
      );
      const differential = nine
        ? nineHoleScoreDifferential({ adjustedGrossScore: adjusted, ...ratings, handicapIndex: before! })
        : scoreDifferential({ adjustedGrossScore: adjusted, ...ratings });

      // Oldest first, as handicapIndex expects; the new score is the most recent. Each score with
      // the index it was played on: its predecessor's (none before the first record), users.hcp
      // for the new one; then every exceptional score reduction applied (Rule 5.9).
      const stored = inputs.recentRecords;
      const scores = stored.map((record, i) => ({
        scoreDifferential: record.differential,
        handicapIndexBefore: i === 0 ? null : stored[i - 1]!.index,
      }));
      const differentials = reducedScoringRecord([
        ...scores.slice(-(SCORING_RECORD_SIZE - 1)),
        { scoreDifferential: differential, handicapIndexBefore: before },
      ]);
      // A Low Handicap Index, and with it the caps (Rule 5.8), needs 20 scores (Rule 5.7); when the
      // year before the latest score has no index, the current one is the Low Handicap Index.
      const low = inputs.recordCount + 1 >= SCORING_RECORD_SIZE ? (inputs.lowIndexLastYear ?? before) : null;
      const index = handicapIndex(differentials, { lowHandicapIndex: low });
      const change = index === null || before === null ? null : Math.round((index - before) * 10) / 10;
      const recorded = await statistics.recordScore(
        {
          userId,
          roundId,
          courseId: round.courseId,
          holesPlayed: round.holes.length,
          adjustedGrossScore: adjusted,
          courseRating: tee.courseRating,
          slopeRating: tee.slopeRating,
          scoreDifferential: differential,
          handicapIndex: index,
          playedAt: inputs.playedAt,
        },
        { hcp: index, hcpDiff: change },
      );
      return recorded ? index : undefined;
    },

    /** After the commit of a round recordRound counted: the user's sessions reload the user. */
    announce(userId: number): void {
      deps.events.emit(serverEvents.userUpdated, userId);
    },

    async history(userId: number) {
      const [current, records] = await Promise.all([
        deps.statistics.handicapOf(userId),
        deps.statistics.handicapRecords(userId, SCORING_RECORD_SIZE * 5),
      ]);
      return {
        hcp: current?.hcp ?? null,
        hcp_diff: current?.hcpDiff ?? null,
        records: records.map((record) => ({
          round_id: record.roundId,
          course_id: record.courseId,
          holes_played: record.holesPlayed,
          adjusted_gross_score: record.adjustedGrossScore,
          course_rating: record.courseRating,
          slope_rating: record.slopeRating,
          score_differential: record.scoreDifferential,
          handicap_index: record.handicapIndex,
          played_at: record.playedAt.toISOString(),
        })),
      };
    },
  };
}

export type HandicapService = ReturnType<typeof createHandicapService>;
