import type { AdminClub, Club, ClubComment, ClubMember, ClubPost, ClubRound } from '@golf/contracts';
import type { CommentRow, PostWithComments } from './club-feed.repository';
import type { ClubRow, ClubUserRow, ClubsRepository } from './clubs.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function clubFields(row: ClubRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    accepting_new_members: row.acceptingNewMembers,
    accept_without_approval: row.acceptWithoutApproval,
    member_fee: row.memberFee,
    member_fee_token_type: row.memberFeeTokenType,
    badge: row.badge,
    cover_image: row.coverImage,
    cached_club_users_count: row.cachedClubUsersCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentClub(row: ClubRow, membership: ClubUserRow | undefined, invited: boolean): Club {
  return {
    ...clubFields(row),
    my_role: membership?.role ?? null,
    my_status: membership?.status ?? null,
    invited,
  };
}

export const presentAdminClub = (row: ClubRow): AdminClub => ({
  ...clubFields(row),
  updated_at: row.updatedAt.toISOString(),
});

export const presentMember = (row: Awaited<ReturnType<ClubsRepository['members']>>[number]): ClubMember => ({
  user_id: row.userId,
  display_name: row.displayName,
  avatar: row.avatar,
  role: row.role,
  status: row.status,
  accepted_at: iso(row.acceptedAt),
  created_at: row.createdAt.toISOString(),
});

export const presentComment = (row: CommentRow): ClubComment => ({
  id: row.id,
  post_id: row.postId,
  user_id: row.userId,
  display_name: row.displayName,
  body: row.body,
  hidden_at: iso(row.hiddenAt),
  created_at: row.createdAt.toISOString(),
});

export const presentPost = (row: PostWithComments): ClubPost => ({
  id: row.id,
  club_id: row.clubId,
  user_id: row.userId,
  display_name: row.displayName,
  body: row.body,
  is_announcement: row.isAnnouncement,
  is_pinned: row.isPinned,
  pinned_at: iso(row.pinnedAt),
  hidden_at: iso(row.hiddenAt),
  comments: row.comments.map(presentComment),
  created_at: row.createdAt.toISOString(),
});

export const presentRound = (row: Awaited<ReturnType<ClubsRepository['upcomingRounds']>>[number]): ClubRound => ({
  id: row.id,
  title: row.title,
  host_id: row.hostId,
  host_display_name: row.hostDisplayName,
  game_mode: row.gameMode,
  max_players: row.maxPlayers,
  player_count: row.playerCount,
  created_at: row.createdAt.toISOString(),
});
