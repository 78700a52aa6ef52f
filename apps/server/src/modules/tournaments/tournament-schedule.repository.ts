import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/**
 * Tournaments with time-driven work left at `now` (docs/tournaments.md#scheduled-completion): published,
 * not cancelled or completed, no round held for review (the staff decision advances those), and a round
 * whose window closed with its cut not applied, a play still open, or that round being the last one.
 */
export async function dueTournamentIds(db: Database, now: Date, limit: number): Promise<number[]> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tournaments t
        where t.published_at is not null and t.cancelled_at is null and t.completed_at is null
          and not exists (
            select 1 from tournament_plays p join tournament_rounds r on r.id = p.tournament_round_id
            where r.tournament_id = t.id and p.state = 'review')
          and (t.end_at <= ${at}::timestamptz or exists (
            select 1 from tournament_rounds r
            where r.tournament_id = t.id and r.end_at <= ${at}::timestamptz
              and ((r.tournament_cut is not null and r.cut_applied_at is null)
                or r.number = (select max(l.number) from tournament_rounds l where l.tournament_id = t.id)
                or exists (select 1 from tournament_plays p where p.tournament_round_id = r.id and p.state = 'playing'))))
        order by t.id
        limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
