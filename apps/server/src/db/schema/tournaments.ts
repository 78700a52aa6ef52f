import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';
import { hardwareDevices } from './content';
import { courses } from './courses';
import { rounds } from './golf';
import { users } from './identity';
import { gameIdentifiers } from './profile';

/** A division (flight) as stored on its tournament; its number is its 1-based place in the list (decision 0098). */
export interface StoredDivision {
  name: string;
  minHandicap: number | null;
  maxHandicap: number | null;
  maxBallSpeed: number | null;
}

/** Tournaments (spec §3 Tournament; docs/tournaments.md). Money in whole tokens. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** Entries close here and nothing that changes the competition may change after (decision 0074). */
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    publishedAt: at('published_at'),
    cancelledAt: at('cancelled_at'),
    /** What staff told players when they cancelled (shown on the page and in the notification); null = none given. */
    cancellationReason: text('cancellation_reason'),
    /** Set once, by the completion that pays out (the conditional update is the once-only guard). */
    completedAt: at('completed_at'),
    maxPlayers: integer('max_players').notNull(),
    /** Entries that hold a place (entered, cut or disqualified; not withdrawn), kept under the row lock. */
    entrantCount: integer('entrant_count').notNull().default(0),
    /** winning_logic: 10, 20, 30, 100. */
    winningLogic: smallint('winning_logic').notNull(),
    /** null = no payout. */
    prizeSum: integer('prize_sum'),
    prizeTokenType: smallint('prize_token_type').notNull(),
    entryFee: integer('entry_fee').notNull().default(0),
    entryFeeTokenType: smallint('entry_fee_token_type').notNull(),
    handicapLimit: numeric('handicap_limit', { precision: 3, scale: 1, mode: 'number' }),
    /** stroke_play | stableford. */
    format: text('format').notNull().default('stroke_play'),
    /** assigned | window (decision 0072). */
    teeTimeMode: text('tee_time_mode').notNull().default('window'),
    teeIntervalMinutes: smallint('tee_interval_minutes').notNull().default(10),
    groupSize: smallint('group_size').notNull().default(4),
    coverImage: text('cover_image'),
    image: text('image'),
    /** Optional divisions, fixed once published like the other terms. */
    divisions: jsonb('divisions').$type<StoredDivision[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('tournaments_created_idx').on(t.createdAt), index('tournaments_start_idx').on(t.startAt)],
);

/** A tournament round: its course, window, cut and the round settings every entrant's round is created with. */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: serial('id').primaryKey(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    number: smallint('number').notNull(),
    courseId: belongsTo('course_id', () => courses.id, 'restrict'),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Round.tournament_cut: the top N and ties go on after this round; null = no cut. */
    tournamentCut: integer('tournament_cut'),
    cutAppliedAt: at('cut_applied_at'),
    elevation: smallint('elevation').notNull(),
    gameCondition: smallint('game_condition').notNull(),
    gimmeDistance: smallint('gimme_distance'),
    gimmeOnSecondPut: boolean('gimme_on_second_put').notNull().default(false),
    greenStimp: smallint('green_stimp').notNull(),
    tee: smallint('tee').notNull(),
    useHcp: boolean('use_hcp').notNull().default(false),
    holeGroup: smallint('hole_group').notNull(),
    holes: integer('holes').array(),
  },
  (t) => [uniqueIndex('tournament_rounds_number_unique').on(t.tournamentId, t.number)],
);

/** hardwareDevices: the devices an entrant must play on; none = any. */
export const tournamentHardwareDevices = pgTable(
  'tournament_hardware_devices',
  {
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    hardwareDeviceId: belongsTo('hardware_device_id', () => hardwareDevices.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.hardwareDeviceId] })],
);

/** One round's score summary on an entry (the leaderboard's rounds column). */
export interface EntryRoundScore {
  number: number;
  state: 'not_started' | 'playing' | 'review' | 'completed' | 'not_played';
  strokes: number | null;
  to_par: number | null;
  net_to_par: number | null;
  points: number | null;
  thru: number;
}

/**
 * An entry, with its standings kept up to date after every hole, so a leaderboard page is one
 * indexed query (sort_group, score) rather than a scoring pass over every round.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id, 'restrict'),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    /** entered | withdrawn | cut | disqualified. */
    status: text('status').notNull().default('entered'),
    enteredAt: at('entered_at').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
    feePaid: integer('fee_paid').notNull().default(0),
    feeTokenType: smallint('fee_token_type').notNull(),
    gameIdentifierId: integer('game_identifier_id').references(() => gameIdentifiers.id, { onDelete: 'set null' }),
    /** The handicap index at entry: net scores use it for every round. */
    handicapIndex: numeric('handicap_index', { precision: 3, scale: 1, mode: 'number' }),
    /** Order of entry among the tournament's entries: the assigned tee sheet's slot. */
    slot: integer('slot').notNull(),
    /** The division (1-based number) the entrant was placed in at entry; null without divisions. */
    division: smallint('division'),
    disqualifiedReason: text('disqualified_reason'),
    disqualifiedAt: at('disqualified_at'),
    /** 0 ranked, 1 not started, 2 cut, 3 disqualified, 9 withdrawn (standings.ts groups). */
    sortGroup: smallint('sort_group').notNull().default(1),
    /** The ranking key, lower first: to par (gross or net) or minus the Stableford points. */
    score: integer('score').notNull().default(0),
    holesPlayed: integer('holes_played').notNull().default(0),
    gross: integer('gross').notNull().default(0),
    toPar: integer('to_par').notNull().default(0),
    net: integer('net'),
    netToPar: integer('net_to_par'),
    points: integer('points'),
    playingHandicap: integer('playing_handicap'),
    currentRound: smallint('current_round'),
    thru: smallint('thru').notNull().default(0),
    finishedRound: boolean('finished_round').notNull().default(false),
    today: integer('today'),
    roundScores: jsonb('round_scores').$type<EntryRoundScore[]>().notNull().default([]),
    payout: integer('payout'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tournament_entries_user_unique').on(t.tournamentId, t.userId),
    index('tournament_entries_board_idx').on(t.tournamentId, t.sortGroup, t.score, t.slot),
    // The board per division, and read gross or net (decision 0099).
    index('tournament_entries_division_idx').on(t.tournamentId, t.division, t.sortGroup, t.score, t.slot),
    index('tournament_entries_gross_idx').on(t.tournamentId, t.sortGroup, t.toPar, t.slot),
    index('tournament_entries_net_idx').on(t.tournamentId, t.sortGroup, t.netToPar, t.slot),
  ],
);

/** An entrant's platform round for one tournament round; `review` holds it for staff (flagged strokes). */
export const tournamentPlays = pgTable(
  'tournament_plays',
  {
    id: serial('id').primaryKey(),
    entryId: belongsTo('entry_id', () => tournamentEntries.id),
    tournamentRoundId: belongsTo('tournament_round_id', () => tournamentRounds.id),
    roundId: belongsTo('round_id', () => rounds.id, 'restrict'),
    /** playing | review | completed | not_played. */
    state: text('state').notNull().default('playing'),
    flaggedStrokes: integer('flagged_strokes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tournament_plays_entry_round_unique').on(t.entryId, t.tournamentRoundId),
    uniqueIndex('tournament_plays_round_unique').on(t.roundId),
  ],
);

/** Tournament invites: pending (10) to accepted (20), spec §4. */
export const tournamentInvites = pgTable(
  'tournament_invites',
  {
    id: serial('id').primaryKey(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    userId: belongsTo('user_id', () => users.id),
    invitedBy: belongsTo('invited_by', () => users.id),
    status: smallint('status').notNull().default(10),
    ...timestamps,
  },
  (t) => [uniqueIndex('tournament_invites_user_unique').on(t.tournamentId, t.userId)],
);
