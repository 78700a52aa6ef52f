import { clubEvents, realtimeChannels } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { Reportable } from '../reports/reportables';
import { createClubFeedRepository } from './club-feed.repository';
import { createClubsRepository } from './clubs.repository';
import { presentPost } from './clubs.presenter';

/**
 * How abuse reports load club content for staff and hide it (docs/friends-and-reports.md): posts and
 * comments can be hidden, as the back-office's post moderation does; a club is shown, not hidden.
 */
export function clubReportables(deps: { db: Database; publisher: Publisher; clock: () => Date }) {
  const feed = createClubFeedRepository(deps.db);
  const clubs = createClubsRepository(deps.db);
  const clubName = async (clubId: number) => (await clubs.find(clubId))?.name ?? '';

  const post: Reportable = {
    async load(id) {
      const row = await feed.post(id, true);
      return (
        row && {
          title: await clubName(row.clubId),
          body: row.body,
          authorId: row.userId,
          hidden: row.hiddenAt !== null,
        }
      );
    },
    async hide(id) {
      const row = await feed.post(id, true);
      if (!row) return;
      await feed.setPostHidden(id, true, deps.clock());
      // Members' open feeds drop it at once, as when a moderator removes it.
      await deps.publisher.publish(realtimeChannels.club(row.clubId), clubEvents.postRemoved, {
        club_id: row.clubId,
        post_id: id,
      });
    },
  };

  const comment: Reportable = {
    async load(id) {
      const row = await feed.comment(id);
      if (!row) return undefined;
      const parent = await feed.post(row.postId, true);
      return {
        title: parent ? await clubName(parent.clubId) : '',
        body: row.body,
        authorId: row.userId,
        hidden: row.hiddenAt !== null,
      };
    },
    async hide(id) {
      const row = await feed.comment(id);
      if (!row) return;
      await feed.setCommentHidden(id, true, deps.clock());
      // Members' open feeds get the post again without it.
      const parent = await feed.post(row.postId);
      if (parent)
        await deps.publisher.publish(realtimeChannels.club(parent.clubId), clubEvents.postUpdated, presentPost(parent));
    },
  };

  const club: Reportable = {
    async load(id) {
      const row = await clubs.find(id);
      return row && { title: row.name, body: row.description, authorId: row.createdBy, hidden: false };
    },
  };

  return { post, comment, club };
}
