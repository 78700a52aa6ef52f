import { clubEvents, enums, realtimeChannels, type ClubPost, type ClubPostCreateRequest } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { ActivityLog } from '../activity/activity.service';
import type { Notice, NotifyEachIn } from '../notifications/notifications.service';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { Publisher } from '../../realtime/publisher';
import { createClubFeedRepository } from './club-feed.repository';
import { createClubsRepository } from './clubs.repository';
import { presentPost } from './clubs.presenter';
import { screenText, type ClubsService } from './clubs.service';

const { administrator, moderator } = enums.club_role;
const { accepted } = enums.club_member_status;
const EXCERPT = 80;

export interface ClubFeedDeps {
  db: Database;
  clubs: Pick<ClubsService, 'requireReader'>;
  profanity: ProfanityFilter;
  publisher: Publisher;
  activity: ActivityLog;
  /** Tells each member of an announcement, in the bell and live: created with the post, all or none. */
  notifyEachIn: NotifyEachIn;
  clock: () => Date;
}

/**
 * The club feed (docs/clubs.md): members post and comment; administrators and moderators announce,
 * pin and hide. Every text passes the profanity filter, which names the word it refuses. Changes go
 * live on private-clubs.{id}, which only accepted members may subscribe to.
 */
export function createClubFeed(deps: ClubFeedDeps) {
  const feed = createClubFeedRepository(deps.db);
  const clubs = createClubsRepository(deps.db);

  async function memberRole(clubId: number, userId: number): Promise<number> {
    const own = await clubs.membership(clubId, userId);
    if (!own || own.status !== accepted) throw new AppError('clubs.user_not_member');
    return own.role;
  }

  const isModerator = (role: number) => role === administrator || role === moderator;

  /**
   * Checks that the member may remove a post or comment (its author, administrators and moderators), and tells
   * whether it is removed already, so a second removal changes nothing. One already removed is not there for a
   * member who could not have removed it.
   */
  function removedAlready(item: { userId: number | null; hiddenAt: Date | null }, userId: number, role: number) {
    const mayRemove = item.userId === userId || isModerator(role);
    if (item.hiddenAt && !mayRemove) throw new AppError('general.not_found');
    if (!mayRemove) throw new AppError('clubs.cannot_remove_post');
    return item.hiddenAt !== null;
  }

  async function postOf(clubId: number, postId: number) {
    const post = await feed.post(postId);
    if (!post || post.clubId !== clubId) throw new AppError('general.not_found');
    return post;
  }

  async function publishPost(
    clubId: number,
    postId: number,
    event: typeof clubEvents.postCreated | typeof clubEvents.postUpdated,
  ) {
    const post = await feed.post(postId);
    if (post) await deps.publisher.publish(realtimeChannels.club(clubId), event, presentPost(post));
    return post;
  }

  return {
    /** A page of the feed, pinned posts first (latest pinned_at), then newest. */
    async list(clubId: number, userId: number, page: { page: number; per_page: number }) {
      await deps.clubs.requireReader(clubId, userId);
      const { rows, total } = await feed.feed(clubId, {
        limit: page.per_page,
        offset: (page.page - 1) * page.per_page,
      });
      return { rows: rows.map(presentPost), total };
    },

    async create(clubId: number, userId: number, input: ClubPostCreateRequest): Promise<ClubPost> {
      const role = await memberRole(clubId, userId);
      if (input.is_announcement && !isModerator(role)) throw new AppError('clubs.moderators_only');
      await screenText(deps.profanity, 'body', input.body);
      const isAnnouncement = input.is_announcement ?? false;
      // An announcement and its members' notifications commit together.
      const { id, notice } = await deps.db.transaction(async (tx): Promise<{ id: number; notice: Notice | null }> => {
        const executor = tx as unknown as Database;
        const id = await createClubFeedRepository(executor).insertPost({
          clubId,
          userId,
          body: input.body,
          isAnnouncement,
        });
        if (!isAnnouncement) return { id, notice: null };
        const inClub = createClubsRepository(executor);
        const club = (await inClub.find(clubId))!;
        const members = (await inClub.members(clubId, accepted)).map((m) => m.userId).filter((id) => id !== userId);
        const author = await inClub.displayNameOf(userId);
        const excerpt = input.body.length > EXCERPT ? `${input.body.slice(0, EXCERPT - 1)}…` : input.body;
        const notice = await deps.notifyEachIn(tx, members, {
          notification_type: 'club_announcement',
          club_id: clubId,
          club_name: club.name,
          post_id: id,
          display_name: author ?? '',
          excerpt,
        });
        return { id, notice };
      });
      const post = (await publishPost(clubId, id, clubEvents.postCreated))!;
      await notice?.();
      return presentPost(post);
    },

    async comment(clubId: number, postId: number, userId: number, body: string): Promise<ClubPost> {
      await memberRole(clubId, userId);
      await postOf(clubId, postId);
      await screenText(deps.profanity, 'body', body);
      await feed.insertComment({ postId, userId, body });
      return presentPost((await publishPost(clubId, postId, clubEvents.postUpdated))!);
    },

    async pin(clubId: number, postId: number, userId: number, pinned: boolean): Promise<ClubPost> {
      if (!isModerator(await memberRole(clubId, userId))) throw new AppError('clubs.moderators_only');
      await postOf(clubId, postId);
      await feed.setPinned(postId, pinned, deps.clock());
      return presentPost((await publishPost(clubId, postId, clubEvents.postUpdated))!);
    },

    /**
     * Removes (hides) a post: its author, or the club's administrators and moderators. A post already removed
     * (by a second moderator, a retry or staff) stays so: the same answer, nothing changes.
     */
    async removePost(clubId: number, postId: number, userId: number): Promise<void> {
      const role = await memberRole(clubId, userId);
      const post = await feed.post(postId, true);
      if (!post || post.clubId !== clubId) throw new AppError('general.not_found');
      if (removedAlready(post, userId, role)) return;
      await feed.setPostHidden(postId, true, deps.clock());
      await deps.publisher.publish(realtimeChannels.club(clubId), clubEvents.postRemoved, {
        club_id: clubId,
        post_id: postId,
      });
    },

    /** Removes (hides) a comment, as a post; one already removed stays so, and the reply is the post as it is. */
    async removeComment(clubId: number, postId: number, commentId: number, userId: number): Promise<ClubPost> {
      const role = await memberRole(clubId, userId);
      const post = await postOf(clubId, postId);
      const comment = await feed.comment(commentId);
      if (!comment || comment.postId !== postId) throw new AppError('general.not_found');
      if (removedAlready(comment, userId, role)) return presentPost(post);
      await feed.setCommentHidden(commentId, true, deps.clock());
      return presentPost((await publishPost(clubId, postId, clubEvents.postUpdated))!);
    },

    // Back-office (manage-clubs): every post, hidden ones too, and hiding or showing them.

    async adminList(clubId: number, page: { page: number; per_page: number }) {
      const { rows, total } = await feed.feed(clubId, {
        limit: page.per_page,
        offset: (page.page - 1) * page.per_page,
        includeHidden: true,
      });
      return { rows: rows.map(presentPost), total };
    },

    async adminHide(clubId: number, postId: number, hidden: boolean, actor: StaffActor): Promise<ClubPost> {
      const before = await feed.post(postId, true);
      if (!before || before.clubId !== clubId) throw new AppError('general.not_found');
      await feed.setPostHidden(postId, hidden, deps.clock());
      const after = (await feed.post(postId, true))!;
      await recordStaffAction(deps.activity, {
        event: 'clubs.post_moderated',
        actorId: actor.id,
        request: actor.request,
        subject: { type: 'club_post', id: postId },
        before: { hidden_at: before.hiddenAt },
        after: { hidden_at: after.hiddenAt },
        details: { club_id: clubId },
      });
      if (hidden)
        await deps.publisher.publish(realtimeChannels.club(clubId), clubEvents.postRemoved, {
          club_id: clubId,
          post_id: postId,
        });
      else await publishPost(clubId, postId, clubEvents.postCreated);
      return presentPost(after);
    },

    /** Hides a comment from players, or shows it again; members' open feeds follow live. */
    async adminHideComment(
      clubId: number,
      postId: number,
      commentId: number,
      hidden: boolean,
      actor: StaffActor,
    ): Promise<ClubPost> {
      const post = await feed.post(postId, true);
      const before = await feed.comment(commentId);
      if (!post || post.clubId !== clubId || !before || before.postId !== postId)
        throw new AppError('general.not_found');
      await feed.setCommentHidden(commentId, hidden, deps.clock());
      const after = (await feed.comment(commentId))!;
      await recordStaffAction(deps.activity, {
        event: 'clubs.comment_moderated',
        actorId: actor.id,
        request: actor.request,
        subject: { type: 'club_comment', id: commentId },
        before: { hidden_at: before.hiddenAt },
        after: { hidden_at: after.hiddenAt },
        details: { club_id: clubId, post_id: postId },
      });
      await publishPost(clubId, postId, clubEvents.postUpdated);
      return presentPost((await feed.post(postId, true))!);
    },
  };
}

export type ClubFeed = ReturnType<typeof createClubFeed>;
