import { enums } from '@golf/contracts';
import { missedCut, rankStandings, tournamentPayouts, type WinningLogic } from '@golf/golf';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { sendNotices, type Notice, type NotifyIn } from '../notifications/notifications.service';
import type { LedgerOperation, LedgerResult } from '../wallets/wallets.service';
import { recomputeEntry, regroup } from './tournament-standings';
import {
  createTournamentsRepository,
  inTournamentsTransaction,
  type EntryRow,
  type PlayRow,
  type RoundWithCourse,
  type TournamentRow,
  type TournamentsRepository,
} from './tournaments.repository';

const { tournament_payout: payoutAction } = enums.transaction_action;

export interface TournamentCompletionDeps {
  db: Database;
  post: (tx: Database, operation: LedgerOperation) => Promise<LedgerResult>;
  announceLedger: (result: LedgerResult) => Promise<void>;
  /** A notification created in `tx`; the returned function tells the recipient after the commit. */
  notifyIn: NotifyIn;
  activity: Pick<ActivityLog, 'record'>;
  clock: () => Date;
  /** Tells the public channel (tournament-play's announce). */
  announceBoard: (
    tournamentId: number,
    userId: number | null,
    reason: 'cut' | 'completed' | 'disqualified' | 'review',
  ) => Promise<void>;
  statusChanged: (tournament: TournamentRow) => Promise<void>;
}

/** Where the field stands in a round: over when every entrant still in finished it (or its window closed). */
function roundState(round: RoundWithCourse, entries: EntryRow[], plays: PlayRow[], now: Date) {
  const mine = plays.filter((play) => play.tournamentRoundId === round.id);
  const review = mine.some((play) => play.state === 'review');
  const active = entries.filter((entry) => entry.status === 'entered');
  // With nobody left in, only the window's end closes a round.
  const allDone =
    active.length > 0 &&
    active.every((entry) => mine.some((play) => play.entryId === entry.id && play.state !== 'playing'));
  return { over: now >= round.endAt || allDone, review };
}

/**
 * The tournament's progress after rounds end (decisions 0073, 0074): the cut after a round with
 * tournament_cut, and completion with its payouts once the last round is over and no round
 * waits for review. Both run under the tournament's row lock and change state with guarded
 * updates, so a second run, on any node, finds nothing to do.
 */
export function createTournamentCompletion(deps: TournamentCompletionDeps) {
  const { db, clock } = deps;

  /** The stored score is lower-is-better for every basis (Stableford points are negated), so rank it as gross. */
  const standingsOf = (entries: EntryRow[]) =>
    rankStandings(
      entries.map((entry) => ({
        id: entry.id,
        status: entry.status as 'entered' | 'cut' | 'disqualified',
        holesPlayed: entry.holesPlayed,
        score: entry.score,
        order: entry.slot,
      })),
      'gross',
    );

  async function applyCut(repo: TournamentsRepository, tournamentId: number, round: RoundWithCourse) {
    const entries = await repo.entriesOf(tournamentId, ['entered', 'cut', 'disqualified']);
    for (const id of missedCut(standingsOf(entries), round.tournamentCut!))
      await regroup(repo, await repo.updateEntry(id, { status: 'cut' }));
    await repo.updateRound(round.id, { cutAppliedAt: clock() });
  }

  /** Pays the prize to the finishers of the last round (one ledger operation, key tournament:payout:{id}). */
  async function payOut(repo: TournamentsRepository, tx: Database, tournament: TournamentRow, last: RoundWithCourse) {
    const entries = await repo.entriesOf(tournament.id, ['entered']);
    const plays = await repo.playsOfEntries(entries.map((entry) => entry.id));
    const finished = new Set(
      plays
        .filter((play) => play.tournamentRoundId === last.id && play.state === 'completed')
        .map((play) => play.entryId),
    );
    const standings = standingsOf(entries).filter(
      (standing) => finished.has(standing.id) && standing.position !== null,
    );
    const payouts = tournamentPayouts(
      tournament.winningLogic as WinningLogic,
      tournament.prizeSum,
      standings.map((standing) => ({ id: standing.id, position: standing.position! })),
    );
    const notices: Notice[] = [];
    for (const payout of payouts) {
      const entry = await repo.updateEntry(payout.id, { payout: payout.amount });
      notices.push(
        await deps.notifyIn(tx, entry.userId, {
          notification_type: 'tournament_prize',
          tournament_id: tournament.id,
          tournament_title: tournament.title,
          token_type: tournament.prizeTokenType,
          amount: payout.amount,
        }),
      );
    }
    const result = payouts.length
      ? await deps.post(tx, {
          idempotencyKey: `tournament:payout:${tournament.id}`,
          lines: payouts.map((payout) => ({
            userId: entries.find((entry) => entry.id === payout.id)!.userId,
            tokenType: tournament.prizeTokenType,
            direction: 'credit' as const,
            amount: payout.amount,
            action: payoutAction,
            entityType: 'tournament',
            entityId: tournament.id,
          })),
        })
      : null;
    return { result, notices };
  }

  /** One pass: not-played rounds, cuts, completion. Returns what to announce after the commit. */
  async function step(repo: TournamentsRepository, tx: Database, id: number, force: boolean) {
    const tournament = await repo.lock(id);
    if (!tournament?.publishedAt || tournament.cancelledAt || tournament.completedAt) return null;
    const now = clock();
    const rounds = await repo.roundsOf([id]);
    const entries = await repo.entriesOf(id, ['entered', 'cut', 'disqualified']);
    const plays = await repo.playsOfEntries(entries.map((entry) => entry.id));
    let cut = false;
    for (const round of rounds) {
      const state = roundState(round, entries, plays, now);
      if (!state.over || state.review) break;
      // A round still open on someone's simulator after its window counts as it stands.
      for (const play of plays.filter((p) => p.tournamentRoundId === round.id && p.state === 'playing'))
        await repo.updatePlay(play.id, { state: 'not_played' });
      if (round.tournamentCut && !round.cutAppliedAt && round.number < rounds.length) {
        for (const entry of entries) await recomputeEntry(repo, tx, tournament, rounds, entry);
        await applyCut(repo, id, round);
        cut = true;
      }
    }
    const last = rounds[rounds.length - 1];
    const lastState = last
      ? roundState(
          last,
          await repo.entriesOf(id, ['entered']),
          await repo.playsOfEntries(entries.map((e) => e.id)),
          now,
        )
      : undefined;
    if (!last || !lastState?.over || lastState.review) {
      if (force) throw new AppError('tournaments.last_round_unplayed');
      return { cut, completed: null };
    }
    for (const entry of await repo.entriesOf(id, ['entered']))
      await recomputeEntry(repo, tx, tournament, rounds, entry);
    const completed = await repo.update(id, { completedAt: now });
    const paid = await payOut(repo, tx, tournament, last);
    return { cut, completed: { row: completed!, ...paid } };
  }

  async function run(id: number, force: boolean, actor?: StaffActor) {
    const outcome = await inTournamentsTransaction(db, async (repo, tx) => {
      const result = await step(repo, tx, id, force);
      if (result?.completed && actor)
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.completed',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
          },
          tx,
        );
      return result;
    });
    if (!outcome) return;
    if (outcome.cut) await deps.announceBoard(id, null, 'cut');
    if (outcome.completed) {
      if (outcome.completed.result) await deps.announceLedger(outcome.completed.result);
      await sendNotices(outcome.completed.notices);
      await deps.announceBoard(id, null, 'completed');
      await deps.statusChanged(outcome.completed.row);
    }
  }

  return {
    /** Idempotent; safe to call from any read or node. */
    advance: (id: number) => run(id, false),

    /** Staff: complete now, or "Last round unplayed" (6008) while the last round is still on. */
    async complete(id: number, actor: StaffActor) {
      const repo = createTournamentsRepository(db);
      const row = await repo.find(id);
      if (!row) throw new AppError('general.not_found');
      if (row.cancelledAt) throw new AppError('tournaments.closed');
      if (row.completedAt) return;
      await run(id, true, actor);
    },

    /** Staff disqualify an entry, with a reason; it leaves the ranking and any payout. */
    async disqualify(id: number, userId: number, reason: string, actor: StaffActor) {
      await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await repo.lock(id);
        if (!tournament) throw new AppError('general.not_found');
        if (tournament.completedAt || tournament.cancelledAt) throw new AppError('tournaments.changes_not_allowed');
        const entry = await repo.lockEntry(id, userId);
        if (!entry || entry.status === 'withdrawn') throw new AppError('tournaments.not_entered');
        const dq = await repo.updateEntry(entry.id, {
          status: 'disqualified',
          disqualifiedReason: reason,
          disqualifiedAt: clock(),
        });
        await regroup(repo, dq);
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.entry_disqualified',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
            details: { user_id: userId, reason },
          },
          tx,
        );
      });
      await deps.announceBoard(id, userId, 'disqualified');
      await run(id, false);
    },

    /** Staff decide a held round: it counts as played, or the entry is disqualified. */
    async review(
      id: number,
      userId: number,
      roundNumber: number,
      decision: 'approve' | 'disqualify',
      reason: string | null,
      actor: StaffActor,
    ) {
      await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await repo.lock(id);
        if (!tournament) throw new AppError('general.not_found');
        if (tournament.completedAt || tournament.cancelledAt) throw new AppError('tournaments.changes_not_allowed');
        const entry = await repo.lockEntry(id, userId);
        if (!entry) throw new AppError('tournaments.not_entered');
        const rounds = await repo.roundsOf([id]);
        const round = rounds.find((r) => r.number === roundNumber);
        const play = (await repo.playsOfEntries([entry.id])).find((p) => p.tournamentRoundId === round?.id);
        if (!play || play.state !== 'review') throw new AppError('tournaments.not_in_review');
        await repo.updatePlay(play.id, { state: 'completed' });
        if (decision === 'disqualify') {
          if (!reason)
            throw AppError.validation({ reason: [{ key: 'validation.required', params: { attribute: 'reason' } }] });
          await repo.updateEntry(entry.id, {
            status: 'disqualified',
            disqualifiedReason: reason,
            disqualifiedAt: clock(),
          });
        }
        await recomputeEntry(repo, tx, tournament, rounds, (await repo.entryById(entry.id))!);
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.round_reviewed',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
            details: { user_id: userId, round: roundNumber, decision },
          },
          tx,
        );
      });
      await deps.announceBoard(id, userId, 'review');
      await run(id, false);
    },
  };
}

export type TournamentCompletion = ReturnType<typeof createTournamentCompletion>;
