import { z } from 'zod';

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

export const historyEntrySchema = z.object({
  round_id: z.number().int(),
  title: z.string(),
  game_mode: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  holes_played: z.number().int(),
  strokes: z.number().int(),
  to_par: z.number().int(),
  completed_at: z.string(),
  result: historyResultSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
