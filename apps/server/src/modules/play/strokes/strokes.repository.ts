import { and, eq, ne, notExists, notInArray, sql, type Query } from 'drizzle-orm';
import type { PgColumn, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { enums } from '@golf/contracts';
import { queryRows, type Database } from '../../../db/client';
import { courseHoles, roundPlayers, rounds, strokes } from '../../../db/schema';
import { courseScoring, holeDefinition } from '../../courses/courses.repository';
import { roundPlayer } from '../../rounds/rounds.repository';

const { play_status: playStatus, round_status: roundStatus } = enums;

type NewStroke = typeof strokes.$inferInsert;
export type PlayerChanges = Partial<typeof roundPlayers.$inferInsert>;

/** The columns of the player's row a stroke can change. */
const PLAYER_STATE_FIELDS = [
  'holeState',
  'holeAttempts',
  'mulligansUsed',
  'ballPosition',
  'ballSurface',
  'ballBefore',
  'scores',
  'holeIndex',
  'playStatus',
  'completedAt',
] as const satisfies (keyof typeof roundPlayers.$inferSelect)[];
export type PlayerState = Pick<typeof roundPlayers.$inferSelect, (typeof PLAYER_STATE_FIELDS)[number]>;

/** The columns of a stroke that `writeStroke` stores besides its id, round and player. */
const STROKE_FIELDS = [
  'clientId',
  'hole',
  'strokeNumber',
  'counted',
  'club',
  'clubSpeed',
  'ballSpeed',
  'smashFactor',
  'carry',
  'totalDistance',
  'distanceToHole',
  'tempo',
  'path',
  'faceContact',
  'faceAngle',
  'launchAngle',
  'azimuth',
  'backSpin',
  'sideSpin',
  'ballMaxHeight',
  'surfaceType',
  'surfaceBefore',
  'distanceBefore',
  'numStrokes',
  'numStrokeReason',
  'strokeRule',
  'extraStroke',
  'holeCompleted',
  'ballPath',
  'aimAtLaunch',
  'isMulligan',
  'flagReason',
  'shot',
  'outcome',
] as const satisfies (keyof NewStroke)[];
/** A stroke as `writeStroke` stores it: every column given, null where there is nothing. */
export type StrokeRecord = {
  [K in (typeof STROKE_FIELDS)[number]]-?: Exclude<NewStroke[K], undefined> | null;
} & Pick<Required<NewStroke>, 'clientId' | 'hole' | 'strokeNumber' | 'counted' | 'outcome'>;

export interface StrokeWrite {
  roundId: number;
  userId: number;
  /** The player row's version when it was read (readPlayer). */
  version: string;
  /**
   * The round row's version when it was read (readPlayer); null when the caller holds the round's
   * lock in its transaction (and may have changed the round itself).
   */
  roundVersion: string | null;
  /**
   * The columns the stroke changes. The others keep their stored value: rewriting an unchanged
   * column (the scorecard grows to 1–2 KB) would make PostgreSQL parse and store it again on every
   * stroke.
   */
  player: Partial<PlayerState>;
  /** The new stroke becomes the player's last stroke (a mulligan can take it back). */
  lastStroke: boolean;
  /** A stroke this one replaces (a mulligan). */
  replaces: number | null;
  stroke: StrokeRecord;
}

/** A hole of the round as play needs it, from the round's tee; all null when the course has no such hole. */
export interface RoundHole {
  par: number | null;
  strokeIndex: number | null;
  lengthCm: number | null;
  /** Where the ball waits at the start of the hole (hole frame, cm). */
  tee: { x: number; y: number } | null;
}

/** The round's holes in its order (RoundHole each), as one JSON array. */
const roundHoles = sql<RoundHole[]>`(
  select coalesce(json_agg(json_build_object(
      'par', hole.par,
      'strokeIndex', hole.stroke_index,
      'lengthCm', (hole.geometry -> 'tees' -> ${rounds.tee}::text ->> 'lengthCm')::integer,
      'tee', hole.geometry -> 'tees' -> ${rounds.tee}::text -> 'position'
    ) order by played.place), '[]'::json)
  from unnest(${rounds.holes}) with ordinality as played(number, place)
  left join ${courseHoles} hole on hole.course_id = ${rounds.courseId} and hole.number = played.number)`;

/** The stroke's read (see readPlayer), prepared once per database: it runs for every stroke. */
function preparePlayerRead(db: Database) {
  return db
    .select({
      player: {
        userId: roundPlayers.userId,
        isLocal: roundPlayers.isLocal,
        handicapIndex: roundPlayers.handicapIndex,
        lastStrokeId: roundPlayers.lastStrokeId,
        ...Object.fromEntries(PLAYER_STATE_FIELDS.map((field) => [field, roundPlayers[field]])),
      } as Pick<typeof roundPlayers, 'userId' | 'isLocal' | 'handicapIndex' | 'lastStrokeId'> &
        Pick<typeof roundPlayers, (typeof PLAYER_STATE_FIELDS)[number]>,
      round: {
        id: rounds.id,
        hostId: rounds.hostId,
        courseId: rounds.courseId,
        gameMode: rounds.gameMode,
        holes: rounds.holes,
        tee: rounds.tee,
        elevation: rounds.elevation,
        gameCondition: rounds.gameCondition,
        greenStimp: rounds.greenStimp,
        gimmeDistance: rounds.gimmeDistance,
        gimmeOnSecondPut: rounds.gimmeOnSecondPut,
        mulligans: rounds.mulligans,
        tries: rounds.tries,
        useHcp: rounds.useHcp,
        roundStatus: rounds.roundStatus,
        playStatus: rounds.playStatus,
      },
      version: sql<string>`"round_players"."xmin"::text`,
      roundVersion: sql<string>`"rounds"."xmin"::text`,
      existing: strokes.outcome,
      existingId: strokes.id,
      existingUserId: strokes.userId,
      holes: roundHoles,
    })
    .from(roundPlayers)
    .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
    .leftJoin(
      strokes,
      and(eq(strokes.roundId, roundPlayers.roundId), eq(strokes.clientId, sql.placeholder('clientId'))),
    )
    .where(
      and(eq(roundPlayers.roundId, sql.placeholder('roundId')), eq(roundPlayers.userId, sql.placeholder('userId'))),
    )
    .prepare('strokes_read_player');
}

/** The written columns of the player's row and of the stroke, each with its parameter's name. */
const PLAYER_PARAMS = PLAYER_STATE_FIELDS.map((field) => ({
  field,
  name: `player.${field}`,
  /** Whether the column is written. */
  changed: `player.${field}.changed`,
  column: roundPlayers[field] as PgColumn,
}));
const STROKE_PARAMS = STROKE_FIELDS.map((field) => ({
  field,
  name: `stroke.${field}`,
  column: strokes[field] as PgColumn,
}));

/** A named parameter of the stroke's write, typed as its column. */
const param = ({ name, column }: { name: string; column: PgColumn }) =>
  sql`${sql.placeholder(name)}::${sql.raw(column.getSQLType())}`;
/** A value as its column stores it (JSON as text, dates as ISO strings), SQL null for null. */
const encode = (column: PgColumn, value: unknown) => (value === null ? null : column.mapToDriverValue(value));

/**
 * The stroke's write (see writeStroke) as one statement: the player's row is locked (NOWAIT) only
 * if it and the round's row are still at the versions read, then the changed columns take their new
 * values, the stroke is inserted with an id drawn up front (the row keeps it as its last stroke),
 * and a stroke a mulligan replaces is marked. Nothing happens when a version has moved on. Selects
 * the stroke's id and the player row's new version.
 */
function buildStrokeWrite(db: Database): Query {
  const ofThisPlayer = sql`round_id = ${sql.placeholder('roundId')}::integer and user_id = ${sql.placeholder('userId')}::integer`;
  const locked = db.$with('locked', {}).as(
    sql`select 1 from ${roundPlayers} where ${ofThisPlayer} and xmin::text = ${sql.placeholder('version')}::text
        and (${sql.placeholder('roundVersion')}::text is null
          or exists (select 1 from ${rounds} where id = ${sql.placeholder('roundId')}::integer and xmin::text = ${sql.placeholder('roundVersion')}::text))
        for update nowait`,
  );
  const newStroke = db.$with('new_stroke', {}).as(sql`select nextval('strokes_id_seq')::integer as id`);
  const playerState = sql.join(
    PLAYER_PARAMS.map((written) => {
      const column = sql.identifier(written.column.name);
      return sql`${column} = case when ${sql.placeholder(written.changed)}::boolean then ${param(written)} else ${column} end`;
    }),
    sql`, `,
  );
  const player = db.$with('player', {}).as(sql`
    update ${roundPlayers} set ${playerState},
      last_stroke_id = case when ${sql.placeholder('lastStroke')}::boolean then (select id from new_stroke) end
    where ${ofThisPlayer} and exists (select 1 from locked)
    returning xmin::text as version`);
  const replaced = db.$with('replaced', {}).as(sql`
    update ${strokes} set replaced = true
    where id = ${sql.placeholder('replaces')}::integer and exists (select 1 from player)`);
  const columns = sql.join(
    STROKE_PARAMS.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(STROKE_PARAMS.map(param), sql`, `);
  const stroke = db.$with('stroke', { id: sql<number>`id`.as('id') }).as(sql`
    insert into ${strokes} (id, round_id, user_id, ${columns})
    select (select id from new_stroke), ${sql.placeholder('roundId')}::integer, ${sql.placeholder('userId')}::integer, ${values}
    from player
    returning id`);
  return db
    .with(locked, newStroke, player, replaced, stroke)
    .select({ id: stroke.id, version: sql<string>`(select version from player)` })
    .from(stroke)
    .toSQL();
}

/**
 * The write's SQL and placeholders, built once per process: building them walks about a hundred
 * parameters, 1.3 ms of the event loop that a round-ending stroke paid again in each transaction
 * (1.45 → 0.15 ms a transaction's write with it built once). The text depends on the schema alone.
 */
let strokeWriteQuery: Query | undefined;

/** The write prepared on `db`'s session (the database's pool, or a transaction's connection). */
function prepareStrokeWrite(db: Database) {
  strokeWriteQuery ??= buildStrokeWrite(db);
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: { id: number; version: string }[] }>(
    strokeWriteQuery,
    undefined,
    'strokes_write',
    true,
    (rows) => rows.map(([id, version]) => ({ id: id as number, version: version as string })),
  );
}

/** The write's parameters. */
function strokeWriteValues(write: StrokeWrite): Record<string, unknown> {
  const values: Record<string, unknown> = {
    roundId: write.roundId,
    userId: write.userId,
    version: write.version,
    roundVersion: write.roundVersion,
    lastStroke: write.lastStroke,
    replaces: write.replaces,
  };
  for (const { field, name, changed, column } of PLAYER_PARAMS) {
    values[changed] = field in write.player;
    values[name] = field in write.player ? encode(column, write.player[field] ?? null) : null;
  }
  for (const { field, name, column } of STROKE_PARAMS) values[name] = encode(column, write.stroke[field]);
  return values;
}

/** PostgreSQL "lock_not_available": a NOWAIT lock held by another transaction. */
const LOCK_NOT_AVAILABLE = '55P03';

export function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
}

export function createStrokesRepository(db: Database) {
  // Prepared on first use: a transaction's repository does not need the read, and prepares the write on its own connection.
  let readPlayerStatement: ReturnType<typeof preparePlayerRead> | undefined;
  let strokeWriteStatement: ReturnType<typeof prepareStrokeWrite> | undefined;
  return {
    /** A stroke already recorded under this client id (its first reply), if any. */
    async findByClientId(roundId: number, clientId: string) {
      const [row] = await db
        .select({ id: strokes.id, userId: strokes.userId, outcome: strokes.outcome })
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.clientId, clientId)));
      return row;
    },

    /**
     * Everything a stroke needs, in one round trip and without a lock: the player's row with its
     * version (xmin: it changes with every update of the row, whoever makes it), the round with its
     * version, the stroke already recorded under the client id if there is one, and the round's
     * holes (par, stroke index, length and tee position from the round's tee). The write then
     * checks both versions (`writeStroke`), so nothing here can go stale unnoticed.
     */
    async readPlayer(roundId: number, userId: number, clientId: string | null) {
      readPlayerStatement ??= preparePlayerRead(db);
      const [row] = await readPlayerStatement.execute({ roundId, userId, clientId });
      return row;
    },

    /**
     * Locks the player's row for this transaction if it is still at `version`: false when another
     * write changed it since it was read. Fails at once (55P03) while another request holds it.
     */
    async lockPlayerAt(roundId: number, userId: number, version: string): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from round_players where round_id = ${roundId} and user_id = ${userId} and xmin::text = ${version} for update nowait`,
      );
      return rows.length > 0;
    },

    /** Waits (up to the transaction's lock_timeout) for the request holding the player's row. */
    async waitForPlayer(roundId: number, userId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from round_players where round_id = ${roundId} and user_id = ${userId} for update`,
      );
      return rows.length > 0;
    },

    /**
     * Records a stroke in one statement: the player's row moves to `player` and the stroke is
     * inserted (and `replaces`, a stroke a mulligan took back, is marked replaced) only if the row
     * and the round's row are still at `version` and `roundVersion`. Returns the new stroke's id
     * and the player row's new version, or null when either row changed since it was read. Fails
     * at once (55P03) while another request holds the player's row.
     */
    async writeStroke(write: StrokeWrite): Promise<{ id: number; version: string } | null> {
      strokeWriteStatement ??= prepareStrokeWrite(db);
      const [row] = await strokeWriteStatement.execute(strokeWriteValues(write));
      return row ?? null;
    },

    /** How long the next lock in this transaction may wait. */
    async setLockTimeout(ms: number): Promise<void> {
      await db.execute(sql.raw(`set local lock_timeout = ${Math.trunc(ms)}`));
    },

    /** Whether the round exists and anyone may read it (public). */
    async roundIsPublic(roundId: number): Promise<boolean> {
      const [row] = await db.select({ visibility: rounds.visibility }).from(rounds).where(eq(rounds.id, roundId));
      return row?.visibility === enums.round_visibility.public;
    },

    player: (roundId: number, userId: number) => roundPlayer(db, roundId, userId),

    /** A hole of a course with its whole geometry (packages/golf HoleDefinition). */
    holeDefinition: (courseId: number, number: number) => holeDefinition(db, courseId, number),

    /**
     * Locks the round's row for this transaction, waiting for the request holding it (everything
     * that depends on the other players serialises on it). Given the version read, false (nothing
     * locked) when the row changed since. Taken before any player's row: a transaction holding the
     * round may wait for a player's row (a match's opponent), so none may wait for the round while
     * holding one.
     */
    async lockRound(roundId: number, version?: string): Promise<boolean> {
      const atVersion = version === undefined ? sql`` : sql`and xmin::text = ${version}`;
      const rows = await queryRows(db, sql`select 1 from rounds where id = ${roundId} ${atVersion} for update`);
      return rows.length > 0;
    },

    async updatePlayer(roundId: number, userId: number, changes: PlayerChanges): Promise<void> {
      await db
        .update(roundPlayers)
        .set(changes)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
    },

    /** What scoring the round needs from its course (the same read as the scorecard's). */
    courseScoring: (courseId: number, teeingType: number) => courseScoring(db, courseId, teeingType),

    /** The other players of the round (committed state). */
    async otherPlayers(roundId: number, userId: number) {
      return db
        .select()
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), ne(roundPlayers.userId, userId)));
    },

    /** Match play: records who conceded the match, after how many decided holes (the scorecard ends there). */
    async concedeMatch(roundId: number, userId: number, afterHoles: number): Promise<void> {
      await db
        .update(rounds)
        .set({ matchConcededBy: userId, matchConcededAfter: afterHoles })
        .where(eq(rounds.id, roundId));
    },

    /**
     * Completes the round if nobody but `finished` (whose rows may still read as playing in this
     * transaction) is left playing, in one statement; true when it did.
     */
    async completeRoundIfDone(roundId: number, finished: number[], at: Date): Promise<boolean> {
      const stillPlaying = db
        .select({ one: sql`1` })
        .from(roundPlayers)
        .where(
          and(
            eq(roundPlayers.roundId, roundId),
            ne(roundPlayers.playStatus, playStatus.round_completed),
            notInArray(roundPlayers.userId, finished),
          ),
        );
      const completed = await db
        .update(rounds)
        .set({ roundStatus: roundStatus.completed, playStatus: playStatus.round_completed, completedAt: at })
        .where(and(eq(rounds.id, roundId), notExists(stillPlaying)))
        .returning({ id: rounds.id });
      return completed.length > 0;
    },
  };
}

export type StrokesRepository = ReturnType<typeof createStrokesRepository>;

/** Runs `fn` in a transaction, with the strokes repository on it and the transaction itself. */
export function inStrokesTransaction<T>(
  db: Database,
  fn: (repo: StrokesRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createStrokesRepository(tx as unknown as Database), tx as unknown as Database));
}
