import { and, eq, sql, type Query } from 'drizzle-orm';
import type { PgColumn, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { courseHoles, roundPlayers, rounds, strokes } from '../../../db/schema';

/**
 * The two statements every stroke runs (strokes.repository's readPlayer and writeStroke), built
 * and prepared once: the player's read and the versioned write.
 */

type NewStroke = typeof strokes.$inferInsert;

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
export function preparePlayerRead(db: Database) {
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
export function prepareStrokeWrite(db: Database) {
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
export function strokeWriteValues(write: StrokeWrite): Record<string, unknown> {
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
