/**
 * Tournaments (spec §3 Tournament and Round's tournament_cut, §5, §6, §8; docs/tournaments.md): the
 * shared vocabularies (statuses, tabs, formats, entry refusals), the requests that create and edit a
 * tournament, and the back-office resource `tournaments` (manage-tournaments, all-of sense). What
 * players read is in tournament-events.ts, the leaderboard in tournament-board.ts.
 */
import { z } from 'zod';
import { isImageUrl } from '../images';
import { ECONOMY_AMOUNT_MAX } from '../economy';
import { enums } from '../enums';
import { enumSchema, recordIdBody } from './common';
import { tournamentDivisionSchema, tournamentDivisionsField } from './tournament-divisions';

const isoTime = z.string().describe('UTC, ISO 8601');
const when = z.iso.datetime({ offset: true });

export const TOURNAMENT_TITLE_MAX = 120;
/** Spec §9: the smallest prize sum; a blank one means no payout. */
export const TOURNAMENT_PRIZE_SUM_MIN = 1000;
/** "Max rounds" (6002): a tournament has at most this many rounds (decision 0071). */
export const TOURNAMENT_MAX_ROUNDS = 4;
export const TOURNAMENT_MAX_PLAYERS = 100_000;
/** Paying winning logics pay at most this many places (top 10 splits). */
export const TOURNAMENT_PAID_PLACES = 10;
export const TOURNAMENT_GROUP_SIZE_MAX = 4;
export const TOURNAMENT_DQ_REASON_MAX = 500;
export const LEADERBOARD_PAGE_MAX = 100;

/** How entrants get their start in a round (decision 0072): an assigned tee time, or a play window. */
export const teeTimeModes = ['assigned', 'window'] as const;
export type TeeTimeMode = (typeof teeTimeModes)[number];

/** How the leaderboard ranks: strokes (net when the rounds use handicaps) or Stableford points. */
export const tournamentFormats = ['stroke_play', 'stableford'] as const;
export type TournamentFormat = (typeof tournamentFormats)[number];

/** Where a tournament is: draft (unpublished), upcoming (published, not started), live, finished, cancelled. */
export const tournamentStatuses = ['draft', 'upcoming', 'live', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];

/** The player list's tabs. */
export const tournamentTabs = ['upcoming', 'live', 'finished', 'mine'] as const;
export type TournamentTab = (typeof tournamentTabs)[number];

/** An entry's standing: playing on, withdrawn (refunded), missed the cut, disqualified by staff. */
export const entryStatuses = ['entered', 'withdrawn', 'cut', 'disqualified'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** A tournament round as one entrant plays it; `review` is held for staff (flagged strokes). */
export const entryRoundStates = ['not_started', 'playing', 'review', 'completed', 'not_played'] as const;
export type EntryRoundState = (typeof entryRoundStates)[number];

/**
 * Why the caller may not enter a tournament (GET /tournaments/events/{id}), in the order a player fixes them;
 * each but the handicap has its fix in the player app.
 */
export const tournamentEntryRefusals = [
  'two_factor_missing',
  'feature_missing',
  'handicap_too_high',
  'hardware_missing',
  'tokens_missing',
] as const;
export type TournamentEntryRefusal = (typeof tournamentEntryRefusals)[number];

const imageSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(isImageUrl, { message: 'validation.image_url' })
  .describe('An uploaded image (/files/images/…, POST /files/images) or an https address');

/**
 * One tournament round. Course and order are checked by the service so that they answer with the
 * spec's messages: no course is tournaments.missing_course (6009), a start not after the previous
 * round's is tournaments.round_date (6004), settings unlike the previous round's are
 * tournaments.settings_mismatch (6003). Mulligans are always 0 in tournament rounds; game_mode is stroke play.
 */
export const tournamentRoundBodySchema = z.object({
  course_id: recordIdBody.nullable().optional().describe('Required (tournaments.missing_course, 6009)'),
  start_at: when.describe('The round opens (and the first tee time in assigned mode)'),
  end_at: when.describe('The round closes: an unfinished round after it is "not played"'),
  tournament_cut: z
    .number()
    .int()
    .min(1)
    .max(TOURNAMENT_MAX_PLAYERS)
    .nullable()
    .default(null)
    .describe('After this round the top N and ties go on; the rest are cut. null = no cut'),
  elevation: enumSchema('elevation').default(enums.elevation.sea_level),
  game_condition: enumSchema('game_condition').default(enums.game_condition.normal),
  gimme_distance: enumSchema('gimme_distance').nullable().default(null),
  gimme_on_second_put: z.boolean().default(false),
  green_stimp: enumSchema('green_stimp').default(enums.green_stimp.medium),
  tee: enumSchema('teeing_type').default(enums.teeing_type.middle),
  use_hcp: z.boolean().default(false).describe('Net scoring with handicap allowances'),
  hole_group: enumSchema('hole_group').default(enums.hole_group.all_18),
  holes: z.array(z.number().int().min(1).max(18)).min(1).max(18).nullable().default(null).describe('hole_group 99'),
});
export type TournamentRoundRequest = z.input<typeof tournamentRoundBodySchema>;

/** The settings "Settings mismatch" compares between consecutive rounds (the course may differ). */
export const tournamentRoundSettingKeys = [
  'elevation',
  'game_condition',
  'gimme_distance',
  'gimme_on_second_put',
  'green_stimp',
  'tee',
  'use_hcp',
  'hole_group',
  'holes',
] as const;

type UnwrapDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

const tournamentFields = {
  title: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(TOURNAMENT_TITLE_MAX),
  description: z.string().trim().max(5000).nullable().optional(),
  start_at: when.describe('Entries close here (decision 0071); nothing that changes the competition may change after'),
  end_at: when,
  max_players: z.number().int().min(2).max(TOURNAMENT_MAX_PLAYERS),
  winning_logic: z
    .number()
    .int()
    .describe(
      'winning_logic: 10 winner takes all, 20 top 10 linear split, 30 top 10 exponential split, 100 no payout; another value is tournaments.invalid_winning_logic (6007), as is 100 with a prize sum or a paying logic without one',
    ),
  prize_sum: z
    .number()
    .int()
    .min(TOURNAMENT_PRIZE_SUM_MIN, { message: 'validation.tournament_prize_sum_min', abort: true })
    .max(ECONOMY_AMOUNT_MAX)
    .nullable()
    .default(null)
    .describe(`At least ${TOURNAMENT_PRIZE_SUM_MIN} whole tokens, or null for no payout (spec §5, §9)`),
  prize_token_type: enumSchema('token_type').default(enums.token_type.coins),
  entry_fee: z.number().int().min(0).max(ECONOMY_AMOUNT_MAX).default(0).describe('Debited on entry (action 24)'),
  entry_fee_token_type: enumSchema('token_type').default(enums.token_type.coins),
  handicap_limit: z
    .number()
    .min(-10)
    .max(54)
    .nullable()
    .default(null)
    .describe('Only players with a handicap below it may enter (tournaments.handicap_too_high, 6005)'),
  format: z.enum(tournamentFormats).default('stroke_play'),
  tee_time_mode: z.enum(teeTimeModes).default('window'),
  tee_interval_minutes: z.number().int().min(1).max(60).default(10).describe('Assigned mode: minutes between groups'),
  group_size: z.number().int().min(1).max(TOURNAMENT_GROUP_SIZE_MAX).default(4).describe('Assigned mode'),
  cover_image: imageSchema.nullable().optional(),
  image: imageSchema.nullable().optional(),
  hardware_device_ids: z
    .array(recordIdBody)
    .max(100)
    .default([])
    .describe('Allowed hardware devices; empty = any (tournaments.hardware_not_allowed, 6006)'),
  divisions: tournamentDivisionsField,
  rounds: z
    .array(tournamentRoundBodySchema)
    .min(1, { message: 'validation.required' })
    .max(100)
    .describe(`In playing order; at most ${TOURNAMENT_MAX_ROUNDS} (tournaments.max_rounds, 6002)`),
};

/** POST /tournaments. */
export const tournamentBodySchema = z.object(tournamentFields);
export type TournamentRequest = z.input<typeof tournamentBodySchema>;
/** PATCH /tournaments/{id}: after start_at only title, description and images may change (6001). */
export const tournamentPatchBodySchema = z.object(
  // Without the create defaults: a field not sent stays as it is.
  Object.fromEntries(
    Object.entries(tournamentFields).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  ) as { [K in keyof typeof tournamentFields]: z.ZodOptional<UnwrapDefault<(typeof tournamentFields)[K]>> },
);
export type TournamentPatchRequest = z.input<typeof tournamentPatchBodySchema>;

/**
 * The fields that set the terms entrants paid for: fixed once published (decision 0074). The server
 * refuses them (6001) and the back-office form locks them; one list keeps the two agreeing.
 */
export const tournamentTermFields = [
  'entry_fee',
  'entry_fee_token_type',
  'prize_sum',
  'prize_token_type',
  'winning_logic',
  'handicap_limit',
  'hardware_device_ids',
  'format',
  'tee_time_mode',
  'tee_interval_minutes',
  'group_size',
  'divisions',
] as const satisfies readonly (keyof typeof tournamentFields)[];
/** The fields that change the competition's schedule or field: fixed from start_at (3003, decision 0074). */
export const tournamentScheduleFields = [
  'start_at',
  'end_at',
  'rounds',
  'max_players',
] as const satisfies readonly (keyof typeof tournamentFields)[];

export const tournamentCourseSchema = z.object({ id: z.number().int(), title: z.string(), par: z.number().int() });

/** A tournament round as the API shows it. */
export const tournamentRoundSchema = z.object({
  id: z.number().int(),
  number: z.number().int().describe('1-based'),
  course_id: z.number().int(),
  course: tournamentCourseSchema,
  start_at: isoTime,
  end_at: isoTime,
  tournament_cut: z.number().int().nullable(),
  cut_applied_at: isoTime.nullable(),
  elevation: z.number().int(),
  game_condition: z.number().int(),
  gimme_distance: z.number().int().nullable(),
  gimme_on_second_put: z.boolean(),
  green_stimp: z.number().int(),
  tee: z.number().int(),
  use_hcp: z.boolean(),
  hole_group: z.number().int(),
  holes: z.array(z.number().int()).nullable(),
  mulligans: z.literal(0),
});
export type TournamentRound = z.output<typeof tournamentRoundSchema>;

export const tournamentHardwareSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  hardware_version: z.string(),
});

/** The back-office model (GET/POST/PATCH /tournaments[/{id}]): rounds with courses, hardwareDevices, images. */
export const adminTournamentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(tournamentStatuses),
  start_at: isoTime,
  end_at: isoTime,
  published_at: isoTime.nullable(),
  cancelled_at: isoTime.nullable(),
  cancellation_reason: z.string().nullable().describe('What staff told players when cancelling; null = none given'),
  completed_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  max_players: z.number().int(),
  winning_logic: z.number().int(),
  prize_sum: z.number().int().nullable(),
  formatted_prize_sum: z.string().describe('"1,000 coins" in the caller\'s language; "" without a prize sum'),
  prize_token_type: z.number().int(),
  entry_fee: z.number().int(),
  entry_fee_token_type: z.number().int(),
  handicap_limit: z.number().nullable(),
  format: z.enum(tournamentFormats),
  tee_time_mode: z.enum(teeTimeModes),
  tee_interval_minutes: z.number().int(),
  group_size: z.number().int(),
  cover_image: z.string().nullable(),
  image: z.string().nullable(),
  hardware_device_ids: z.array(z.number().int()),
  hardwareDevices: z.array(tournamentHardwareSchema),
  divisions: z.array(tournamentDivisionSchema),
  rounds: z.array(tournamentRoundSchema),
  entrant_count: z.number().int(),
});
export type AdminTournament = z.output<typeof adminTournamentSchema>;

/** GET /tournaments (back-office list): the spec's columns, created_at descending by default. */
export const adminTournamentListItemSchema = adminTournamentSchema.pick({
  id: true,
  title: true,
  status: true,
  start_at: true,
  end_at: true,
  published_at: true,
  created_at: true,
  entrant_count: true,
});
export type AdminTournamentListItem = z.output<typeof adminTournamentListItemSchema>;

/** POST /tournaments/{id}/cancel. */
export const cancelTournamentBodySchema = z
  .object({ reason: z.string().trim().max(500).nullable().optional() })
  .nullish();
