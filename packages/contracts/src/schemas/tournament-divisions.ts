/**
 * Tournament divisions (flights, decision 0098): each a handicap range (the index at entry, min
 * inclusive, max exclusive) or a ball-speed cap (a faster launch disqualifies the entry). The
 * leaderboard can be read per division and gross or net (decision 0099).
 */
import { z } from 'zod';

export const TOURNAMENT_DIVISIONS_MAX = 8;
export const TOURNAMENT_DIVISION_NAME_MAX = 60;

/** The leaderboard's reading: gross or net strokes to par; without it, the tournament's own basis. */
export const leaderboardViews = ['gross', 'net'] as const;
export type LeaderboardView = (typeof leaderboardViews)[number];

export const divisionKinds = ['handicap', 'ball_speed'] as const;
export type DivisionKindName = (typeof divisionKinds)[number];

const handicapBound = z.number().min(-10).max(54).nullable().default(null);

/**
 * One division as staff define it: a handicap range (min_handicap and/or max_handicap) or a
 * ball-speed cap (max_ball_speed), never both; all of a tournament's divisions are of one kind,
 * and handicap ranges must not overlap (tournaments.invalid_divisions 6023, tournaments.divisions_overlap 6024).
 */
export const tournamentDivisionBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(TOURNAMENT_DIVISION_NAME_MAX),
  min_handicap: handicapBound.describe('Lowest handicap index admitted (inclusive)'),
  max_handicap: handicapBound.describe('The division is for handicap indexes below this (exclusive)'),
  max_ball_speed: z
    .number()
    .min(1)
    .max(100)
    .nullable()
    .default(null)
    .describe('Ball-speed cap, m/s: a launch faster than it disqualifies the entry'),
});
export type TournamentDivisionRequest = z.input<typeof tournamentDivisionBodySchema>;

export const tournamentDivisionsField = z
  .array(tournamentDivisionBodySchema)
  .max(TOURNAMENT_DIVISIONS_MAX)
  .default([])
  .describe('Optional divisions (flights); fixed once published, like the other competition terms');

/** A division as the API shows it; `number` (1-based, the order staff gave) names it everywhere else. */
export const tournamentDivisionSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  kind: z.enum(divisionKinds),
  min_handicap: z.number().nullable(),
  max_handicap: z.number().nullable(),
  max_ball_speed: z.number().nullable(),
});
export type TournamentDivision = z.output<typeof tournamentDivisionSchema>;

/** A division number in a query or body. */
export const divisionNumber = z.number().int().min(1).max(TOURNAMENT_DIVISIONS_MAX);
