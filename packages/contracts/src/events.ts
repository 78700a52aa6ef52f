/**
 * Names of the events the server sends to clients (spec section 4, "Real-time events"). Modules
 * raise them through one publisher; clients subscribe by these names.
 */
export const serverEvents = {
  userUpdated: 'user.updated',
  abilitiesUpdated: 'abilities.updated',
  walletUpdated: 'wallet.updated',
  featureUnlocksUpdated: 'feature-unlocks.updated',
  notificationCreated: 'notification.created',
  versionReleased: 'version.released',
} as const;

export type ServerEventName = (typeof serverEvents)[keyof typeof serverEvents];

/** Events on a round's presence channel (spec section 4; the golf engine publishes them). */
export const roundEvents = {
  playerJoined: 'round.player-joined',
  strokeRecorded: 'round.stroke-recorded',
  holeCompleted: 'round.hole-completed',
  roundCompleted: 'round.completed',
  /** Match play: a player conceded the match (payload: round_id, user_id who conceded); round.completed follows. */
  matchConceded: 'round.match-conceded',
  /** The host started play (payload: round_id): the waiting room moves on to the round. */
  roundStarted: 'round.started',
  /** The host called the round off before the start (payload: round_id). */
  roundCancelled: 'round.cancelled',
  /** A player left the round before the start (payload: round_id, user_id). */
  playerLeft: 'round.player-left',
} as const;

/** Channel names (Pusher conventions: `private-` and `presence-` channels need /broadcasting/auth). */
export const realtimeChannels = {
  /** A user's own events: user, abilities, wallets, feature unlocks, notifications. */
  user: (userId: number) => `private-users.${userId}`,
  /** Everyone in a round: joins, strokes, holes, completion. */
  round: (roundId: number) => `presence-rounds.${roundId}`,
  /** Broadcast to every client, signed in or not: version.released. */
  system: 'system',
} as const;

/** The payload of `version.released` on `system`: the new version and when it was released. */
export interface VersionReleased {
  version: string;
  /** ISO 8601, UTC. */
  updated_at: string;
}

export function isVersionReleased(value: unknown): value is VersionReleased {
  if (typeof value !== 'object' || value === null) return false;
  const { version, updated_at } = value as Record<string, unknown>;
  return typeof version === 'string' && version.length > 0 && typeof updated_at === 'string';
}
