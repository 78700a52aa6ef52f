import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HoleState } from '@golf/golf';
import { at, belongsTo, timestamps } from './columns';
import { hardwareDevices } from './content';
import { courses } from './courses';
import { gameIdentifiers } from './profile';
import { users } from './identity';

// ---------------------------------------------------------------------------------------------
// Course allocation: default courses for everyone, courses of owned map packs, admin grants.
// ---------------------------------------------------------------------------------------------

/** A map pack (spec: MapPack id, title): a set of courses sold in the store. Titles are unique in any letter case. */
export const mapPacks = pgTable(
  'map_packs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('map_packs_title_unique').on(sql`lower(${t.title})`)],
);

export const mapPackCourses = pgTable(
  'map_pack_courses',
  {
    mapPackId: belongsTo('map_pack_id', () => mapPacks.id),
    courseId: belongsTo('course_id', () => courses.id),
  },
  (t) => [primaryKey({ columns: [t.mapPackId, t.courseId] }), index('map_pack_courses_course_idx').on(t.courseId)],
);

/** Map packs a user owns (the store inserts here, through grantMapPack, when one is bought). */
export const userMapPacks = pgTable(
  'user_map_packs',
  {
    userId: belongsTo('user_id', () => users.id),
    mapPackId: belongsTo('map_pack_id', () => mapPacks.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mapPackId] })],
);

/**
 * Per user and course: an admin grant (granted) and/or the user's own display_name for it. A row
 * with granted = false only carries the name.
 */
export const userCourses = pgTable(
  'user_courses',
  {
    userId: belongsTo('user_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id),
    granted: boolean('granted').notNull().default(false),
    displayName: text('display_name'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

// ---------------------------------------------------------------------------------------------
// Rounds, players, invites, strokes.
// ---------------------------------------------------------------------------------------------

/** A round (spec section 3) with its settings; all state lives here, never in server memory. */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    hostId: belongsTo('host_id', () => users.id),
    courseId: belongsTo('course_id', () => courses.id, 'no action'),
    title: text('title').notNull(),
    /** round_visibility: 10 public, 20 private. */
    visibility: smallint('visibility').notNull(),
    /** game_mode: 10 match play, 20 stroke play, 30 closest to pin, 50 driving range. */
    gameMode: smallint('game_mode').notNull(),
    maxPlayers: smallint('max_players').notNull(),
    /** elevation: 10 sea level … 50 2000 ft. */
    elevation: smallint('elevation').notNull(),
    /** game_condition 1 soft … 4 very firm. */
    gameCondition: smallint('game_condition').notNull(),
    /** gimme_distance enum: 100 second putt, 1000 automatic putting, else a radius in mm; null = no gimmes. */
    gimmeDistance: smallint('gimme_distance'),
    gimmeOnSecondPut: boolean('gimme_on_second_put').notNull().default(false),
    /** Mulligans each player may take in the round. */
    mulligans: smallint('mulligans').notNull().default(0),
    /** green_stimp level 1–4. */
    greenStimp: smallint('green_stimp').notNull(),
    /** Attempts per hole (closest to pin). */
    tries: smallint('tries').notNull().default(1),
    /** teeing_type played: 10 front, 20 middle, 30 back. */
    tee: smallint('tee').notNull(),
    useHcp: boolean('use_hcp').notNull().default(false),
    /** hole_group: 10 all 18, 20 front 9, 30 back 9, 99 custom. */
    holeGroup: smallint('hole_group').notNull(),
    /** The hole numbers played, in order (resolved from hole_group, or the custom list). */
    holes: integer('holes').array().notNull(),
    /** A hardware device's hardware_version every player's device must match; null = any. */
    restrictHardware: text('restrict_hardware').references(() => hardwareDevices.hardwareVersion, {
      onUpdate: 'cascade',
      onDelete: 'restrict',
    }),
    /** Local round: players sharing the host's simulator join with join_code. */
    isLocal: boolean('is_local').notNull().default(false),
    joinCode: text('join_code'),
    /** round_status: 10 active, 20 completed. */
    roundStatus: smallint('round_status').notNull().default(10),
    /** play_status of the round: 0 pending (lobby), 10 ongoing, 100 round completed. */
    playStatus: smallint('play_status').notNull().default(0),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    /**
     * Match play: the player who conceded the match (Rule 3.2b(3)), and how many holes had been
     * decided then; the scorecard ends there. Null when nobody conceded.
     */
    matchConcededBy: integer('match_conceded_by').references(() => users.id, { onDelete: 'set null' }),
    matchConcededAfter: smallint('match_conceded_after'),
    /** Wager rounds (modules/wagers): each player's stake in whole tokens of wager_token_type; null = no wager. */
    wagerAmount: integer('wager_amount'),
    wagerTokenType: smallint('wager_token_type'),
    /** The host asked for less than the minimum wager, which raised it (the player app says so). */
    wagerMinimumRaised: boolean('wager_minimum_raised').notNull().default(false),
    /** wager_state: open (stakes held), review (flagged stroke: staff decide), paid, refunded; null = no wager. */
    wagerState: text('wager_state'),
    /** Once paid: the fee and each winner's credit (the ledger holds the same, keyed wager:settle:{id}). */
    wagerSettlement: jsonb('wager_settlement').$type<{ fee: number; payouts: { user_id: number; amount: number }[] }>(),
    /** Played offline and synced afterwards (POST /rounds/offline); it never counts for the handicap (decision 0091). */
    playedOffline: boolean('played_offline').notNull().default(false),
    /** The client's id of an offline round: a second sync of it finds this round (unique per host). */
    offlineId: uuid('offline_id'),
    /** Digest of what the offline round's sync recorded (course version, holes, tee, strokes): another sync must match it. */
    offlineDigest: text('offline_digest'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rounds_join_code_unique').on(t.joinCode),
    uniqueIndex('rounds_offline_unique').on(t.hostId, t.offlineId),
    index('rounds_lobby_idx').on(t.roundStatus, t.visibility, t.createdAt),
    index('rounds_host_idx').on(t.hostId),
  ],
);

/** A ball on a hole: hole-frame position (whole cm), or null when unknown, and its surface_type. */
export interface StoredBall {
  position: { x: number; y: number } | null;
  surface: number;
}

/** One hole's result for a player, kept on the player row (see round_players.scores). */
export interface StoredHoleResult {
  hole: number;
  par: number;
  strokeIndex: number;
  /** Gross strokes including penalty strokes and a gimme putt. */
  strokes: number;
  putts: number;
  penalties: number;
  /** How the hole ended (golf package HoleCompletion); 'attempts' for a closest-to-pin hole. */
  completion: 'holed' | 'gimme' | 'conceded' | 'picked_up' | 'awarded' | 'attempts';
  /** Closest to pin: final distance of each attempt (cm), null for an attempt without a result. */
  attempts?: (number | null)[];
}

export const roundPlayers = pgTable(
  'round_players',
  {
    roundId: belongsTo('round_id', () => rounds.id),
    userId: belongsTo('user_id', () => users.id),
    /** Plays on the host's simulator (joined with the code). */
    isLocal: boolean('is_local').notNull().default(false),
    gameIdentifierId: integer('game_identifier_id').references(() => gameIdentifiers.id, { onDelete: 'set null' }),
    /** play_status: 0 pending, 10 ongoing, 100 round completed. */
    playStatus: smallint('play_status').notNull().default(0),
    /** Index into rounds.holes of the hole being played. */
    holeIndex: smallint('hole_index').notNull().default(0),
    /** The rules state of the current hole (golf package HoleState, with the chain a mulligan returns to); null before its first stroke. */
    holeState: jsonb('hole_state').$type<HoleState>(),
    /** Closest to pin: distances (cm) of the attempts on the current hole; null for an attempt without a result. */
    holeAttempts: jsonb('ctp_attempts').$type<(number | null)[]>().notNull().default([]),
    /** The last counted stroke on the current hole (a mulligan marks it replaced). */
    lastStrokeId: integer('last_stroke_id'),
    mulligansUsed: smallint('mulligans_used').notNull().default(0),
    /**
     * The player's ball on their current hole, hole frame in whole cm (packages/golf play), and the
     * surface_type it lies on. Set to the tee of the round's teeing_type at each new hole and moved
     * by every stroke; null when a stroke the game reported left no position (the server then
     * places it by its distance to the hole, `positionFromDistance`).
     */
    ballPosition: jsonb('ball_position').$type<{ x: number; y: number }>(),
    ballSurface: smallint('ball_surface'),
    /** Where the last stroke on the hole was played from: a mulligan plays again from here. */
    ballBefore: jsonb('ball_before').$type<StoredBall>(),
    gimmesUsed: smallint('gimmes_used').notNull().default(0),
    /** Completed holes, in play order. */
    scores: jsonb('scores').$type<StoredHoleResult[]>().notNull().default([]),
    /** Handicap index when the round started (use_hcp), one decimal. */
    handicapIndex: numeric('handicap_index', { precision: 3, scale: 1, mode: 'number' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] }), index('round_players_user_idx').on(t.userId)],
);

/** Round invites: pending (10) to accepted (20); a declined invite is deleted. */
export const roundInvites = pgTable(
  'round_invites',
  {
    id: serial('id').primaryKey(),
    roundId: belongsTo('round_id', () => rounds.id),
    userId: belongsTo('user_id', () => users.id),
    invitedBy: belongsTo('invited_by', () => users.id),
    status: smallint('status').notNull().default(10),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('round_invites_round_user_unique').on(t.roundId, t.userId),
    index('round_invites_user_idx').on(t.userId),
  ],
);

/**
 * One stroke as the simulator measured it, plus what the server made of it. Units: distances and
 * heights in centimetres, speeds in m/s, angles in degrees, spins in rpm. The launch data is kept
 * so the flight can be recomputed later (shot integrity); flag_reason records a suspicious shot.
 */
export const strokes = pgTable(
  'strokes',
  {
    id: serial('id').primaryKey(),
    roundId: belongsTo('round_id', () => rounds.id),
    userId: belongsTo('user_id', () => users.id),
    /** The client's id for the stroke: a retry with the same id records nothing new. */
    clientId: uuid('client_id').notNull(),
    hole: smallint('hole').notNull(),
    /** Position of the stroke on its hole, 1-based, after mulligans. */
    strokeNumber: smallint('stroke_number').notNull(),
    /** Strokes this record adds to the hole score (the stroke, penalties, a gimme putt). */
    counted: smallint('counted').notNull(),
    club: smallint('club'),
    clubSpeed: real('club_speed'),
    ballSpeed: real('ball_speed'),
    smashFactor: real('smash_factor'),
    carry: integer('carry'),
    totalDistance: integer('total_distance'),
    distanceToHole: integer('distance_to_hole'),
    tempo: real('tempo'),
    path: real('path'),
    faceContact: jsonb('face_contact').$type<{ x: number; y: number }>(),
    faceAngle: real('face_angle'),
    launchAngle: real('launch_angle'),
    azimuth: real('azimuth'),
    backSpin: real('back_spin'),
    sideSpin: real('side_spin'),
    ballMaxHeight: integer('ball_max_height'),
    /** Where the ball came to rest: surface_type. */
    surfaceType: smallint('surface_type'),
    /** Where it was played from (surface_type, and distance to the hole in cm), from the server's hole state. */
    surfaceBefore: smallint('surface_before'),
    distanceBefore: integer('distance_before'),
    numStrokes: smallint('num_strokes').notNull().default(1),
    numStrokeReason: smallint('num_stroke_reason'),
    strokeRule: smallint('stroke_rule'),
    extraStroke: smallint('extra_stroke').notNull().default(0),
    /** The hole ended with this record (holed, gimme, concede or the last attempt). */
    holeCompleted: boolean('hole_completed').notNull().default(false),
    ballPath: jsonb('ball_path').$type<{ x: number; y: number; z: number }[]>(),
    aimAtLaunch: jsonb('aim_at_launch').$type<{ x: number; y: number }>(),
    /** This stroke is a mulligan (it replaced the previous one). */
    isMulligan: boolean('is_mulligan').notNull().default(false),
    /** Replaced by a later mulligan: kept, but no longer counted. */
    replaced: boolean('replaced').notNull().default(false),
    /** Why shot integrity flagged the stroke; null = not flagged. */
    flagReason: text('flag_reason'),
    /** The server's flight of a launch (POST /rounds/{id}/launches); null for strokes the game computed. */
    shot: jsonb('shot').$type<Record<string, unknown>>(),
    /** The reply given when it was recorded: a retry with the same client id gets it again. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('strokes_round_client_unique').on(t.roundId, t.clientId),
    index('strokes_round_user_idx').on(t.roundId, t.userId, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Handicap history.
// ---------------------------------------------------------------------------------------------

/** One score differential per eligible round, with the index it produced. */
export const handicapRecords = pgTable(
  'handicap_records',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    roundId: belongsTo('round_id', () => rounds.id),
    courseId: belongsTo('course_id', () => courses.id, 'no action'),
    holesPlayed: smallint('holes_played').notNull(),
    adjustedGrossScore: smallint('adjusted_gross_score').notNull(),
    courseRating: numeric('course_rating', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    slopeRating: smallint('slope_rating').notNull(),
    scoreDifferential: numeric('score_differential', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    handicapIndex: numeric('handicap_index', { precision: 3, scale: 1, mode: 'number' }),
    playedAt: at('played_at').notNull(),
  },
  (t) => [
    uniqueIndex('handicap_records_round_user_unique').on(t.roundId, t.userId),
    index('handicap_records_user_idx').on(t.userId, t.playedAt),
  ],
);

/**
 * A player's stake in a wager round (modules/wagers): debited on joining (action 10), then either
 * refunded (21) or settled with the round (20 to the winners). Its id keys its ledger operations,
 * so a player who leaves and joins again has a new stake. One held stake per player and round.
 */
export const roundStakes = pgTable(
  'round_stakes',
  {
    id: serial('id').primaryKey(),
    roundId: belongsTo('round_id', () => rounds.id, 'restrict'),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    tokenType: smallint('token_type').notNull(),
    amount: integer('amount').notNull(),
    /** held, refunded, settled. */
    state: text('state').notNull().default('held'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('round_stakes_held_unique')
      .on(t.roundId, t.userId)
      .where(sql`${t.state} = 'held'`),
    index('round_stakes_user_idx').on(t.userId, t.state),
  ],
);
