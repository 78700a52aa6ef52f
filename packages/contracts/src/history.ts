import { z } from 'zod';
import { handicapIneligibilities } from '@golf/golf';

/**
 * Wire shapes of the match history (GET /rounds/history) that the server answers with and the
 * player app reads.
 */
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
export type HistoryResult = z.infer<typeof historyResultSchema>;

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
export type HistoryHandicap = z.infer<typeof historyHandicapSchema>;

export const historyEntrySchema = z.object({
  round_id: z.number().int(),
  title: z.string(),
  game_mode: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
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
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
