import { createClubFees } from '../modules/clubs/club-fees';
import { createClubFeed } from '../modules/clubs/club-feed';
import { createClubMembership } from '../modules/clubs/club-membership';
import { createClubsService } from '../modules/clubs/clubs.service';
import { sendNotices } from '../modules/notifications/notifications.service';
import type { Balances } from './balances';
import type { Platform } from './platform';

/** Clubs (docs/clubs.md): the club itself, membership with its fee on the ledger, and the feed. */
export function createClubs(platform: Platform, { wallets }: Balances) {
  const { db, publisher, sockets, activity, profanities, notifications } = platform;
  const clock = () => new Date();
  const clubs = createClubsService({
    db,
    post: wallets.post,
    announce: wallets.announce,
    profanity: profanities,
    activity,
    clock,
  });
  const membership = createClubMembership({
    db,
    fees: createClubFees({ post: wallets.post }),
    clock,
    notifyIn: notifications.notifyIn,
    publisher,
    sockets,
    async after(effects) {
      for (const result of effects.ledger) await wallets.announce(result);
      await sendNotices(effects.notices);
    },
  });
  const feed = createClubFeed({
    db,
    clubs,
    profanity: profanities,
    publisher,
    activity,
    clock,
    notifyEachIn: notifications.notifyEachIn,
  });
  return { clubs, membership, feed };
}

export type Clubs = ReturnType<typeof createClubs>;
