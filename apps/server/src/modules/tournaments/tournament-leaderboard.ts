import { sql } from 'drizzle-orm';
import type { EntryStatus, LeaderboardRow } from '@golf/contracts';
import { queryRows, type Database } from '../../db/client';
import type { EntryRoundScore } from '../../db/schema';

interface BoardRow {
  user_id: number;
  division: number | null;
  current_round: number | null;
  display_name: string;
  status: string;
  sort_group: number;
  score: number;
  gross: number;
  to_par: number;
  net: number | null;
  net_to_par: number | null;
  points: number | null;
  playing_handicap: number | null;
  thru: number;
  finished_round: boolean;
  today: number | null;
  round_scores: EntryRoundScore[];
  payout: number | null;
  position: string | number;
  tied: string | number;
}

/**
 * How a board is read (decisions 0098, 0099): which stored key ranks it (`score`, the default
 * basis; `to_par` gross; `net_to_par` net) and whether one division only, its positions among it.
 */
export interface BoardReading {
  key: 'score' | 'to_par' | 'net_to_par';
  division?: number;
}

const WHOLE: BoardReading = { key: 'score' };

/** The key column of entry alias `e` or `b` (a fixed identifier, never input). */
const keyOf = (alias: 'e' | 'b', reading: BoardReading) => sql.raw(`${alias}.${reading.key}`);
const divisionOf = (alias: 'e' | 'b', reading: BoardReading) =>
  reading.division === undefined ? sql`` : sql`and ${sql.raw(alias)}.division = ${reading.division}`;

/**
 * Rows of the board in standings order (sort_group, key, slot: an index of each reading), `limit`
 * from `offset`. Each row's position and tie count are counts over the same index (rank = 1 + the
 * ranked entries with a better key), so a page costs an index range plus two index counts per
 * row, not a rank over the whole field.
 */
function boardQuery(tournamentId: number, reading: BoardReading, limit: number, offset: number, userId?: number) {
  const e = keyOf('e', reading);
  const b = keyOf('b', reading);
  return sql`
    select e.user_id, u.display_name, e.status, e.division, e.current_round, e.sort_group, e.score, e.gross,
      e.to_par, e.net, e.net_to_par, e.points, e.playing_handicap, e.thru, e.finished_round, e.today,
      e.round_scores, e.payout,
      1 + (select count(*) from tournament_entries b
           where b.tournament_id = e.tournament_id ${divisionOf('b', reading)}
             and b.sort_group = e.sort_group and ${b} < ${e}) as position,
      (select count(*) from tournament_entries b
       where b.tournament_id = e.tournament_id ${divisionOf('b', reading)}
         and b.sort_group = e.sort_group and ${b} = ${e}) as tied
    from tournament_entries e
    join users u on u.id = e.user_id
    where e.tournament_id = ${tournamentId} and e.sort_group < 9 ${divisionOf('e', reading)}
      ${userId === undefined ? sql`` : sql`and e.user_id = ${userId}`}
    order by e.sort_group, ${e}, e.slot
    limit ${limit} offset ${offset}`;
}

/** The current round to par as the board is read: stored for the default basis, else from the round's scores. */
function todayOf(row: BoardRow, reading: BoardReading): number | null {
  if (reading.key === 'score') return row.today;
  const current = row.round_scores.find((round) => round.number === row.current_round);
  if (!current) return null;
  return reading.key === 'to_par' ? current.to_par : (current.net_to_par ?? current.to_par);
}

function present(row: BoardRow, reading: BoardReading = WHOLE): LeaderboardRow {
  const group = Number(row.sort_group);
  const position = group === 0 ? Number(row.position) : null;
  const label =
    group === 3
      ? 'DQ'
      : group === 2
        ? 'CUT'
        : group === 1
          ? '-'
          : Number(row.tied) > 1
            ? `T${position}`
            : `${position}`;
  return {
    position,
    position_label: label,
    user_id: row.user_id,
    display_name: row.display_name,
    status: row.status as EntryStatus,
    division: row.division,
    playing_handicap: row.playing_handicap,
    gross: row.gross,
    net: row.net,
    to_par: row.to_par,
    net_to_par: row.net_to_par,
    points: row.points,
    thru: row.thru,
    finished_round: row.finished_round,
    today: todayOf(row, reading),
    rounds: row.round_scores.map((round) => ({
      number: round.number,
      state: round.state,
      strokes: round.strokes,
      to_par: round.to_par,
      points: round.points,
      thru: round.thru,
    })),
    payout: row.payout,
  };
}

export async function leaderboardPage(
  db: Database,
  tournamentId: number,
  page: number,
  perPage: number,
  reading: BoardReading = WHOLE,
) {
  const [rows, [count]] = await Promise.all([
    queryRows<BoardRow>(db, boardQuery(tournamentId, reading, perPage, (page - 1) * perPage)),
    queryRows<{ total: number }>(
      db,
      sql`select cast(count(*) as integer) as total from tournament_entries e
          where e.tournament_id = ${tournamentId} and e.sort_group < 9 ${divisionOf('e', reading)}`,
    ),
  ]);
  return { rows: rows.map((row) => present(row, reading)), total: Number(count?.total ?? 0) };
}

/** The caller's index on the board (0-based) and row; undefined without an entry on it, or their division is another. */
export async function findOnBoard(db: Database, tournamentId: number, userId: number, reading: BoardReading = WHOLE) {
  const e = keyOf('e', reading);
  const [mine] = await queryRows<{ sort_group: number; key: number | null; slot: number; division: number | null }>(
    db,
    sql`select e.sort_group, ${e} as key, e.slot, e.division from tournament_entries e
        where e.tournament_id = ${tournamentId} and e.user_id = ${userId} and e.sort_group < 9`,
  );
  if (!mine) return undefined;
  if (reading.division !== undefined && mine.division !== reading.division) return 'other_division' as const;
  const [before] = await queryRows<{ n: number }>(
    db,
    sql`select cast(count(*) as integer) as n from tournament_entries e
        where e.tournament_id = ${tournamentId} and e.sort_group < 9 ${divisionOf('e', reading)}
          and (e.sort_group, ${e}, e.slot) < (${mine.sort_group}, ${mine.key}, ${mine.slot})`,
  );
  const index = Number(before?.n ?? 0);
  const [row] = await queryRows<BoardRow>(db, boardQuery(tournamentId, reading, 1, 0, userId));
  return row ? { index, row: present(row, reading) } : undefined;
}

/** One entrant's row as the board shows it, for the live event. */
export async function boardRowOf(db: Database, tournamentId: number, userId: number) {
  const found = await findOnBoard(db, tournamentId, userId);
  return found && found !== 'other_division' ? found.row : null;
}

/** Every row in board order (results export, completion). */
export async function wholeBoard(db: Database, tournamentId: number): Promise<LeaderboardRow[]> {
  return (await queryRows<BoardRow>(db, boardQuery(tournamentId, WHOLE, 1_000_000, 0))).map((row) => present(row));
}
