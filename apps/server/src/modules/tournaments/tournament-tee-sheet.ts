import { realtimeChannels, tournamentEvents, type TeeSheet } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import { sendNotices, type Notice, type NotifyIn } from '../notifications/notifications.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { setTeeTimes, teeOverridesOf } from './tournament-tee-sheet.repository';
import { entryTeeTime, teeSheet } from './tournament-tee-times';
import { inTournamentsTransaction, type TournamentRow, type TournamentsRepository } from './tournaments.repository';

export interface TournamentTeeSheetDeps {
  db: Database;
  publisher: Publisher;
  /** The moved entrants' notifications, created in the edit's transaction. */
  notifyIn: NotifyIn;
  activity: Pick<ActivityLog, 'record'>;
  clock: () => Date;
}

/** What an edit changed: the tournament, the sheet after it and the entrants whose tee time moved. */
interface Edited {
  tournament: TournamentRow;
  sheet: TeeSheet;
  moved: number[];
}

/**
 * Staff edit an assigned tee sheet before its round starts (docs/tournaments.md#tee-sheet-edits):
 * move an entrant to another tee time on the round's interval, or swap two entrants. Each edit
 * stores per-round tee times and is logged; players read them on the page and the tee sheet, and
 * hear of it on the tournament's channel once the edit is committed. Each entrant whose time changed
 * gets a notification.
 */
export function createTournamentTeeSheet(deps: TournamentTeeSheetDeps) {
  const { db, clock } = deps;

  /** The tournament, the round and the entrants' current tee times, under the tournament's row lock. */
  async function load(repo: TournamentsRepository, tx: Database, id: number, roundNumber: number) {
    const tournament = await repo.lock(id);
    if (!tournament) throw new AppError('general.not_found');
    if (tournament.cancelledAt || tournament.completedAt) throw new AppError('tournaments.changes_not_allowed');
    if (tournament.teeTimeMode !== 'assigned') throw new AppError('tournaments.tee_sheet_not_assigned');
    const round = (await repo.roundsOf([id])).find((r) => r.number === roundNumber);
    if (!round) throw new AppError('general.not_found');
    if (clock() >= round.startAt) throw new AppError('tournaments.tee_round_started');
    const entries = await repo.entriesOf(id, ['entered']);
    const overrides = await teeOverridesOf(tx, id);
    const timeOf = (entry: (typeof entries)[number]) => entryTeeTime(tournament, round, entry, overrides)!;
    return { tournament, round, entries, overrides, timeOf };
  }

  /** An entrant still in the tournament, else 6015 (never entered) or 6017 (withdrawn, cut, disqualified). */
  async function entrant(repo: TournamentsRepository, id: number, userId: number) {
    const entry = await repo.findEntry(id, userId);
    if (!entry) throw new AppError('tournaments.not_entered');
    if (entry.status !== 'entered') throw new AppError('tournaments.entry_out');
    return entry;
  }

  async function sheetAfter(repo: TournamentsRepository, tx: Database, id: number, roundNumber: number) {
    const tournament = (await repo.find(id))!;
    const round = (await repo.roundsOf([id])).find((r) => r.number === roundNumber)!;
    const entries = await repo.entriesOf(id, ['entered']);
    const names = await repo.displayNames(entries.map((e) => e.userId));
    return teeSheet(tournament, round, entries, names, await teeOverridesOf(tx, id));
  }

  /**
   * Runs an edit in the tournament's transaction with a notification for each moved entrant, then
   * tells the tournament's watchers and those entrants.
   */
  async function edit(
    id: number,
    roundNumber: number,
    change: (repo: TournamentsRepository, tx: Database) => Promise<Edited>,
  ) {
    const { sheet, notices } = await inTournamentsTransaction(db, async (repo, tx) => {
      const { tournament, sheet, moved } = await change(repo, tx);
      const notices: Notice[] = [];
      for (const userId of moved)
        notices.push(
          await deps.notifyIn(tx, userId, {
            notification_type: 'tournament_tee_time',
            tournament_id: id,
            tournament_title: tournament.title,
            round_number: roundNumber,
          }),
        );
      return { sheet, notices };
    });
    await deps.publisher.publish(realtimeChannels.tournament(id), tournamentEvents.teeSheetUpdated, {
      tournament_id: id,
      round_number: roundNumber,
    });
    await sendNotices(notices);
    return sheet;
  }

  return {
    async move(id: number, roundNumber: number, userId: number, teeTime: Date, actor: StaffActor): Promise<TeeSheet> {
      return edit(id, roundNumber, async (repo, tx) => {
        const { tournament, round, entries, timeOf } = await load(repo, tx, id, roundNumber);
        const entry = await entrant(repo, id, userId);
        if (teeTime < round.startAt || teeTime >= round.endAt)
          throw new AppError('tournaments.tee_time_outside_window');
        const interval = tournament.teeIntervalMinutes * 60_000;
        if ((teeTime.getTime() - round.startAt.getTime()) % interval !== 0)
          throw new AppError('tournaments.tee_time_off_interval');
        const from = timeOf(entry);
        if (from.getTime() === teeTime.getTime()) throw new AppError('tournaments.tee_same_time');
        const group = entries.filter((e) => e.id !== entry.id && timeOf(e).getTime() === teeTime.getTime());
        if (group.length >= tournament.groupSize) throw new AppError('tournaments.tee_group_full');
        await setTeeTimes(tx, round.id, [{ entryId: entry.id, teeTime }]);
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.tee_time_moved',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
            details: { round: roundNumber, user_id: userId, from: from.toISOString(), to: teeTime.toISOString() },
          },
          tx,
        );
        return { tournament, sheet: await sheetAfter(repo, tx, id, roundNumber), moved: [userId] };
      });
    },

    async swap(id: number, roundNumber: number, userId: number, otherId: number, actor: StaffActor): Promise<TeeSheet> {
      return edit(id, roundNumber, async (repo, tx) => {
        const { tournament, round, timeOf } = await load(repo, tx, id, roundNumber);
        const first = await entrant(repo, id, userId);
        const second = await entrant(repo, id, otherId);
        const [a, b] = [timeOf(first), timeOf(second)];
        if (a.getTime() === b.getTime()) throw new AppError('tournaments.tee_same_time');
        await setTeeTimes(tx, round.id, [
          { entryId: first.id, teeTime: b },
          { entryId: second.id, teeTime: a },
        ]);
        await recordStaffAction(
          deps.activity,
          {
            event: 'tournaments.tee_times_swapped',
            actorId: actor.id,
            subject: { type: 'tournament', id },
            request: actor.request,
            details: { round: roundNumber, user_id: userId, other_user_id: otherId },
          },
          tx,
        );
        return { tournament, sheet: await sheetAfter(repo, tx, id, roundNumber), moved: [userId, otherId] };
      });
    },
  };
}

export type TournamentTeeSheet = ReturnType<typeof createTournamentTeeSheet>;
