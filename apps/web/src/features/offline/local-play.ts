import { OFFLINE_ROUND_SETTINGS, stimpByLevel, type CourseDetail, type OfflineRoundRequest } from '@golf/contracts';
import {
  localBall,
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  type Degrees,
  type Elevation,
  type LocalRoundSetup,
  type LocalRoundState,
  type MetresPerSecond,
  type PlayedShot,
  type Rpm,
  type TeeingType,
} from '@golf/golf';
import { toHoleDefinition } from '../play/api';
import type { OfflineHoleScore, StoredOfflineRound, StoredOfflineStroke } from './offline-db';

/**
 * Offline play on the device: the golf package's local round (the server's ball flight and rules)
 * on a course saved while online. The strokes kept in IndexedDB are the record; the round's state
 * is always worked out again from them, so a reload or a crash loses nothing that was stored.
 */

/** The hole counts a player may choose offline, as far as the course has holes. */
export const OFFLINE_HOLE_COUNTS = [3, 9, 18] as const;

/** The first `count` holes of the course, in order. */
export function holesFor(course: Pick<CourseDetail, 'holes'>, count: number): number[] {
  return course.holes
    .map((hole) => hole.number)
    .sort((a, b) => a - b)
    .slice(0, count);
}

export function offlineSetup(
  course: Pick<CourseDetail, 'holes'>,
  holes: readonly number[],
  tee: number,
): LocalRoundSetup {
  const byNumber = new Map(course.holes.map((hole) => [hole.number, toHoleDefinition(hole)]));
  return {
    holes: holes.map((n) => byNumber.get(n)!),
    teeingType: tee as TeeingType,
    elevation: OFFLINE_ROUND_SETTINGS.elevation as Elevation,
    greenStimp: stimpByLevel[OFFLINE_ROUND_SETTINGS.greenStimp],
    rules: {
      gimmeDistance: OFFLINE_ROUND_SETTINGS.gimmeDistance,
      gimmeOnSecondPutt: false,
      mulligansPerRound: OFFLINE_ROUND_SETTINGS.mulligans,
    },
  };
}

/** The launch as the ball flight takes it, from the stroke as stored (and sent). */
export const launchOf = (
  stroke: Pick<StoredOfflineStroke, 'ball_speed' | 'launch_angle' | 'azimuth' | 'back_spin' | 'side_spin' | 'aim'>,
) => ({
  launch: {
    ballSpeed: stroke.ball_speed as MetresPerSecond,
    launchAngle: stroke.launch_angle as Degrees,
    azimuth: stroke.azimuth as Degrees,
    backSpin: stroke.back_spin as Rpm,
    sideSpin: stroke.side_spin as Rpm,
  },
  aim: stroke.aim,
});

export interface ReplayedRound {
  state: LocalRoundState;
  /** The last stroke's shot, for the screen to show. */
  lastShot: PlayedShot | null;
}

/** The round after its stored strokes, in order; a stroke the rules refuse stops the replay there. */
export function replayRound(setup: LocalRoundSetup, strokes: readonly StoredOfflineStroke[]): ReplayedRound {
  let state = startLocalRound(setup);
  let lastShot: PlayedShot | null = null;
  for (const stroke of strokes) {
    const played = playLocalStroke(setup, state, launchOf(stroke));
    if (!played.ok) break;
    state = played.state;
    lastShot = played.shot;
  }
  return { state, lastShot };
}

/** The card so far: each finished hole with its par and strokes. */
export const cardOf = (state: LocalRoundState): OfflineHoleScore[] =>
  state.scores.map((score) => ({ hole: score.hole, par: score.par, strokes: score.strokes }));

/** Where the next stroke is played from and on which hole; null once the round is over. */
export function nextShotOf(setup: LocalRoundSetup, state: LocalRoundState) {
  const hole = localCurrentHole(setup, state);
  const ball = localBall(setup, state);
  return hole && ball ? { hole, ball } : null;
}

/** POST /rounds/offline's body for a finished round. */
export function syncRequest(round: StoredOfflineRound, strokes: readonly StoredOfflineStroke[]): OfflineRoundRequest {
  return {
    id: round.id,
    title: round.title,
    course_id: round.courseId,
    course_version: round.courseVersion,
    tee: round.tee,
    holes: round.holes,
    strokes: strokes.map(({ roundId: _round, seq: _seq, ...stroke }) => stroke),
    card: round.card.map(({ hole, strokes: count }) => ({ hole, strokes: count })),
  };
}
