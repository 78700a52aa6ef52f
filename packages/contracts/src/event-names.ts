// The real-time names alone, without the payload schemas of events.ts: a client that only listens by
// name (the apps' first screens) does not bundle zod for them.

/**
 * Names of the events the server sends to clients (spec section 4, "Real-time events"). Modules
 * raise them through one publisher; clients subscribe by these names. `realtimeEvents` below
 * gives each its payload.
 */
export const serverEvents = {
  userUpdated: 'user.updated',
  abilitiesUpdated: 'abilities.updated',
  walletUpdated: 'wallet.updated',
  featureUnlocksUpdated: 'feature-unlocks.updated',
  notificationCreated: 'notification.created',
  /** A friendship or request with `user_id` ended (removed, declined, withdrawn): the friends list is read again. */
  friendsUpdated: 'friends.updated',
  /**
   * The user's own membership of club `club_id` changed (joined, asked, approved, declined, removed, left, a new
   * role, invited): their open club pages read the club again. The same event as clubEvents.membersUpdated, sent
   * here because the player may not be on the club's channel (not yet, or no longer, a member).
   */
  clubMembersUpdated: 'club.members-updated',
  versionReleased: 'version.released',
} as const;

export type ServerEventName = (typeof serverEvents)[keyof typeof serverEvents];

/**
 * The user-channel events a kiosk session receives (decision 0103): reload the user (which a kiosk
 * session gets withheld), new abilities, new feature unlocks. Wallets and notifications never reach it.
 */
export const kioskUserEvents: readonly ServerEventName[] = [
  serverEvents.userUpdated,
  serverEvents.abilitiesUpdated,
  serverEvents.featureUnlocksUpdated,
];

/** Events on a round's presence channel (spec section 4; the golf engine publishes them). */
export const roundEvents = {
  playerJoined: 'round.player-joined',
  strokeRecorded: 'round.stroke-recorded',
  holeCompleted: 'round.hole-completed',
  roundCompleted: 'round.completed',
  /** Match play: a player conceded the match; round.completed follows. */
  matchConceded: 'round.match-conceded',
  /** The host started play: the waiting room moves on to the round. */
  roundStarted: 'round.started',
  /** The host called the round off before the start. */
  roundCancelled: 'round.cancelled',
  /** A player left the round before the start. */
  playerLeft: 'round.player-left',
} as const;

export type RoundEventName = (typeof roundEvents)[keyof typeof roundEvents];

/** Events on a club's private channel (docs/clubs.md): its feed, live. Only members may subscribe. */
export const clubEvents = {
  postCreated: 'club.post-created',
  /** A post changed: pinned, unpinned, commented on. */
  postUpdated: 'club.post-updated',
  postRemoved: 'club.post-removed',
  /**
   * Someone joined, asked to join, was approved, declined or removed, left, or got a new role: read the club and
   * its members again.
   */
  membersUpdated: 'club.members-updated',
} as const;

export type ClubEventName = (typeof clubEvents)[keyof typeof clubEvents];
/** Events on a tournament's public channel (docs/tournaments.md): anyone may watch a leaderboard. */
export const tournamentEvents = {
  /** An entrant's score, round, DQ or the cut changed: the changed row, refetch the page for positions. */
  leaderboardUpdated: 'tournament.leaderboard-updated',
  /** Published, started, cancelled or finished. */
  statusChanged: 'tournament.status-changed',
  /** Staff moved or swapped entrants on a round's assigned tee sheet: read it (and the page's own tee time) again. */
  teeSheetUpdated: 'tournament.tee-sheet-updated',
} as const;

export type TournamentEventName = (typeof tournamentEvents)[keyof typeof tournamentEvents];

/** Channel names (Pusher conventions: `private-` and `presence-` channels need /broadcasting/auth). */
export const realtimeChannels = {
  /** A user's own events: user, abilities, wallets, feature unlocks, notifications. */
  user: (userId: number) => `private-users.${userId}`,
  /**
   * What a kiosk session hears of its user (decision 0103) instead of `user`: only the events that
   * carry no personal data (kioskUserEvents), mirrored there by the server's publisher.
   */
  kioskUser: (userId: number) => `private-kiosk-users.${userId}`,
  /** Everyone in a round: joins, strokes, holes, completion. */
  round: (roundId: number) => `presence-rounds.${roundId}`,
  /**
   * A user's online beacon: they join their own while connected, and their friends join it to watch;
   * the user is online while they are among its members (docs/friends-and-reports.md).
   */
  online: (userId: number) => `presence-online.${userId}`,
  /** A club's members: its feed and its membership changes (clubEvents). */
  club: (clubId: number) => `private-clubs.${clubId}`,
  /** A tournament's leaderboard and status; public (no auth), like `system`. */
  tournament: (tournamentId: number) => `tournaments.${tournamentId}`,
  /** Broadcast to every client, signed in or not: version.released. */
  system: 'system',
} as const;
