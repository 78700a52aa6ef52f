import { realtimeChannels, roundEvents, type StrokeOutcome } from '@golf/contracts';
import type { StoredHoleResult } from '../../../db/schema';
import type { Publisher } from '../../../realtime/publisher';
import type { LaunchShot } from './launched-stroke';
import type { AwardedHole, PlayerFinishedHook } from './round-settlement';
import type { LiveShot } from './stroke-input';

/** A stroke as committed: what its events say. */
export interface Recorded {
  outcome: StrokeOutcome;
  live: LiveShot;
  /** The computed shot of a launch (its reply's `shot`); null for a stroke the game reported. */
  shot: LaunchShot | null;
  holeResult: StoredHoleResult | null;
  /** Match play: the opponent's hole, ended because this player picked up (their hole is awarded). */
  awarded: AwardedHole | null;
  /** Players whose handicap record the stroke changed (PlayerFinishedHook.record). */
  handicapChanged: number[];
  roundCompleted: boolean;
}

export interface StrokeEventsDeps {
  publisher: Publisher;
  playerFinished: Pick<PlayerFinishedHook, 'announce'>;
}

/** What play publishes on presence-rounds.{id} after a commit, and the handicap announcements. */
export function createStrokeEvents({ publisher, playerFinished }: StrokeEventsDeps) {
  const roundCompleted = (roundId: number) =>
    publisher.publish(realtimeChannels.round(roundId), roundEvents.roundCompleted, { round_id: roundId });

  return {
    /** round.stroke-recorded, and round.hole-completed / round.completed when the stroke ended them. */
    async strokeRecorded(roundId: number, recorded: Recorded): Promise<void> {
      const channel = realtimeChannels.round(roundId);
      const { outcome } = recorded;
      const events: Promise<void>[] = [
        publisher.publish(channel, roundEvents.strokeRecorded, { ...outcome, ...recorded.live }),
      ];
      const holeCompleted = (userId: number, result: StoredHoleResult) =>
        publisher.publish(channel, roundEvents.holeCompleted, {
          round_id: roundId,
          user_id: userId,
          hole: result.hole,
          strokes: result.strokes,
          completion: result.completion,
        });
      if (recorded.holeResult) events.push(holeCompleted(outcome.user_id, recorded.holeResult));
      if (recorded.awarded) events.push(holeCompleted(recorded.awarded.userId, recorded.awarded.holeResult));
      if (recorded.roundCompleted) events.push(roundCompleted(roundId));
      await Promise.all(events);
      for (const userId of recorded.handicapChanged) playerFinished.announce(userId);
    },

    /** round.match-conceded (who conceded), then round.completed. */
    async matchConceded(roundId: number, callerId: number, handicapChanged: readonly number[]): Promise<void> {
      const channel = realtimeChannels.round(roundId);
      await publisher.publish(channel, roundEvents.matchConceded, { round_id: roundId, user_id: callerId });
      await roundCompleted(roundId);
      for (const userId of handicapChanged) playerFinished.announce(userId);
    },

    roundCompleted,
  };
}

export type StrokeEvents = ReturnType<typeof createStrokeEvents>;
