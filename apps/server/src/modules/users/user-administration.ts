import { serverEvents } from '@golf/contracts';
import type { Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import type { SessionResolver } from '../auth/sessions';
import type { SocketControl } from '../../realtime/socket-control';
import type { Mailer } from '../mail/mailer';
import type { AdminUpdateUser, ProfileChanges } from './profile-changes';
import type { SaveLogged } from './saved-changes';
import type { StaffTargetCheck } from './staff-target';
import type { UserEvents } from './user-events';
import type { UserLoader } from './user-loader';
import { presentAdminUserSummary } from './user-presenter';
import { adminUserListSpec, type UserRow, type UsersRepository } from './users.repository';

type RequestInfo = ActivityEntry['request'];

export interface UserAdministrationDeps {
  users: Pick<UsersRepository, 'list' | 'isTaken' | 'dropPasswordResetLinks' | 'suspend' | 'unsuspend'>;
  activity: Pick<ActivityLog, 'recordWith'>;
  events: UserEvents;
  sessions: Pick<SessionResolver, 'forgetUser'>;
  /** A suspended user's open sockets stop hearing what their ended sessions had subscribed to. */
  sockets: Pick<SocketControl, 'disconnectUser'>;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** Sends the sign-up's verification link to an address staff set (the auth feature); none without it. */
  emailVerification?: { sendLink(email: string): Promise<void> };
  staffTarget: StaffTargetCheck;
  loader: UserLoader;
  profileChanges: ProfileChanges;
  saveLogged: SaveLogged;
  clock: () => Date;
}

/** The back-office's user list, and staff edits, suspensions and their lifting (manage-users). */
export function createUserAdministration(deps: UserAdministrationDeps) {
  const { users, activity, events, staffTarget, loader, clock } = deps;

  /**
   * After staff changed a user's e-mail: the verification link goes to the new address (as at
   * sign-up) and a notice to the old one. A mail failure is logged; the change stands.
   */
  async function announceEmailChange(user: UserRow, newEmail: string) {
    const failed = (what: string) => (error: unknown) => deps.log.error({ err: error, userId: user.id }, what);
    await deps.emailVerification?.sendLink(newEmail).catch(failed('verification mail to a changed address failed'));
    await deps.mailer
      .send({
        to: user.email,
        template: 'email-changed',
        locale: user.locale,
        params: { name: user.displayName, email: newEmail },
      })
      .catch(failed('e-mail change notice failed'));
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await users.list(planList(query, adminUserListSpec));
      return { data: rows.map(presentAdminUserSummary), meta: pageMeta(query, total) };
    },

    get: loader.adminUser,

    /**
     * A staff edit: written and logged like the player's own (saveLogged), with the staff member as
     * actor. A new e-mail address is unverified until its owner follows the link sent to it; the
     * entry records the old and new address, the old address is told, and the reset links mailed
     * to the old address stop working (in the same transaction).
     */
    async update(actorId: number, id: number, patch: AdminUpdateUser, request: RequestInfo) {
      await staffTarget(actorId, id, 'edit', request);
      const user = await loader.findUser(id);
      const { email, hcp, wager_restrictions: wager, ...profile } = patch;
      const changes = await deps.profileChanges(user, profile);
      let details: Record<string, unknown> = {};
      // The same address in other letters is no change (the unique index ignores case too).
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
        if (await users.isTaken('email', email, id))
          throw AppError.validation({ email: [{ key: 'validation.unique', params: { attribute: 'email' } }] });
        changes.email = email;
        changes.emailVerified = false;
        details = { email: { before: user.email, after: email } };
      }
      if (hcp !== undefined) changes.hcp = hcp;
      if (wager?.wagering_allowed !== undefined) changes.wageringAllowed = wager.wagering_allowed;
      if (wager?.allowed_token_types !== undefined)
        changes.allowedTokenTypes = [...new Set(wager.allowed_token_types)].sort((a, b) => a - b);
      // Reset links already mailed went to the old address, which no longer speaks for the account.
      const dropResetLinks = changes.email === undefined ? undefined : (tx: Tx) => users.dropPasswordResetLinks(id, tx);
      const saved = await deps.saveLogged(
        id,
        { user },
        { user: changes },
        { actorId, subjectUserId: id, request },
        details,
        dropResetLinks,
      );
      if (saved && changes.email !== undefined) await announceEmailChange(user, changes.email);
      return loader.adminUser(id);
    },

    /**
     * Suspends, ends the user's sessions and logs users.suspended in one transaction. Only after
     * the commit are the cached sessions dropped on every node: dropped earlier, a node could cache
     * a session again from the rows not yet deleted; and a suspension that rolled back ends nothing.
     */
    async suspend(actorId: number, id: number, reason: string, request: RequestInfo) {
      await staffTarget(actorId, id, 'suspend', request);
      const user = await loader.findUser(id);
      if (user.suspendedAt) throw new AppError('users.already_disabled');
      await activity.recordWith(
        { event: 'users.suspended', actorId, subjectUserId: id, request, properties: { reason } },
        (tx) => users.suspend(id, reason, clock(), tx),
      );
      await deps.sessions.forgetUser(id);
      // The player learns why; a mail failure does not undo the suspension.
      await deps.mailer
        .send({
          to: user.email,
          template: 'account-suspended',
          locale: user.locale,
          params: { name: user.displayName, reason },
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'suspension mail failed'));
      events.emit(serverEvents.userUpdated, id);
      await deps.sockets.disconnectUser(id);
      return loader.adminUser(id);
    },

    async unsuspend(actorId: number, id: number, request: RequestInfo) {
      await staffTarget(actorId, id, 'suspend', request);
      const user = await loader.findUser(id);
      if (!user.suspendedAt) throw new AppError('users.not_disabled');
      await activity.recordWith({ event: 'users.unsuspended', actorId, subjectUserId: id, request }, (tx) =>
        users.unsuspend(id, tx),
      );
      events.emit(serverEvents.userUpdated, id);
      return loader.adminUser(id);
    },
  };
}
