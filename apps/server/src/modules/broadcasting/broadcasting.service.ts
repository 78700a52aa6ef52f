import { realtimeChannels, type PresenceChannelData } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { RealtimeApp } from '../../realtime/realtime-app';
import { signChannel } from '../../realtime/signatures';

export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

const USER_CHANNEL = /^private-users\.(\d{1,15})$/;
const ROUND_CHANNEL = /^presence-rounds\.(\d{1,15})$/;
const CLUB_CHANNEL = /^private-clubs\.(\d{1,15})$/;

/**
 * Who may join which channel (spec section 7, POST /broadcasting/auth): a user their own
 * `private-users.{id}`, a round's participants its `presence-rounds.{id}`, a club's accepted members
 * its `private-clubs.{id}`, nobody anything else.
 * Public channels (`system`) need no authorization.
 */
export function createBroadcastingService(deps: {
  app: RealtimeApp;
  displayNameOf(userId: number): Promise<string | null>;
  isRoundParticipant(roundId: number, userId: number): Promise<boolean>;
  /** Accepted members only: a club's feed is theirs (docs/clubs.md). */
  isClubMember(clubId: number, userId: number): Promise<boolean>;
}) {
  return {
    async authorize(userId: number, socketId: string, channel: string): Promise<ChannelAuthorization> {
      const user = USER_CHANNEL.exec(channel);
      if (user && Number(user[1]) === userId && channel === realtimeChannels.user(userId)) {
        return { auth: signChannel(deps.app, socketId, channel) };
      }
      const round = ROUND_CHANNEL.exec(channel);
      if (round) {
        const roundId = Number(round[1]);
        if (channel === realtimeChannels.round(roundId) && (await deps.isRoundParticipant(roundId, userId))) {
          const displayName = await deps.displayNameOf(userId);
          const member: PresenceChannelData = {
            user_id: String(userId),
            user_info: { id: userId, display_name: displayName },
          };
          const channelData = JSON.stringify(member);
          return { auth: signChannel(deps.app, socketId, channel, channelData), channel_data: channelData };
        }
      }
      const club = CLUB_CHANNEL.exec(channel);
      if (club) {
        const clubId = Number(club[1]);
        if (channel === realtimeChannels.club(clubId) && (await deps.isClubMember(clubId, userId)))
          return { auth: signChannel(deps.app, socketId, channel) };
      }
      throw new AppError('realtime.channel_forbidden', { channel });
    },
  };
}

export type BroadcastingService = ReturnType<typeof createBroadcastingService>;
