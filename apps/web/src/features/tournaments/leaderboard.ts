import type { LeaderboardRow, TournamentDetail, TournamentDivision } from '@golf/contracts';

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

/** Whether the entrant has completed a hole in any round: before that the board shows "–", not "E" and 0. */
export function hasPlayed(row: Pick<LeaderboardRow, 'rounds'>): boolean {
  return row.rounds.some((round) => round.thru > 0);
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

/** What a board can be ranked by: the tournament's basis, gross or net strokes (decision 0099). */
export type BoardBasis = 'gross' | 'net' | 'stableford';

/** The tournament's own basis: Stableford points, net strokes when the rounds use handicaps, else gross. */
export function defaultBasis(detail: Pick<TournamentDetail, 'format' | 'rounds'>): BoardBasis {
  if (detail.format === 'stableford') return 'stableford';
  return detail.rounds.some((round) => round.use_hcp) ? 'net' : 'gross';
}

/** The readings the switch offers, the tournament's own first. */
export function boardBases(detail: Pick<TournamentDetail, 'format' | 'rounds'>): BoardBasis[] {
  return detail.format === 'stableford' ? ['stableford', 'gross', 'net'] : ['gross', 'net'];
}

/** The leaderboard query's `view` for a reading: none for the tournament's own (the stored ranking). */
export function viewParam(
  detail: Pick<TournamentDetail, 'format' | 'rounds'>,
  basis: BoardBasis,
): 'gross' | 'net' | undefined {
  return basis === defaultBasis(detail) || basis === 'stableford' ? undefined : basis;
}

/** A division's terms as a catalogue key and its values: a handicap range or a ball-speed cap. */
export function divisionTerms(division: TournamentDivision): {
  key: 'handicapRange' | 'handicapBelow' | 'handicapFrom' | 'ballSpeed';
  values: Record<string, number>;
} {
  if (division.kind === 'ball_speed') {
    const speed = division.max_ball_speed ?? 0;
    // 1 m/s = 2.23694 mph: simulator players think of ball speed in mph.
    return { key: 'ballSpeed', values: { speed, mph: Math.round(speed * 2.23694) } };
  }
  const { min_handicap: min, max_handicap: max } = division;
  if (min !== null && max !== null) return { key: 'handicapRange', values: { min, max } };
  if (max !== null) return { key: 'handicapBelow', values: { max } };
  return { key: 'handicapFrom', values: { min: min ?? 0 } };
}
