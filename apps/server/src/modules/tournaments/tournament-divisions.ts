import { defaultLocale, translate, type TournamentDivision, type TournamentDivisionRequest } from '@golf/contracts';
import {
  divisionForHandicap,
  divisionKind,
  divisionsKind,
  divisionsProblem,
  overBallSpeedCap,
  MAX_HANDICAP_INDEX,
} from '@golf/golf';
import type { Database } from '../../db/client';
import type { StoredDivision } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { regroup } from './tournament-standings';
import {
  createTournamentsRepository,
  inTournamentsTransaction,
  type EntryRow,
  type TournamentRow,
  type TournamentsRepository,
} from './tournaments.repository';

/** The body's divisions as stored (decision 0098); the order staff gave is each division's number. */
export const storedDivisions = (divisions: TournamentDivisionRequest[]): StoredDivision[] =>
  divisions.map((division) => ({
    name: division.name.trim(),
    minHandicap: division.min_handicap ?? null,
    maxHandicap: division.max_handicap ?? null,
    maxBallSpeed: division.max_ball_speed ?? null,
  }));

export const presentDivisions = (divisions: StoredDivision[]): TournamentDivision[] =>
  divisions.map((division, index) => ({
    number: index + 1,
    name: division.name,
    kind: divisionKind(division) ?? 'handicap',
    min_handicap: division.minHandicap,
    max_handicap: division.maxHandicap,
    max_ball_speed: division.maxBallSpeed,
  }));

/** Staff's divisions: one kind each and for all (6023), handicap ranges apart (6024). */
export function checkDivisions(divisions: StoredDivision[]): void {
  const problem = divisionsProblem(divisions);
  if (problem === 'invalid') throw new AppError('tournaments.invalid_divisions');
  if (problem === 'overlap') throw new AppError('tournaments.divisions_overlap');
}

/**
 * The division an entrant plays in, decided at entry: by the handicap index for handicap divisions
 * (none fits: 6025; no index counts as 54, as the handicap limit), the player's choice for
 * ball-speed ones (missing or unknown: 6026). null when the tournament has no divisions.
 */
export function placeEntrant(tournament: TournamentRow, hcp: number | null, chosen: number | undefined): number | null {
  const divisions = tournament.divisions;
  const kind = divisionsKind(divisions);
  if (kind === null) return null;
  if (kind === 'handicap') {
    const index = divisionForHandicap(divisions, hcp ?? MAX_HANDICAP_INDEX);
    if (index === null) throw new AppError('tournaments.no_division');
    return index + 1;
  }
  if (chosen === undefined || !divisions[chosen - 1]) throw new AppError('tournaments.division_required');
  return chosen;
}

/** A division number a leaderboard query names must be one of the tournament's (6027). */
export function checkDivisionFilter(tournament: TournamentRow, division: number | undefined): void {
  if (division !== undefined && !tournament.divisions[division - 1]) throw new AppError('tournaments.unknown_division');
}

const capOf = (tournament: TournamentRow, entry: EntryRow) =>
  entry.division === null ? null : (tournament.divisions[entry.division - 1] ?? null);

/** The stored reason: the catalogue's message in the platform's language, as staff's reasons are free text. */
const reasonFor = (speed: number, cap: number) =>
  translate(defaultLocale, 'errors.tournaments.ball_speed_over_cap', {
    speed: Math.round(speed * 100) / 100,
    cap,
  });

/** Disqualifies an entry still in play whose launch broke its division's cap; true when it did. */
async function disqualifyOverCap(
  repo: TournamentsRepository,
  tournament: TournamentRow,
  entry: EntryRow,
  speed: number,
  now: Date,
): Promise<boolean> {
  const division = capOf(tournament, entry);
  if (entry.status !== 'entered' || !overBallSpeedCap(division, speed)) return false;
  if (tournament.completedAt || tournament.cancelledAt) return false;
  const dq = await repo.updateEntry(entry.id, {
    status: 'disqualified',
    disqualifiedReason: reasonFor(speed, division!.maxBallSpeed!),
    disqualifiedAt: now,
  });
  await regroup(repo, dq);
  return true;
}

export interface BallSpeedCapDeps {
  db: Database;
  clock: () => Date;
  /** Tells the public channel (tournament-play's announce). */
  announce: (tournamentId: number, userId: number, reason: 'disqualified') => Promise<void>;
  /** The cut and completion may now go on without this entrant. */
  advance: (tournamentId: number) => Promise<void>;
}

/**
 * The ball-speed cap of SGT-style divisions: every recorded stroke with a ball speed is checked
 * after its commit (the stroke stands; the entry is out), and a round's completion checks the
 * fastest launch again in its own transaction, so a crash between the two cannot let a round count.
 */
export function createBallSpeedCap(deps: BallSpeedCapDeps) {
  const { db, clock } = deps;

  return {
    async onLaunch(roundId: number, userId: number, ballSpeed: number): Promise<void> {
      const repo = createTournamentsRepository(db);
      const play = await repo.playOfRound(roundId);
      if (!play) return;
      const seen = await repo.entryById(play.entryId);
      if (!seen || seen.userId !== userId || seen.division === null) return;
      const tournamentId = seen.tournamentId;
      // The tournament's lock first, then the entry's: the order staff's disqualify takes.
      const done = await inTournamentsTransaction(db, async (txRepo) => {
        const tournament = await txRepo.lock(tournamentId);
        const entry = await txRepo.lockEntry(tournamentId, userId);
        if (!tournament || !entry) return false;
        return disqualifyOverCap(txRepo, tournament, entry, ballSpeed, clock());
      });
      if (!done) return;
      await deps.announce(tournamentId, userId, 'disqualified');
      await deps.advance(tournamentId);
    },

    /** In the transaction that completes a tournament play: true when the entry is now disqualified. */
    async inRoundCompletion(tx: Database, roundId: number, entry: EntryRow, tournament: TournamentRow) {
      if (entry.division === null || capOf(tournament, entry)?.maxBallSpeed == null) return false;
      const repo = createTournamentsRepository(tx);
      const fastest = await repo.fastestLaunch(roundId, entry.userId);
      return fastest !== null && disqualifyOverCap(repo, tournament, entry, fastest, clock());
    },
  };
}

export type BallSpeedCap = ReturnType<typeof createBallSpeedCap>;
