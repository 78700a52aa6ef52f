import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { LedgerOperation, LedgerResult } from '../wallets/wallets.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { placeEntrant } from './tournament-divisions';
import { entryRefusalErrors, entryRefusals, entryRulesOf } from './tournament-eligibility';
import type { ActivityLog } from '../activity/activity.service';
import { sendNotices, type Notice, type NotifyIn } from '../notifications/notifications.service';
import {
  inTournamentsTransaction,
  type EntryRow,
  type TournamentRow,
  type TournamentsRepository,
} from './tournaments.repository';

const { tournament_entry_fee: feeAction, tournament_refund: refundAction } = enums.transaction_action;
const INVITE_PENDING = 10;
const INVITE_ACCEPTED = 20;

export interface TournamentEntriesDeps {
  db: Database;
  /** The ledger inside the caller's transaction (wallets service `post`), and its events after commit. */
  post: (tx: Database, operation: LedgerOperation) => Promise<LedgerResult>;
  announce: (result: LedgerResult) => Promise<void>;
  /** The `tournaments` feature (spec §6), read through the transaction. */
  hasTournamentsFeature: (tx: Database, userId: number) => Promise<boolean>;
  /** The invitee's and the entrants' notifications, created in the change's transaction. */
  notifyIn: NotifyIn;
  activity: Pick<ActivityLog, 'record'>;
  /** Tells the tournament's public channel after a cancel commits, so open pages read it again. */
  statusChanged: (row: TournamentRow) => Promise<void>;
  /** Tells the public channel after an entry or a withdrawal commits: open pages read the count and board again. */
  entriesChanged: (tournamentId: number, userId: number) => Promise<void>;
  clock: () => Date;
}

/** What the player picks when entering: the device they play on, a ball-speed division. */
export interface EntryChoice {
  deviceId?: number;
  division?: number;
}

/** The fee's ledger keys: one pair per entering (re-entering after a withdrawal is a new pair). */
const feeKey = (entry: EntryRow) => `tournament:fee:${entry.id}:${entry.enteredAt.getTime()}`;
const refundKey = (entry: EntryRow) => `tournament:refund:${entry.id}:${entry.enteredAt.getTime()}`;

/**
 * Entering, withdrawing, invites and cancelling (docs/tournaments.md). Every path locks the
 * tournament row first, so places are counted under one lock and 200 entries at once into 50
 * places charge exactly 50; the fee moves in the transaction that writes the entry.
 */
export function createTournamentEntries(deps: TournamentEntriesDeps) {
  const { db, clock } = deps;

  async function openTournament(repo: TournamentsRepository, id: number): Promise<TournamentRow> {
    const row = await repo.lock(id);
    if (!row || !row.publishedAt) throw new AppError('general.not_found');
    if (row.cancelledAt || row.completedAt) throw new AppError('tournaments.closed');
    if (clock() >= row.startAt) throw new AppError('rounds.tournament_started');
    return row;
  }

  /** Everything spec §6 and the tournament ask of an entrant but the fee, which the ledger checks. */
  async function checkEligible(
    repo: TournamentsRepository,
    tx: Database,
    tournament: TournamentRow,
    userId: number,
    deviceId: number | undefined,
    division: number | undefined,
  ) {
    const user = await repo.userFacts(userId);
    if (!user) throw new AppError('general.not_found');
    const device = deviceId === undefined ? undefined : await repo.gameIdentifier(userId, deviceId);
    const [refusal] = entryRefusals(entryRulesOf(tournament, await repo.hardwareOf(tournament.id)), {
      twoFactorEnabled: user.mfaEnabledAt !== null,
      hasFeature: await deps.hasTournamentsFeature(tx, userId),
      hcp: user.hcp,
      devices: device ? [device.hardwareVersion] : [],
      balance: null,
    });
    if (refusal) throw new AppError(entryRefusalErrors[refusal]);
    return { ...user, division: placeEntrant(tournament, user.hcp, division) };
  }

  async function enterIn(
    repo: TournamentsRepository,
    tx: Database,
    id: number,
    userId: number,
    choice: EntryChoice = {},
  ) {
    const { deviceId, division } = choice;
    const tournament = await openTournament(repo, id);
    const existing = await repo.findEntry(id, userId);
    if (existing && existing.status !== 'withdrawn') throw new AppError('tournaments.already_entered');
    if (tournament.entrantCount >= tournament.maxPlayers) throw new AppError('tournaments.full');
    const user = await checkEligible(repo, tx, tournament, userId, deviceId, division);
    const values = {
      status: 'entered',
      enteredAt: clock(),
      withdrawnAt: null,
      feePaid: tournament.entryFee,
      feeTokenType: tournament.entryFeeTokenType,
      gameIdentifierId: deviceId ?? null,
      handicapIndex: user.hcp,
      division: user.division,
      sortGroup: 1,
    };
    const entry = existing
      ? await repo.updateEntry(existing.id, values)
      : await repo.insertEntry({ ...values, tournamentId: id, userId, slot: await repo.nextSlot(id) });
    if (!entry) throw new AppError('tournaments.already_entered');
    await repo.update(id, { entrantCount: tournament.entrantCount + 1 });
    const invite = await repo.findInvite(id, userId);
    if (invite?.status === INVITE_PENDING) await repo.setInviteStatus(invite.id, INVITE_ACCEPTED);
    if (tournament.entryFee <= 0) return null;
    return deps.post(tx, {
      idempotencyKey: feeKey(entry),
      lines: [
        {
          userId,
          tokenType: tournament.entryFeeTokenType,
          direction: 'debit',
          amount: tournament.entryFee,
          action: feeAction,
          entityType: 'tournament',
          entityId: id,
        },
      ],
      insufficientFunds: 'tournaments.no_tokens',
    });
  }

  /** The fee back (action 26), at most once per entering. */
  function refund(tx: Database, entry: EntryRow) {
    if (entry.feePaid <= 0) return Promise.resolve(null);
    return deps.post(tx, {
      idempotencyKey: refundKey(entry),
      lines: [
        {
          userId: entry.userId,
          tokenType: entry.feeTokenType,
          direction: 'credit',
          amount: entry.feePaid,
          action: refundAction,
          entityType: 'tournament',
          entityId: entry.tournamentId,
        },
      ],
    });
  }

  async function announceAll(results: (LedgerResult | null)[]) {
    for (const result of results) if (result) await deps.announce(result);
  }

  return {
    async enter(id: number, userId: number, choice?: EntryChoice): Promise<void> {
      const result = await inTournamentsTransaction(db, (repo, tx) => enterIn(repo, tx, id, userId, choice));
      await announceAll([result]);
      await deps.entriesChanged(id, userId);
    },

    /** Before start_at only; the whole fee back. */
    async withdraw(id: number, userId: number): Promise<void> {
      const result = await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await openTournament(repo, id);
        const entry = await repo.lockEntry(id, userId);
        if (!entry || entry.status !== 'entered') throw new AppError('tournaments.not_entered');
        const withdrawn = await repo.updateEntry(entry.id, { status: 'withdrawn', withdrawnAt: clock(), sortGroup: 9 });
        await repo.update(id, { entrantCount: tournament.entrantCount - 1 });
        return refund(tx, withdrawn);
      });
      await announceAll([result]);
      await deps.entriesChanged(id, userId);
    },

    /** An entrant (or staff) invites a player; the invite is pending until they enter. */
    async invite(id: number, inviterId: number, userId: number, staff: boolean) {
      const { invite, notice } = await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await openTournament(repo, id);
        if (!staff && (await repo.findEntry(id, inviterId))?.status !== 'entered')
          throw new AppError('tournaments.not_entered');
        // No such user and a system account are refused alike (decision 0120).
        if (!(await repo.isPlayer(userId)))
          throw AppError.validation({ user_id: [{ key: 'validation.exists', params: { attribute: 'user' } }] });
        const entered = await repo.findEntry(id, userId);
        if (entered && entered.status !== 'withdrawn') throw new AppError('tournaments.already_invited');
        const invite = await repo.insertInvite({ tournamentId: id, userId, invitedBy: inviterId });
        if (!invite) throw new AppError('tournaments.already_invited');
        const inviterName = (await repo.displayNames([inviterId])).get(inviterId) ?? '';
        const notice = await deps.notifyIn(tx, userId, {
          notification_type: 'tournament_invite',
          tournament_id: id,
          tournament_title: tournament.title,
          display_name: inviterName,
        });
        return { invite, notice };
      });
      await notice();
      return invite;
    },

    /** Pending to accepted: the invited player enters, with every check and the fee. */
    async acceptInvite(id: number, userId: number, choice?: EntryChoice): Promise<void> {
      const result = await inTournamentsTransaction(db, async (repo, tx) => {
        const invite = await repo.findInvite(id, userId);
        if (invite?.status !== INVITE_PENDING) throw new AppError('tournaments.invalid_invite');
        return enterIn(repo, tx, id, userId, choice);
      });
      await announceAll([result]);
      await deps.entriesChanged(id, userId);
    },

    /**
     * Staff call it off: every held fee back in the same transaction (decision 0074). The reason is
     * kept for the players' page, their notifications and the activity log; a second cancel changes nothing.
     */
    async cancel(id: number, actor: StaffActor, reason: string | null = null): Promise<TournamentRow> {
      const { row, results, notices, changed } = await inTournamentsTransaction(db, async (repo, tx) => {
        const tournament = await repo.lock(id);
        if (!tournament) throw new AppError('general.not_found');
        if (tournament.completedAt) throw new AppError('tournaments.changes_not_allowed');
        if (tournament.cancelledAt) return { row: tournament, results: [], notices: [], changed: false };
        const cancelled = (await repo.update(id, { cancelledAt: clock(), cancellationReason: reason || null }))!;
        const refunds: (LedgerResult | null)[] = [];
        const notices: Notice[] = [];
        for (const entry of await repo.entriesOf(id, ['entered', 'cut', 'disqualified'])) {
          const refunded = await refund(tx, entry);
          refunds.push(refunded);
          notices.push(
            await deps.notifyIn(tx, entry.userId, {
              notification_type: 'tournament_cancelled',
              tournament_id: id,
              tournament_title: tournament.title,
              refunded: refunded !== null,
              reason: cancelled.cancellationReason,
            }),
          );
        }
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.cancelled',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
            details: { refunds: refunds.filter(Boolean).length, reason: cancelled.cancellationReason },
          },
          tx,
        );
        return { row: cancelled, results: refunds, notices, changed: true };
      });
      await announceAll(results);
      await sendNotices(notices);
      if (changed) await deps.statusChanged(row);
      return row;
    },
  };
}

export type TournamentEntries = ReturnType<typeof createTournamentEntries>;
