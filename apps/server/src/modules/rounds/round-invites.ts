import { enums, type NotificationData } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { inviteStatus } from './invite-status';
import { seatsTaken } from './round-seats';
import { inRoundsTransaction, type RoundsRepository } from './rounds.repository';
import type { FeatureCheck } from './rounds.service';

const { play_status: playStatus, round_status: roundStatus } = enums;

export interface RoundInvitesDeps {
  db: Database;
  rounds: Pick<RoundsRepository, 'userIdByDisplayName' | 'findInvite' | 'deleteInvite' | 'pendingInvitesOf'>;
  hasFeature: FeatureCheck;
  /** Tells the invitee in their bell; created in the invite's transaction, announced after it commits. */
  notifyIn?: (tx: Executor, userId: number, data: NotificationData) => Promise<() => Promise<void>>;
}

/** The host's invites, and the invitee declining or listing theirs (accepting one joins: RoundsService). */
export function createRoundInvites(deps: RoundInvitesDeps) {
  const { rounds } = deps;

  /** The user a host invites by name; a 422 on display_name when nobody is called that. */
  async function userIdByDisplayName(displayName: string): Promise<number> {
    const userId = await rounds.userIdByDisplayName(displayName);
    if (userId === undefined) {
      throw AppError.validation({
        display_name: [{ key: 'validation.player_not_found', params: { name: displayName } }],
      });
    }
    return userId;
  }

  return {
    async invite(roundId: number, hostId: number, invitee: { userId: number } | { displayName: string }) {
      const inviteeId = 'userId' in invitee ? invitee.userId : await userIdByDisplayName(invitee.displayName);
      // Asked before the transaction: the feature check reads through its own connection.
      const multiplayer = await deps.hasFeature(inviteeId, 'multiplayer');
      const { invite, announce } = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = await repo.lockRound(roundId);
        if (!round) throw new AppError('rounds.unavailable');
        if (round.hostId !== hostId) throw new AppError('rounds.only_host_can_invite');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        const displayName = await repo.playerNameOf(inviteeId);
        if (displayName === undefined)
          throw AppError.validation({ user_id: [{ key: 'validation.in', params: { attribute: 'user' } }] });
        if (await repo.findPlayer(roundId, inviteeId)) throw new AppError('rounds.already_joined');
        const existing = await repo.findInvite(roundId, inviteeId);
        if (existing?.status === inviteStatus.pending) return { invite: { ...existing, displayName } };
        if ((await seatsTaken(repo, roundId)) >= round.maxPlayers) throw new AppError('rounds.max_players_reached');
        // Names the invitee and the missing feature (shown in the caller's language) and how to get it.
        if (!multiplayer)
          throw new AppError('rounds.friend_lacks_feature', { name: displayName, feature: 'multiplayer' });
        if (existing) await repo.deleteInvite(existing.id);
        const created = await repo.insertInvite({
          roundId,
          userId: inviteeId,
          invitedBy: hostId,
          status: inviteStatus.pending,
        });
        const hostName = (await repo.displayNameOf(hostId)) ?? '';
        const announce = await deps.notifyIn?.(tx, inviteeId, {
          notification_type: 'round_invite',
          round_id: roundId,
          round_title: round.title,
          display_name: hostName,
        });
        return { invite: { ...created, displayName }, announce };
      });
      await announce?.();
      return invite;
    },

    async declineInvite(roundId: number, userId: number) {
      const invite = await rounds.findInvite(roundId, userId);
      if (invite?.status !== inviteStatus.pending) throw new AppError('rounds.invalid_invite');
      await rounds.deleteInvite(invite.id);
    },

    async myInvites(userId: number) {
      return (await rounds.pendingInvitesOf(userId)).map(({ invite, title, hostName }) => ({
        id: invite.id,
        round_id: invite.roundId,
        round_title: title,
        host_display_name: hostName,
        invited_by: invite.invitedBy,
        created_at: invite.createdAt.toISOString(),
      }));
    },
  };
}
