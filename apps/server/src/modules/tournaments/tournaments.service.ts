import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import type { ActivityLog } from '../activity/activity.service';
import type { NotifyIn } from '../notifications/notifications.service';
import type { LedgerOperation, LedgerResult } from '../wallets/wallets.service';
import { createTournamentAdmin } from './tournament-admin';
import { createTournamentCompletion } from './tournament-completion';
import { createBallSpeedCap } from './tournament-divisions';
import { createTournamentEntries } from './tournament-entries';
import { createTournamentPlay } from './tournament-play';
import { deletePendingInvite, tournamentFormOptions } from './tournament-staff.repository';
import { createTournamentTeeSheet } from './tournament-tee-sheet';
import { createTournamentViews } from './tournament-views';
import { createTournamentsRepository } from './tournaments.repository';

export interface TournamentsServiceDeps {
  db: Database;
  publisher: Publisher;
  activity: Pick<ActivityLog, 'record'>;
  post: (tx: Database, operation: LedgerOperation) => Promise<LedgerResult>;
  announceLedger: (result: LedgerResult) => Promise<void>;
  hasTournamentsFeature: (tx: Database, userId: number) => Promise<boolean>;
  notifyIn: NotifyIn;
  clock?: () => Date;
}

/** Tournaments (docs/tournaments.md): the parts, each with the dependencies it uses. */
export function createTournamentsService(deps: TournamentsServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const { db, publisher, activity } = deps;
  const admin = createTournamentAdmin({ db, publisher, activity, clock });
  // play and completion call each other (a round's end advances the tournament, which announces);
  // the late-bound arrow keeps each file to its own job.
  const play = createTournamentPlay({
    db,
    publisher,
    clock,
    advance: (id) => completion.advance(id),
    checkLaunches: (tx, roundId, entry, tournament) => ballSpeedCap.inRoundCompletion(tx, roundId, entry, tournament),
  });
  const ballSpeedCap = createBallSpeedCap({
    db,
    clock,
    announce: play.announce,
    advance: (id) => completion.advance(id),
  });
  const completion = createTournamentCompletion({
    db,
    post: deps.post,
    announceLedger: deps.announceLedger,
    notifyIn: deps.notifyIn,
    activity,
    clock,
    announceBoard: play.announce,
    statusChanged: (row) => admin.statusEvent(row.id, row),
  });
  const entries = createTournamentEntries({
    db,
    post: deps.post,
    announce: deps.announceLedger,
    hasTournamentsFeature: deps.hasTournamentsFeature,
    notifyIn: deps.notifyIn,
    activity,
    statusChanged: (row) => admin.statusEvent(row.id, row),
    entriesChanged: (tournamentId, userId) => play.announce(tournamentId, userId, 'entry'),
    clock,
  });
  const views = createTournamentViews({ db, clock, hasTournamentsFeature: deps.hasTournamentsFeature });
  const invitesOf = (userId: number) => createTournamentsRepository(db).pendingInvitesOf(userId);
  const teeSheet = createTournamentTeeSheet({ db, publisher, notifyIn: deps.notifyIn, activity, clock });
  const staffOptions = () => tournamentFormOptions(db);
  /** Declining deletes the pending invite, as a round invite's decline does (decision 0101). */
  const declineInvite = async (id: number, userId: number) => {
    if (!(await deletePendingInvite(db, id, userId))) throw new AppError('tournaments.invalid_invite');
  };
  return { admin, play, completion, entries, views, invitesOf, ballSpeedCap, teeSheet, staffOptions, declineInvite };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
