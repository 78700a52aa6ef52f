import { z } from 'zod';
import { clubPostRemovedSchema, clubPostSchema } from './schemas/clubs';
import { notificationSchema } from './schemas/notifications';
import {
  holeCompletionSchema,
  holePointSchema,
  shotPenaltySchema,
  strokeOutcomeSchema,
  tracerPointSchema,
} from './schemas/play';
import { abilitySchema, userSchema } from './schemas/users';
import { walletSchema } from './schemas/wallets';
import {
  tournamentLeaderboardUpdatedSchema,
  tournamentStatusChangedSchema,
  tournamentTeeSheetUpdatedSchema,
} from './schemas/tournament-board';
import {
  clubEvents,
  kioskUserEvents,
  realtimeChannels,
  roundEvents,
  serverEvents,
  tournamentEvents,
  type ClubEventName,
  type RoundEventName,
  type ServerEventName,
  type TournamentEventName,
} from './event-names';

export {
  clubEvents,
  kioskUserEvents,
  realtimeChannels,
  roundEvents,
  serverEvents,
  tournamentEvents,
  type ClubEventName,
  type RoundEventName,
  type ServerEventName,
  type TournamentEventName,
};

const roundIdPayload = z.object({ round_id: z.number().int() });
const roundPlayerPayload = roundIdPayload.extend({ user_id: z.number().int() });

/** round.stroke-recorded: the stroke's outcome, and what the other players need to draw it live. */
export const strokeRecordedSchema = strokeOutcomeSchema.extend({
  /** Hole frame, centimetres (z up; t seconds when the server flew it); null when the game sent none. */
  ball_path: z.array(tracerPointSchema).nullable(),
  /** Where the ball stopped; null when unknown. */
  rest: holePointSchema.nullable(),
  /** From where the next stroke is played to the hole, centimetres; null when not reported. */
  distance_to_hole: z.number().int().nullable(),
  penalty: shotPenaltySchema.nullable(),
});

/** version.released on `system`: the new version and when it was released (ISO 8601, UTC). */
export const versionReleasedSchema = z.object({ version: z.string().min(1), updated_at: z.string() });

/**
 * Every event the server sends, by name, with the schema of its payload. The server's publisher is
 * typed by it (no parsing on publish); clients parse what arrives with it (parseRealtimePayload).
 */
export const realtimeEvents = {
  /** The client reloads the user. */
  [serverEvents.userUpdated]: z.object({}),
  /** The user's whole new ability list. */
  [serverEvents.abilitiesUpdated]: z.object({ abilities: z.array(abilitySchema) }),
  /** The wallet's new balance. */
  [serverEvents.walletUpdated]: walletSchema,
  /** The user's whole new list of feature unlocks. */
  [serverEvents.featureUnlocksUpdated]: userSchema.shape.feature_unlocks,
  /** In the recipient's language, as GET /notifications shows it. */
  [serverEvents.notificationCreated]: notificationSchema,
  [serverEvents.versionReleased]: versionReleasedSchema,
  [serverEvents.friendsUpdated]: z.object({ user_id: z.number().int() }),
  [roundEvents.playerJoined]: roundPlayerPayload.extend({ is_local: z.boolean() }),
  [roundEvents.strokeRecorded]: strokeRecordedSchema,
  [roundEvents.holeCompleted]: roundPlayerPayload.extend({
    hole: z.number().int(),
    /** Gross strokes on the hole, penalties and a gimme putt included. */
    strokes: z.number().int(),
    completion: holeCompletionSchema,
  }),
  [roundEvents.roundCompleted]: roundIdPayload,
  /** user_id: who conceded. */
  [roundEvents.matchConceded]: roundPlayerPayload,
  [roundEvents.roundStarted]: roundIdPayload,
  [roundEvents.roundCancelled]: roundIdPayload,
  [roundEvents.playerLeft]: roundPlayerPayload,
  [clubEvents.postCreated]: clubPostSchema,
  [clubEvents.postUpdated]: clubPostSchema,
  [clubEvents.postRemoved]: clubPostRemovedSchema,
  /** Also on the user channel of `user_id` (serverEvents.clubMembersUpdated): whose membership changed. */
  [clubEvents.membersUpdated]: z.object({ club_id: z.number().int(), user_id: z.number().int() }),
  [tournamentEvents.leaderboardUpdated]: tournamentLeaderboardUpdatedSchema,
  [tournamentEvents.statusChanged]: tournamentStatusChangedSchema,
  [tournamentEvents.teeSheetUpdated]: tournamentTeeSheetUpdatedSchema,
} satisfies Record<ServerEventName | RoundEventName | ClubEventName | TournamentEventName, z.ZodType>;

export type RealtimeEventName = keyof typeof realtimeEvents;
/** A payload as a client reads it. */
export type RealtimeEventPayload<E extends RealtimeEventName> = z.output<(typeof realtimeEvents)[E]>;
/** A payload as the server publishes it. */
export type RealtimeEventInput<E extends RealtimeEventName> = z.input<(typeof realtimeEvents)[E]>;
/**
 * An event and its payload as one argument list: a handler declared `(...[event, payload]:
 * RealtimeEventArgs<...>)` gets the payload's type once it has checked the name.
 */
export type RealtimeEventArgs<E extends RealtimeEventName = RealtimeEventName> = {
  [K in E]: [event: K, payload: RealtimeEventPayload<K>];
}[E];

export type VersionReleased = RealtimeEventPayload<typeof serverEvents.versionReleased>;
export type StrokeRecorded = RealtimeEventPayload<typeof roundEvents.strokeRecorded>;

/** A received payload checked against its event's schema: the payload, or undefined when it does not match. */
export function parseRealtimePayload<E extends RealtimeEventName>(
  event: E,
  payload: unknown,
): RealtimeEventPayload<E> | undefined {
  const parsed = (realtimeEvents[event] as z.ZodType).safeParse(payload);
  return parsed.success ? (parsed.data as RealtimeEventPayload<E>) : undefined;
}
