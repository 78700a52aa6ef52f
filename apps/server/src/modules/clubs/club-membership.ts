import { clubEvents, enums, realtimeChannels, serverEvents } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import type { SocketControl } from '../../realtime/socket-control';
import type { Notice, NotifyIn } from '../notifications/notifications.service';
import type { LedgerResult } from '../wallets/wallets.service';
import type { ClubFees } from './club-fees';
import { createClubsRepository, type ClubRow, type ClubsRepository } from './clubs.repository';

const { administrator, moderator, member } = enums.club_role;
const { pending, accepted } = enums.club_member_status;

/** What a membership change leaves to do after its commit: wallet and notification announcements. */
export interface Effects {
  ledger: LedgerResult[];
  /** Notifications created in the change's transaction, to announce after it. */
  notices: Notice[];
}

export interface ClubMembershipDeps {
  db: Database;
  fees: ClubFees;
  clock: () => Date;
  notifyIn: NotifyIn;
  publisher: Publisher;
  /** A member who leaves, or is removed, stops hearing the club's channel at once. */
  sockets: Pick<SocketControl, 'evictSubscriber'>;
  /** Runs the effects once the transaction has committed. */
  after(effects: Effects): Promise<void>;
}

/**
 * Whose membership of which club a change touched, told live after the commit: to the player on their own
 * channel (they may not be on the club's), and to the club's channel when its members or requests changed.
 */
interface Changed {
  clubId: number;
  userId: number;
  members: boolean;
  /** The player is no longer a member: their subscription to the club's channel ends. */
  ended?: boolean;
}

/** A club's row locked, or "not found". Every membership change runs under this lock. */
async function lockedClub(repo: ClubsRepository, clubId: number): Promise<ClubRow> {
  const club = await repo.find(clubId, true);
  if (!club) throw new AppError('general.not_found');
  return club;
}

/** The caller's accepted role, or the refusal `key` when they have none of `roles`. */
async function requireRole(
  repo: ClubsRepository,
  clubId: number,
  userId: number,
  roles: number[],
  key: 'clubs.administrators_only' | 'clubs.moderators_only',
) {
  const own = await repo.membership(clubId, userId);
  if (!own || own.status !== accepted || !roles.includes(own.role)) throw new AppError(key);
  return own;
}

/**
 * Joining, approval, invites, leaving and roles (docs/clubs.md). Each runs in one transaction that
 * holds the club's row lock, so parallel requests on one club apply one at a time: the member
 * count, the fee and the "at least one administrator" rule are read and written under it. After the
 * commit, club.members-updated tells the club's channel and the player concerned.
 */
export function createClubMembership(deps: ClubMembershipDeps) {
  const { db, fees } = deps;

  async function run(fn: (repo: ClubsRepository, tx: Database, effects: Effects) => Promise<Changed>): Promise<void> {
    const effects: Effects = { ledger: [], notices: [] };
    const change = await db.transaction(async (tx) => {
      const executor = tx as unknown as Database;
      return fn(createClubsRepository(executor), executor, effects);
    });
    await deps.after(effects);
    const payload = { club_id: change.clubId, user_id: change.userId };
    if (change.members)
      await deps.publisher.publish(realtimeChannels.club(change.clubId), clubEvents.membersUpdated, payload);
    await deps.publisher.publish(realtimeChannels.user(change.userId), serverEvents.clubMembersUpdated, payload);
    if (change.ended) await deps.sockets.evictSubscriber(realtimeChannels.club(change.clubId), change.userId);
  }

  const changed = (clubId: number, userId: number, members = true): Changed => ({ clubId, userId, members });

  const push = (effects: Effects, result: LedgerResult | null) => {
    if (result) effects.ledger.push(result);
  };

  return {
    /** Asks to join: accepted at once (without approval, or invited), else pending with the fee held. */
    async join(clubId: number, userId: number): Promise<'accepted' | 'pending'> {
      let outcome: 'accepted' | 'pending' = 'pending';
      await run(async (repo, tx, effects) => {
        const club = await lockedClub(repo, clubId);
        if (await repo.membership(clubId, userId)) throw new AppError('clubs.already_joined');
        const invited = await repo.hasInvite(clubId, userId);
        if (!invited && club.visibility === enums.round_visibility.private) throw new AppError('clubs.not_invited');
        if (!invited && !club.acceptingNewMembers) throw new AppError('clubs.closed');
        outcome = invited || club.acceptWithoutApproval ? 'accepted' : 'pending';
        await repo.insertMembership({
          clubId,
          userId,
          role: member,
          status: outcome === 'accepted' ? accepted : pending,
          acceptedAt: outcome === 'accepted' ? deps.clock() : null,
        });
        push(effects, outcome === 'accepted' ? await fees.charge(tx, club, userId) : await fees.hold(tx, club, userId));
        if (invited) await repo.deleteInvite(clubId, userId);
        await repo.recount(clubId);
        return changed(clubId, userId);
      });
      return outcome;
    },

    /** An administrator or moderator accepts a pending request; the held fee is paid out. */
    async approve(clubId: number, actorId: number, userId: number): Promise<void> {
      await run(async (repo, tx, effects) => {
        const club = await lockedClub(repo, clubId);
        await requireRole(repo, clubId, actorId, [administrator, moderator], 'clubs.moderators_only');
        if (!(await repo.accept(clubId, userId, deps.clock()))) throw new AppError('clubs.member_not_pending');
        push(effects, await fees.settle(tx, club, userId));
        await repo.recount(clubId);
        effects.notices.push(
          await deps.notifyIn(tx, userId, {
            notification_type: 'club_approved',
            club_id: club.id,
            club_name: club.name,
          }),
        );
        return changed(clubId, userId);
      });
    },

    /** An administrator or moderator declines a pending request; a held fee is refunded. */
    async decline(clubId: number, actorId: number, userId: number): Promise<void> {
      await run(async (repo, tx, effects) => {
        const club = await lockedClub(repo, clubId);
        await requireRole(repo, clubId, actorId, [administrator, moderator], 'clubs.moderators_only');
        const request = await repo.membership(clubId, userId);
        if (!request || request.status !== pending) throw new AppError('clubs.member_not_pending');
        await repo.removeMembership(clubId, userId);
        push(effects, await fees.refund(tx, club, userId));
        return changed(clubId, userId);
      });
    },

    /**
     * Leaves the club, or withdraws a pending request (its held fee refunded). `actorId` other than
     * `userId` removes a member: administrators may remove anyone but another administrator, moderators plain members.
     */
    async leave(clubId: number, actorId: number, userId: number): Promise<void> {
      await run(async (repo, tx, effects) => {
        const club = await lockedClub(repo, clubId);
        const target = await repo.membership(clubId, userId);
        if (!target) throw new AppError('clubs.user_not_member');
        if (actorId !== userId) {
          const own = await requireRole(repo, clubId, actorId, [administrator, moderator], 'clubs.moderators_only');
          if (target.role === administrator || (own.role === moderator && target.role !== member))
            throw new AppError('clubs.cannot_assign_role');
        }
        if (target.status === accepted && target.role === administrator && (await repo.administratorCount(clubId)) <= 1)
          throw new AppError('clubs.administrator_required');
        await repo.removeMembership(clubId, userId);
        if (target.status === pending) push(effects, await fees.refund(tx, club, userId));
        await repo.recount(clubId);
        return { ...changed(clubId, userId), ended: true };
      });
    },

    /** Administrators and moderators invite a player (by id or display name); the invitee is notified. */
    async invite(clubId: number, actorId: number, invitee: { userId?: number; displayName?: string }): Promise<void> {
      await run(async (repo, tx, effects) => {
        const club = await lockedClub(repo, clubId);
        await requireRole(repo, clubId, actorId, [administrator, moderator], 'clubs.moderators_only');
        // No such user and a system account are refused alike (decision 0120).
        if (invitee.userId !== undefined && !(await repo.isPlayer(invitee.userId)))
          throw AppError.validation({ user_id: [{ key: 'validation.exists', params: { attribute: 'user' } }] });
        const userId =
          invitee.userId ?? (invitee.displayName ? await repo.userIdByDisplayName(invitee.displayName) : undefined);
        if (userId === undefined)
          throw AppError.validation({
            display_name: [{ key: 'validation.player_not_found', params: { name: invitee.displayName ?? '' } }],
          });
        const existing = await repo.membership(clubId, userId);
        if (existing?.status === accepted) throw new AppError('clubs.already_joined');
        if (!(await repo.invite(clubId, userId, actorId))) throw new AppError('clubs.already_invited');
        effects.notices.push(
          await deps.notifyIn(tx, userId, {
            notification_type: 'club_invite',
            club_id: club.id,
            club_name: club.name,
            display_name: (await repo.displayNameOf(actorId)) ?? '',
          }),
        );
        // An invite is not a membership: only the invitee's open page of the club changes (Join).
        return changed(clubId, userId, false);
      });
    },

    /**
     * Only administrators assign roles ("Cannot assign role" otherwise, 5006); the last administrator
     * cannot step down ("Requires one administrator", 5005), checked under the club's lock.
     */
    async assignRole(clubId: number, actorId: number, userId: number, role: number): Promise<void> {
      await run(async (repo) => {
        await lockedClub(repo, clubId);
        const own = await repo.membership(clubId, actorId);
        if (!own || own.status !== accepted || own.role !== administrator)
          throw new AppError('clubs.cannot_assign_role');
        const target = await repo.membership(clubId, userId);
        if (!target || target.status !== accepted) throw new AppError('clubs.user_not_member');
        if (target.role === administrator && role !== administrator && (await repo.administratorCount(clubId)) <= 1)
          throw new AppError('clubs.administrator_required');
        await repo.setRole(clubId, userId, role);
        return changed(clubId, userId);
      });
    },
  };
}

export type ClubMembership = ReturnType<typeof createClubMembership>;
