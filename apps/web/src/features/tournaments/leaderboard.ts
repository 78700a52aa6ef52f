import type { LeaderboardRow, TournamentDetail } from '@golf/contracts';

/** A line drawn above a leaderboard row: the cut made, the projected cut, or the disqualified. */
export type LeaderboardLine = 'cut' | 'projected' | 'dq';

/**
 * Score to par as golfers write it: "E" for level (the catalogue's word), "+3", "−2" (a real minus
 * sign, as leaderboards print it); "–" when nothing is played yet.
 */
export function toParText(value: number | null | undefined, even: string): string {
  if (value === null || value === undefined) return '–';
  if (value === 0) return even;
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/** "Thru": holes completed in the current round, the catalogue's "F" once it is finished, "–" before a hole. */
export function thruText(row: Pick<LeaderboardRow, 'thru' | 'finished_round'>, finished: string): string {
  if (row.finished_round) return finished;
  return row.thru > 0 ? String(row.thru) : '–';
}

/**
 * The cut still to apply: the current round's cut while it has not been made; null when there is
 * none (no cut, or already applied, in which case the rows say "CUT").
 */
export function projectedCut(detail: Pick<TournamentDetail, 'rounds' | 'current_round'>): number | null {
  const round = detail.rounds.find((r) => r.number === detail.current_round);
  if (!round || round.tournament_cut === null || round.cut_applied_at !== null) return null;
  return round.tournament_cut;
}

/**
 * The lines of one page, by the index of the row they sit above: the projected cut above the first
 * ranked row placed below it (ties at the cut stay above), the cut above the first row that missed
 * it, and the DQ line above the first disqualified row. The server orders the rows ranked, cut,
 * disqualified, so each line appears at most once on the whole board. A page's first row gets a
 * line only when `previous` (the row before it on the board) is known and on the other side.
 */
export function leaderboardLines(
  rows: readonly Pick<LeaderboardRow, 'status' | 'position'>[],
  cut: number | null,
  previous?: Pick<LeaderboardRow, 'status' | 'position'> | null,
): Map<number, LeaderboardLine> {
  const lines = new Map<number, LeaderboardLine>();
  const belowCut = (row: Pick<LeaderboardRow, 'position'>) => cut !== null && (row.position ?? Infinity) > cut;
  let before = previous ?? null;
  rows.forEach((row, index) => {
    if (row.status === 'disqualified') {
      if (before !== null && before.status !== 'disqualified') lines.set(index, 'dq');
    } else if (row.status === 'cut') {
      if (before !== null && before.status !== 'cut') lines.set(index, 'cut');
    } else if (row.status === 'entered' && belowCut(row) && before !== null && !belowCut(before)) {
      if (before.status === 'entered') lines.set(index, 'projected');
    }
    before = row;
  });
  return lines;
}
