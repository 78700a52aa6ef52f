import { realtimeChannels, type PresenceChannelData } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { RealtimeApp } from '../../realtime/realtime-app';
import { signChannel } from '../../realtime/signatures';

export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

const USER_CHANNEL = /^private-users\.(\d{1,15})$/;
const KIOSK_USER_CHANNEL = /^private-kiosk-users\.(\d{1,15})$/;
const ROUND_CHANNEL = /^presence-rounds\.(\d{1,15})$/;
const ONLINE_CHANNEL = /^presence-online\.(\d{1,15})$/;
const CLUB_CHANNEL = /^private-clubs\.(\d{1,15})$/;

/**
 * Who may join which channel (spec section 7, POST /broadcasting/auth): a user their own
 * `private-users.{id}`, a round's participants its `presence-rounds.{id}`, a user and their friends the
 * user's `presence-online.{id}` (their online beacon), a club's accepted members its `private-clubs.{id}`,
 * nobody anything else. A kiosk session (decision 0103) may join only its own `private-kiosk-users.{id}`
 * (the user events without personal data) and its rounds: not the user channel, friends' beacons or clubs.
 * Public channels (`system`) need no authorization.
 */
export function createBroadcastingService(deps: {
  app: RealtimeApp;
  displayNameOf(userId: number): Promise<string | null>;
  isRoundParticipant(roundId: number, userId: number): Promise<boolean>;
  /** Who may watch whose online beacon (presence-online.{id}): the user and their friends. */
  areFriends?(a: number, b: number): Promise<boolean>;
  /** Accepted members only: a club's feed is theirs (docs/clubs.md). */
  isClubMember(clubId: number, userId: number): Promise<boolean>;
}) {
  async function presenceAuth(userId: number, socketId: string, channel: string): Promise<ChannelAuthorization> {
    const displayName = await deps.displayNameOf(userId);
    const member: PresenceChannelData = {
      user_id: String(userId),
      user_info: { id: userId, display_name: displayName },
    };
    const channelData = JSON.stringify(member);
    return { auth: signChannel(deps.app, socketId, channel, channelData), channel_data: channelData };
  }

  return {
    async authorize(userId: number, socketId: string, channel: string, kiosk = false): Promise<ChannelAuthorization> {
      const kioskUser = KIOSK_USER_CHANNEL.exec(channel);
      if (kioskUser && Number(kioskUser[1]) === userId && channel === realtimeChannels.kioskUser(userId)) {
        return { auth: signChannel(deps.app, socketId, channel) };
      }
      const round = ROUND_CHANNEL.exec(channel);
      if (round) {
        const roundId = Number(round[1]);
        if (channel === realtimeChannels.round(roundId) && (await deps.isRoundParticipant(roundId, userId))) {
          return presenceAuth(userId, socketId, channel);
        }
      }
      if (kiosk) throw new AppError('realtime.channel_forbidden', { channel });
      const user = USER_CHANNEL.exec(channel);
      if (user && Number(user[1]) === userId && channel === realtimeChannels.user(userId)) {
        return { auth: signChannel(deps.app, socketId, channel) };
      }
      const online = ONLINE_CHANNEL.exec(channel);
      if (online) {
        const ownerId = Number(online[1]);
        const allowed =
          ownerId === userId || (deps.areFriends !== undefined && (await deps.areFriends(ownerId, userId)));
        if (channel === realtimeChannels.online(ownerId) && allowed) return presenceAuth(userId, socketId, channel);
      }
      const club = CLUB_CHANNEL.exec(channel);
      if (club) {
        const clubId = Number(club[1]);
        if (channel === realtimeChannels.club(clubId) && (await deps.isClubMember(clubId, userId))) {
          // Signed with the member's id, so the subscription can be dropped when they leave (socket-control.ts).
          const channelData = JSON.stringify({ user_id: String(userId) });
          return { auth: signChannel(deps.app, socketId, channel, channelData), channel_data: channelData };
        }
      }
      throw new AppError('realtime.channel_forbidden', { channel });
    },
  };
}

export type BroadcastingService = ReturnType<typeof createBroadcastingService>;
