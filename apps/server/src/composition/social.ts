import { clubReportables } from '../modules/clubs/club-reportables';
import { createFriendsRepository } from '../modules/friends/friends.repository';
import { createFriendsService } from '../modules/friends/friends.service';
import { createReportables, roundReportable, userReportable } from '../modules/reports/reportables';
import { createReportsRepository } from '../modules/reports/reports.repository';
import { createReportsService } from '../modules/reports/reports.service';
import type { Platform } from './platform';

/**
 * The social side: friends, abuse reports and feedback. Each module that owns reportable content
 * registers it here: users and rounds, and the clubs module's posts, comments (both hideable) and clubs.
 */
export function createSocial(platform: Platform) {
  const { db, settings, activity } = platform;
  const { notifyIn } = platform.notifications;
  // The platform's clock (tests freeze it): the day a report counts for, when a request was accepted.
  const clock = () => new Date(platform.clock ? platform.clock() : Date.now());
  const reportables = createReportables();
  reportables.register('user', userReportable(db));
  reportables.register('round', roundReportable(db));
  const club = clubReportables({ db, publisher: platform.publisher, clock });
  reportables.register('post', club.post);
  reportables.register('comment', club.comment);
  reportables.register('club', club.club);
  return {
    friends: createFriendsService({
      db,
      friends: createFriendsRepository(db),
      maxPending: () => settings.integer('max_pending_friend_requests'),
      notifyIn,
      markRequestRead: (tx, addresseeId, requesterId) =>
        platform.notifications.markReadAboutIn(tx, addresseeId, 'friend_request', requesterId),
      publisher: platform.publisher,
      sockets: platform.sockets,
      clock,
    }),
    reportables,
    reports: createReportsService({ db, reports: createReportsRepository(db), reportables, notifyIn, activity, clock }),
  };
}

export type Social = ReturnType<typeof createSocial>;
