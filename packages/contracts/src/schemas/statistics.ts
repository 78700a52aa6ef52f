/**
 * History and statistics: the match history (GET /rounds/history), a round's scorecard, and the
 * caller's statistics and Handicap Index.
 */
import { z } from 'zod';
import {
  handicapIneligibilities,
  type ClosestToPinScorecard,
  type DrivingRangeSession,
  type GameMode,
  type MatchPlayScorecard,
  type StrokePlayScorecard,
} from '@golf/golf';
import { flaggedStrokeSchema } from '../shot-integrity';
import { recordId } from './common';

export const historyResultSchema = z
  .object({
    players: z.number().int(),
    position: z
      .number()
      .int()
      .nullable()
      .describe("Stroke play and closest to pin: the caller's position (ties share it)"),
    match: z
      .object({
        outcome: z.enum(['won', 'lost', 'halved']).describe("From the caller's side"),
        kind: z.string().describe('won, conceded or halved'),
        margin: z.number().int().describe('Holes up at the end (0 when halved)'),
        holes_remaining: z
          .number()
          .int()
          .describe('Holes of the stipulated round left unplayed ("3 & 2": margin 3, 2 remaining)'),
        holes_played: z.number().int().describe('Holes decided, extra holes included'),
        text: z.string().describe('English, as golfers write it: "3 & 2", "1 up", "halved"'),
      })
      .nullable()
      .describe('Match play only'),
    shots: z.number().int().nullable().describe('Driving range only: shots hit'),
  })
  .describe('How the round ended for the caller');
export type HistoryResult = z.output<typeof historyResultSchema>;

/**
 * Why a completed round did not count for the Handicap Index: the eligibility rule's reasons
 * (packages/golf handicapEligibility), or, for a round that met it, `nine_holes_without_index` (a
 * 9-hole score needs an index for its expected other nine, Rule 5.1b) or `not_recorded` (it met
 * the rule but has no record: played before the handicap was kept, or the update failed).
 */
export const handicapNotCountedReasons = [
  ...handicapIneligibilities,
  'nine_holes_without_index',
  'not_recorded',
] as const;
export type HandicapNotCountedReason = (typeof handicapNotCountedReasons)[number];

export const historyHandicapSchema = z
  .object({
    counted: z.boolean(),
    score_differential: z
      .number()
      .nullable()
      .describe('The score differential the round added; null when it did not count'),
    reasons: z.array(z.enum(handicapNotCountedReasons)).describe('Why it did not count; empty when it counted'),
  })
  .describe("Whether the round counted for the caller's Handicap Index, and if not, why");
export type HistoryHandicap = z.output<typeof historyHandicapSchema>;

export const historyEntrySchema = z.object({
  round_id: z.number().int(),
  title: z.string(),
  game_mode: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  played_offline: z.boolean().describe('Played without the network and synced afterwards (POST /rounds/offline)'),
  holes_played: z.number().int(),
  strokes: z
    .number()
    .int()
    .nullable()
    .describe('Stroke and match play: gross strokes (a picked-up hole at net double bogey); null otherwise'),
  to_par: z.number().int().nullable().describe('Stroke and match play: gross to par; null otherwise'),
  completed_at: z.string(),
  result: historyResultSchema,
  handicap: historyHandicapSchema,
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** GET /rounds/{id}/scorecard: the fields every game mode has; the rest depends on the game mode. */
const scorecardBaseSchema = z.object({
  round_id: z.number().int(),
  round_status: z.number().int(),
  game_mode: z.number().int(),
  players: z.array(
    z.object({
      id: z.string(),
      user_id: z.number().int(),
      display_name: z.string(),
      play_status: z.number().int(),
    }),
  ),
  flagged_strokes: z.array(flaggedStrokeSchema),
});
export const scorecardSchema = scorecardBaseSchema.catchall(z.unknown());
/** A player as the cards name them: `id` is the user id as a string. */
export type ScorecardPlayer = z.output<typeof scorecardBaseSchema>['players'][number];

/** One player's driving-range session. */
export type DrivingRangeCard = DrivingRangeSession & { playerId: string };

/**
 * The scorecard as clients read it: the common fields, and the game mode's card under its own key.
 * The cards are the golf package's engine results (camelCase inside; distances in whole cm), which
 * the schema passes through unchecked, so their one declaration is there.
 */
export type Scorecard = z.output<typeof scorecardBaseSchema> &
  (
    | { game_mode: typeof GameMode.stroke_play; stroke_play: StrokePlayScorecard }
    | { game_mode: typeof GameMode.match_play; match_play: MatchPlayScorecard | null }
    | { game_mode: typeof GameMode.closest_to_pin; closest_to_pin: ClosestToPinScorecard }
    | { game_mode: typeof GameMode.driving_range; driving_range: DrivingRangeCard[] }
  );

export const statisticsQuerySchema = z.object({
  course_id: recordId.optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Rounds started at or after (ISO 8601)'),
  to: z.iso.datetime({ offset: true }).optional().describe('Rounds started at or before (ISO 8601)'),
});
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

const rateSchema = z.object({
  made: z.number().int(),
  attempts: z.number().int(),
  rate: z.number().nullable().describe('made / attempts, 0..1; null without attempts'),
});
export type StatisticsRate = z.output<typeof rateSchema>;

const distributionSchema = z.object({
  mean: z.number().int(),
  standardDeviation: z.number().int().describe('Population standard deviation'),
  min: z.number().int(),
  max: z.number().int(),
});

export const clubStatisticsSchema = z.object({
  club: z.number().int().describe('enums.club'),
  shots: z.number().int(),
  carry: distributionSchema,
  total: distributionSchema,
  lateral: distributionSchema.describe('Where the ball finished across the target line, + right (cm)'),
});
export type ClubStatistics = z.output<typeof clubStatisticsSchema>;

const scoringBreakdownSchema = z
  .object({
    birdiesOrBetter: z.number().int(),
    pars: z.number().int(),
    bogeys: z.number().int(),
    doubleBogeysOrWorse: z.number().int().describe('A picked-up hole counts here'),
  })
  .describe('Completed holes by gross score to par');
export type ScoringBreakdown = z.output<typeof scoringBreakdownSchema>;

/** GET /users/me/statistics: over the caller's stroke and match play rounds; distances in cm. */
export const playerStatisticsSchema = z.object({
  rounds: z.number().int().describe('Rounds with at least one completed hole'),
  holes: z.number().int().describe('Completed holes'),
  fairwaysHit: rateSchema.describe('Par 4 and 5 tee shots finishing on the fairway'),
  greensInRegulation: rateSchema.describe('On the green (or holed) in par - 2 strokes, penalties counted'),
  putts: z.object({
    total: z.number().int(),
    perHole: z.number().nullable(),
    per18Holes: z
      .number()
      .nullable()
      .describe('Putts per hole × 18: a 9-hole round counts as half a round, so round length does not skew it'),
  }),
  scrambling: rateSchema.describe('Greens missed in regulation that still ended in par or better'),
  sandSaves: rateSchema.describe('Greenside bunker (within 30 m) holed out with at most one more stroke'),
  averageDriveCm: z.number().int().nullable().describe('Driver off the tee on par 4 and 5, total distance (cm)'),
  drives: z.number().int(),
  clubs: z
    .array(clubStatisticsSchema)
    .describe('Every stroke not played from the green, by club (driver first); distances in cm'),
  scoring: scoringBreakdownSchema,
});
export type PlayerStatistics = z.output<typeof playerStatisticsSchema>;

export const handicapRecordSchema = z.object({
  round_id: z.number().int(),
  course_id: z.number().int(),
  holes_played: z.number().int(),
  adjusted_gross_score: z.number().int(),
  course_rating: z.number(),
  slope_rating: z.number().int(),
  score_differential: z.number(),
  handicap_index: z.number().nullable(),
  played_at: z.string(),
});
export type HandicapRecord = z.output<typeof handicapRecordSchema>;

/** GET /users/me/handicap: the index and the records behind it, newest first. */
export const handicapHistorySchema = z.object({
  hcp: z.number().nullable().describe('Handicap Index; null with fewer than 3 eligible rounds'),
  hcp_diff: z.number().nullable().describe('Change of the index at the latest eligible round'),
  records: z.array(handicapRecordSchema),
});
export type HandicapHistory = z.output<typeof handicapHistorySchema>;
