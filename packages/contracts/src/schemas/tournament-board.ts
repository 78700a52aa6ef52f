/**
 * The tournament as it is played: the leaderboard, the tee sheet, a player's round, the entrants staff
 * review, the results export and the live events on `tournaments.{id}` (docs/tournaments.md). The
 * tournament itself, its entries and invites are in tournaments.ts.
 */
import { z } from 'zod';
import { decimalInteger } from './common';
import { leaderboardViews } from './tournament-divisions';
import {
  LEADERBOARD_PAGE_MAX,
  TOURNAMENT_DQ_REASON_MAX,
  TOURNAMENT_MAX_ROUNDS,
  entryRoundStates,
  entryStatuses,
  teeTimeModes,
  tournamentStatuses,
} from './tournaments';

const isoTime = z.string().describe('UTC, ISO 8601');

/** One entrant's round on the leaderboard. */
export const leaderboardRoundSchema = z.object({
  number: z.number().int(),
  state: z.enum(entryRoundStates),
  strokes: z.number().int().nullable().describe('Gross strokes on the holes played'),
  to_par: z.number().int().nullable(),
  points: z.number().int().nullable().describe('Stableford only'),
  thru: z.number().int().describe('Holes completed'),
});

/** One row of the leaderboard. Positions tie ("T3"); cut and DQ rows follow the ranked ones. */
export const leaderboardRowSchema = z.object({
  position: z.number().int().nullable().describe('null for cut, DQ and entrants who have not started'),
  position_label: z.string().describe('"1", "T3", "CUT", "DQ", or "-" before any hole'),
  user_id: z.number().int(),
  display_name: z.string(),
  status: z.enum(entryStatuses),
  division: z.number().int().nullable().describe("The entrant's division number; null without divisions"),
  playing_handicap: z.number().int().nullable().describe('With handicap allowances (95 %), the last round played'),
  gross: z.number().int().describe('Gross strokes, all rounds'),
  net: z.number().int().nullable().describe('Gross minus handicap strokes on holes played (decision 0099)'),
  to_par: z.number().int().describe('Gross to par'),
  net_to_par: z.number().int().nullable(),
  points: z.number().int().nullable().describe('Stableford total'),
  thru: z.number().int().describe('Holes completed in the current round'),
  finished_round: z.boolean().describe('Shown as "F" for thru'),
  today: z.number().int().nullable().describe('The current round to par, gross or net as the board is read'),
  rounds: z.array(leaderboardRoundSchema),
  payout: z.number().int().nullable(),
});
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;

export const leaderboardQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(LEADERBOARD_PAGE_MAX)).optional(),
  view: z
    .enum(leaderboardViews)
    .optional()
    .describe("Rank by gross or net strokes to par (decision 0099); default: the tournament's basis"),
  division: decimalInteger(z.number().int().min(1))
    .optional()
    .describe('Only this division, positions among it (tournaments.unknown_division, 6027)'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** GET /tournaments/{id}/leaderboard: a page; meta as every list, plus the ranking basis and cut line. */
export const leaderboardPageSchema = z.object({
  data: z.array(leaderboardRowSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    basis: z
      .enum(['gross', 'net', 'stableford'])
      .describe('What ranks this page: the view asked for, else the default'),
    default_basis: z.enum(['gross', 'net', 'stableford']).describe("The tournament's own basis (cut and payouts)"),
    division: z.number().int().nullable().describe('The division shown; null for the whole field'),
    par: z.number().int().describe('Par of all rounds'),
    current_round: z.number().int().nullable(),
    updated_at: isoTime,
  }),
});
export type LeaderboardPage = z.output<typeof leaderboardPageSchema>;

/** GET /tournaments/{id}/leaderboard/me: the caller's row and which page holds it. */
export const leaderboardFindMeSchema = z.object({
  page: z.number().int().describe('Page (at the per_page asked) that holds the caller'),
  index: z.number().int().describe('0-based index in the whole board'),
  row: leaderboardRowSchema,
});
export type LeaderboardFindMe = z.output<typeof leaderboardFindMeSchema>;

/** GET /tournaments/{id}/tee-times?round=n: the tee sheet (assigned) or the window (window mode). */
export const teeSheetSchema = z.object({
  round_number: z.number().int(),
  mode: z.enum(teeTimeModes),
  window_start: isoTime,
  window_end: isoTime,
  groups: z
    .array(
      z.object({
        tee_time: isoTime,
        players: z.array(z.object({ user_id: z.number().int(), display_name: z.string() })),
      }),
    )
    .describe('Assigned mode; empty in window mode'),
});
export type TeeSheet = z.output<typeof teeSheetSchema>;
export const teeSheetQuerySchema = z.object({ round: decimalInteger(z.number().int().min(1)).optional() });

/** POST /tournaments/{id}/rounds/{number}/play: the platform round to play (created from the settings). */
export const playTournamentRoundSchema = z.object({ round_id: z.number().int(), tournament_round: z.number().int() });

/** GET /tournaments/{id}/entrants (staff): every entry with its review and DQ state. */
export const entrantSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  status: z.enum(entryStatuses),
  entered_at: isoTime,
  withdrawn_at: isoTime.nullable(),
  fee_paid: z.number().int(),
  refunded_at: isoTime
    .nullable()
    .describe('When the fee was paid back: on withdrawing, or when staff cancelled the tournament; null = not'),
  hcp: z.number().nullable(),
  division: z.number().int().nullable(),
  disqualified_reason: z.string().nullable(),
  disqualified_at: isoTime.nullable(),
  rounds: z.array(
    z.object({
      number: z.number().int(),
      round_id: z.number().int().nullable(),
      state: z.enum(entryRoundStates),
      flagged_strokes: z.number().int().describe('Strokes the shot recompute flagged'),
      tee_time: isoTime.nullable(),
    }),
  ),
  needs_review: z.boolean(),
  payout: z.number().int().nullable(),
});
export type Entrant = z.output<typeof entrantSchema>;

export const entrantsQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
  status: z.enum(entryStatuses).optional(),
  needs_review: z.enum(['true', 'false']).optional(),
});

/** POST /tournaments/{id}/entrants/{user_id}/disqualify. */
export const disqualifyBodySchema = z.object({
  reason: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(TOURNAMENT_DQ_REASON_MAX),
});

/** POST /tournaments/{id}/entrants/{user_id}/review: count a held round, or disqualify (reason required). */
export const reviewBodySchema = z.object({
  round_number: z.number().int().min(1).max(TOURNAMENT_MAX_ROUNDS),
  decision: z.enum(['approve', 'disqualify']),
  reason: z.string().trim().max(TOURNAMENT_DQ_REASON_MAX).nullable().optional(),
});

/** Columns of GET /tournaments/{id}/results.csv (text/csv, UTF-8, RFC 4180). */
export const tournamentResultsCsvColumns = [
  'position',
  'user_id',
  'display_name',
  'status',
  'division',
  'gross',
  'to_par',
  'net',
  'net_to_par',
  'points',
  'rounds',
  'payout',
  'disqualified_reason',
] as const;

/** Payload of tournament.leaderboard-updated on the public channel `tournaments.{id}`. */
export const tournamentLeaderboardUpdatedSchema = z.object({
  tournament_id: z.number().int(),
  reason: z.enum(['stroke', 'round', 'cut', 'disqualified', 'review', 'entry', 'completed']),
  user_id: z.number().int().nullable().describe('Whose row changed; null when many did (cut, completion)'),
  row: leaderboardRowSchema.nullable().describe("That entrant's new row; refetch the page for others' positions"),
  updated_at: isoTime,
});

/** Payload of tournament.status-changed on `tournaments.{id}`: published, started, cancelled, finished. */
export const tournamentStatusChangedSchema = z.object({
  tournament_id: z.number().int(),
  status: z.enum(tournamentStatuses),
});

/** Payload of tournament.tee-sheet-updated on `tournaments.{id}`: the round whose tee sheet staff edited. */
export const tournamentTeeSheetUpdatedSchema = z.object({
  tournament_id: z.number().int(),
  round_number: z.number().int(),
});
