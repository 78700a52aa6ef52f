import { sql } from 'drizzle-orm';
import type { EntryStatus, LeaderboardRow } from '@golf/contracts';
import { queryRows, type Database } from '../../db/client';
import type { EntryRoundScore } from '../../db/schema';

interface BoardRow {
  user_id: number;
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
 * Rows of the board in standings order (sort_group, score, slot: the board index), `limit` from
 * `offset`. Each row's position and tie count are counts over the same index (rank = 1 + the
 * ranked entries with a better score), so a page costs an index range plus two index counts per
 * row, not a rank over the whole field.
 */
function boardQuery(tournamentId: number, limit: number, offset: number, userId?: number) {
  return sql`
    select e.user_id, u.display_name, e.status, e.sort_group, e.score, e.gross, e.to_par, e.net, e.net_to_par,
      e.points, e.playing_handicap, e.thru, e.finished_round, e.today, e.round_scores, e.payout,
      1 + (select count(*) from tournament_entries b
           where b.tournament_id = e.tournament_id and b.sort_group = e.sort_group and b.score < e.score) as position,
      (select count(*) from tournament_entries b
       where b.tournament_id = e.tournament_id and b.sort_group = e.sort_group and b.score = e.score) as tied
    from tournament_entries e
    join users u on u.id = e.user_id
    where e.tournament_id = ${tournamentId} and e.sort_group < 9
      ${userId === undefined ? sql`` : sql`and e.user_id = ${userId}`}
    order by e.sort_group, e.score, e.slot
    limit ${limit} offset ${offset}`;
}

function present(row: BoardRow): LeaderboardRow {
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
    playing_handicap: row.playing_handicap,
    gross: row.gross,
    net: row.net,
    to_par: row.to_par,
    net_to_par: row.net_to_par,
    points: row.points,
    thru: row.thru,
    finished_round: row.finished_round,
    today: row.today,
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

export async function leaderboardPage(db: Database, tournamentId: number, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    queryRows<BoardRow>(db, boardQuery(tournamentId, perPage, (page - 1) * perPage)),
    queryRows<{ total: number }>(
      db,
      sql`select cast(count(*) as integer) as total from tournament_entries where tournament_id = ${tournamentId} and sort_group < 9`,
    ),
  ]);
  return { rows: rows.map(present), total: Number(count?.total ?? 0) };
}

/** The caller's index on the board (0-based) and row; undefined when they have no entry on it. */
export async function findOnBoard(db: Database, tournamentId: number, userId: number) {
  const [mine] = await queryRows<{ sort_group: number; score: number; slot: number }>(
    db,
    sql`select sort_group, score, slot from tournament_entries
        where tournament_id = ${tournamentId} and user_id = ${userId} and sort_group < 9`,
  );
  if (!mine) return undefined;
  const [before] = await queryRows<{ n: number }>(
    db,
    sql`select cast(count(*) as integer) as n from tournament_entries
        where tournament_id = ${tournamentId} and sort_group < 9
          and (sort_group, score, slot) < (${mine.sort_group}, ${mine.score}, ${mine.slot})`,
  );
  const index = Number(before?.n ?? 0);
  const [row] = await queryRows<BoardRow>(db, boardQuery(tournamentId, 1, 0, userId));
  return row ? { index, row: present(row) } : undefined;
}

/** One entrant's row as the board shows it, for the live event. */
export async function boardRowOf(db: Database, tournamentId: number, userId: number) {
  return (await findOnBoard(db, tournamentId, userId))?.row ?? null;
}

/** Every row in board order (results export, completion). */
export async function wholeBoard(db: Database, tournamentId: number): Promise<LeaderboardRow[]> {
  return (await queryRows<BoardRow>(db, boardQuery(tournamentId, 1_000_000, 0))).map(present);
}
