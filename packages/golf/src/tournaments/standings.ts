/**
 * Tournament standings: who leads, with tied positions ("T3"), and where cut, disqualified and
 * not-yet-started entrants go. Ranked entrants compare by score to par (gross or net; lower is
 * better) or by Stableford points (higher is better), so players thru different numbers of holes
 * compare fairly, as on a TV leaderboard.
 */
import { competitionRanks } from '../scoring/ranking';

export type StandingStatus = 'entered' | 'cut' | 'disqualified';
export type StandingBasis = 'gross' | 'net' | 'stableford';

export interface StandingInput<Id> {
  id: Id;
  status: StandingStatus;
  /** Holes completed over all counted rounds; 0 = not started. */
  holesPlayed: number;
  /** To par (gross or net, as the basis) or Stableford points. */
  score: number;
  /** Breaks display order only (never the position): earlier entry first. */
  order: number;
}

export interface Standing<Id> {
  id: Id;
  /** Competition position among the ranked; null for cut, DQ and not started. */
  position: number | null;
  /** "1", "T3", "CUT", "DQ" or "-". */
  label: string;
}

/** Display groups, top to bottom: ranked, not started, cut, disqualified. */
function group(input: StandingInput<unknown>): number {
  if (input.status === 'disqualified') return 3;
  if (input.status === 'cut') return 2;
  return input.holesPlayed > 0 ? 0 : 1;
}

/** Orders and labels the standings (see the module comment). */
export function rankStandings<Id>(entries: readonly StandingInput<Id>[], basis: StandingBasis): Standing<Id>[] {
  const sign = basis === 'stableford' ? -1 : 1;
  const byScore = (a: StandingInput<Id>, b: StandingInput<Id>) => sign * (a.score - b.score);
  const sorted = [...entries].sort(
    (a, b) => group(a) - group(b) || (group(a) === 1 ? 0 : byScore(a, b)) || a.order - b.order,
  );
  const ranked = sorted.filter((entry) => group(entry) === 0);
  const ranks = competitionRanks(ranked, byScore);
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  return sorted.map((entry, index) => {
    const kind = group(entry);
    if (kind === 0) {
      const position = ranks[index]!;
      return { id: entry.id, position, label: counts.get(position)! > 1 ? `T${position}` : String(position) };
    }
    return { id: entry.id, position: null, label: kind === 3 ? 'DQ' : kind === 2 ? 'CUT' : '-' };
  });
}

/**
 * The cut after a round (Round.tournament_cut): the top `cut` positions and everyone tied with
 * them go on. Returns the ids that miss it: ranked entrants below the line and entrants who have
 * not played (they cannot make a cut they did not play to).
 */
export function missedCut<Id>(standings: readonly Standing<Id>[], cut: number): Id[] {
  if (!Number.isInteger(cut) || cut < 1) throw new RangeError(`bad cut ${cut}`);
  return standings
    .filter((standing) => standing.label !== 'CUT' && standing.label !== 'DQ')
    .filter((standing) => standing.position === null || standing.position > cut)
    .map((standing) => standing.id);
}
