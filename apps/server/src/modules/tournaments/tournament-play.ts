import { enums, realtimeChannels, tournamentEvents } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import { flaggedStrokesOf } from '../rounds/flagged-strokes';
import { createRoundsRepository } from '../rounds/rounds.repository';
import { resolveHoles } from '../rounds/rounds.service';
import { boardRowOf } from './tournament-leaderboard';
import { recomputeEntry } from './tournament-standings';
import { teeOverridesOf } from './tournament-tee-sheet.repository';
import { entryTeeTime } from './tournament-tee-times';
import {
  createTournamentsRepository,
  inTournamentsTransaction,
  type EntryRow,
  type RoundWithCourse,
  type TournamentRow,
} from './tournaments.repository';

const { game_mode: mode, play_status: playStatus, round_visibility: visibility } = enums;

export interface TournamentPlayDeps {
  db: Database;
  publisher: Publisher;
  clock: () => Date;
  /** Cut, not-played rounds and completion, after a round ends (tournament-completion). */
  advance: (tournamentId: number) => Promise<void>;
  /** The division's ball-speed cap over the round's launches, in the completing transaction (tournament-divisions). */
  checkLaunches: (tx: Database, roundId: number, entry: EntryRow, tournament: TournamentRow) => Promise<boolean>;
}

export type LeaderboardReason = 'stroke' | 'round' | 'cut' | 'disqualified' | 'review' | 'entry' | 'completed';

/**
 * Playing a tournament round through the platform's rounds and strokes (decision 0072): each
 * entrant gets a private stroke-play round built from the tournament round's settings, with
 * mulligans off; every hole updates the entry's standings and the public channel.
 */
export function createTournamentPlay(deps: TournamentPlayDeps) {
  const { db, clock } = deps;

  async function announce(tournamentId: number, userId: number | null, reason: LeaderboardReason) {
    const row = userId === null ? null : await boardRowOf(db, tournamentId, userId);
    await deps.publisher.publish(realtimeChannels.tournament(tournamentId), tournamentEvents.leaderboardUpdated, {
      tournament_id: tournamentId,
      reason,
      user_id: userId,
      row,
      updated_at: clock().toISOString(),
    });
  }

  /** Whether an entrant may start this round now: its window (from their tee time when assigned). */
  async function checkWindow(tx: Database, tournament: TournamentRow, round: RoundWithCourse, entry: EntryRow) {
    const now = clock();
    const from = entryTeeTime(tournament, round, entry, await teeOverridesOf(tx, tournament.id)) ?? round.startAt;
    if (now < from || now >= round.endAt) throw new AppError('tournaments.round_not_open');
  }

  return {
    announce,

    /** POST /tournaments/{id}/rounds/{number}/play: the caller's round for it, created at the first call. */
    async play(
      tournamentId: number,
      number: number,
      userId: number,
    ): Promise<{ round_id: number; tournament_round: number }> {
      await deps.advance(tournamentId);
      const created = await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await repo.find(tournamentId);
        if (!tournament?.publishedAt) throw new AppError('general.not_found');
        if (tournament.cancelledAt || tournament.completedAt) throw new AppError('tournaments.closed');
        const rounds = await repo.roundsOf([tournamentId]);
        const round = rounds.find((r) => r.number === number);
        if (!round) throw new AppError('general.not_found');
        // The entry's lock serialises two taps on "play my round".
        const entry = await repo.lockEntry(tournamentId, userId);
        if (!entry) throw new AppError('tournaments.not_entered');
        if (entry.status !== 'entered') throw new AppError('tournaments.entry_out');
        const [existing] = (await repo.playsOfEntries([entry.id])).filter((p) => p.tournamentRoundId === round.id);
        if (existing) {
          if (existing.state !== 'playing') throw new AppError('tournaments.round_already_played');
          return { roundId: existing.roundId, fresh: false };
        }
        await checkWindow(tx, tournament, round, entry);
        // A cut after the previous round must be made before the next one starts.
        const previous = rounds.find((r) => r.number === number - 1);
        if (previous?.tournamentCut && !previous.cutAppliedAt) throw new AppError('tournaments.round_not_open');

        const roundsRepo = createRoundsRepository(tx);
        const courseHoles = (await roundsRepo.holesOf(round.courseId)).map((hole) => hole.number);
        const holes = resolveHoles(round.holeGroup, round.holes ?? undefined, courseHoles);
        const now = clock();
        const platformRound = await roundsRepo.insertRound({
          hostId: userId,
          courseId: round.courseId,
          title: `${tournament.title} R${round.number}`.slice(0, 80),
          visibility: visibility.private,
          gameMode: mode.stroke_play,
          maxPlayers: 1,
          elevation: round.elevation,
          gameCondition: round.gameCondition,
          gimmeDistance: round.gimmeDistance,
          gimmeOnSecondPut: round.gimmeOnSecondPut,
          mulligans: 0,
          greenStimp: round.greenStimp,
          tries: 1,
          tee: round.tee,
          useHcp: round.useHcp,
          holeGroup: round.holeGroup,
          holes,
          restrictHardware: null,
          isLocal: false,
          joinCode: null,
          playStatus: playStatus.ongoing,
          startedAt: now,
        });
        await roundsRepo.addPlayer({
          roundId: platformRound.id,
          userId,
          isLocal: false,
          gameIdentifierId: entry.gameIdentifierId,
          handicapIndex: round.useHcp ? entry.handicapIndex : null,
        });
        // The ball waits on the tee of the round's teeing_type at the first hole, as a started round's.
        const tee = await roundsRepo.teePosition(round.courseId, holes[0]!, round.tee);
        await roundsRepo.updatePlayers(platformRound.id, {
          playStatus: playStatus.ongoing,
          ballPosition: tee,
          ballSurface: tee ? enums.surface_type.tee : null,
          ballBefore: null,
        });
        await repo.insertPlay({ entryId: entry.id, tournamentRoundId: round.id, roundId: platformRound.id });
        await recomputeEntry(repo, tx, tournament, rounds, entry);
        return { roundId: platformRound.id, fresh: true };
      });
      if (created.fresh) await announce(tournamentId, userId, 'round');
      return { round_id: created.roundId, tournament_round: number };
    },

    /** After a stroke that ended a hole in a tournament round (strokes service hook, after its commit). */
    async onHoleEnded(roundId: number, userId: number): Promise<void> {
      const repo = createTournamentsRepository(db);
      const play = await repo.playOfRound(roundId);
      if (!play) return;
      const entry = await repo.entryById(play.entryId);
      if (!entry || entry.userId !== userId) return;
      const tournament = (await repo.find(entry.tournamentId))!;
      await inTournamentsTransaction(db, async (txRepo, tx) =>
        recomputeEntry(txRepo, tx, tournament, await txRepo.roundsOf([tournament.id]), entry),
      );
      await announce(tournament.id, userId, 'stroke');
    },

    /**
     * In the transaction that completes a platform round: a tournament round with flagged strokes
     * is held for staff review, any other counts. Returns what to announce after the commit.
     */
    async onRoundCompleted(tx: Database, roundId: number): Promise<{ tournamentId: number; userId: number } | null> {
      const repo = createTournamentsRepository(tx);
      const play = await repo.playOfRound(roundId);
      if (!play || play.state !== 'playing') return null;
      const flagged = await flaggedStrokesOf(tx, roundId);
      await repo.updatePlay(play.id, {
        state: flagged.length ? 'review' : 'completed',
        flaggedStrokes: flagged.length,
      });
      const seen = (await repo.entryById(play.entryId))!;
      const tournament = (await repo.find(seen.tournamentId))!;
      const dq = await deps.checkLaunches(tx, roundId, seen, tournament);
      const entry = dq ? (await repo.entryById(seen.id))! : seen;
      await recomputeEntry(repo, tx, tournament, await repo.roundsOf([tournament.id]), entry);
      return { tournamentId: tournament.id, userId: entry.userId };
    },

    async afterRoundCompleted(done: { tournamentId: number; userId: number } | null): Promise<void> {
      if (!done) return;
      await announce(done.tournamentId, done.userId, 'round');
      await deps.advance(done.tournamentId);
    },
  };
}

export type TournamentPlay = ReturnType<typeof createTournamentPlay>;
