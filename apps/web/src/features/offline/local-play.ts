import {
  enums,
  holesOfGroup,
  OFFLINE_ROUND_DEFAULTS,
  offlineRoundSetup,
  type CourseDetail,
  type OfflineRoundRequest,
  type OfflineRoundSettings,
} from '@golf/contracts';
import {
  localBall,
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  type Degrees,
  type LocalRoundSetup,
  type LocalRoundState,
  type MetresPerSecond,
  type PlayedShot,
  type Rpm,
} from '@golf/golf';
import { toHoleDefinition } from '../play/api';
import type { OfflineHoleScore, StoredOfflineRound, StoredOfflineStroke } from './offline-db';

/**
 * Offline play on the device: the golf package's local round (the server's ball flight and rules)
 * on a course saved while online. The strokes kept in IndexedDB are the record; the round's state
 * is always worked out again from them, so a reload or a crash loses nothing that was stored.
 */

/** The settings a player chooses before an offline round (the tee is the round's own field). */
export type OfflineChoice = Omit<OfflineRoundSettings, 'tee'> & { hole_group: number };

/** What a round stored before players could choose had: the server's defaults, holes as listed. */
export const DEFAULT_CHOICE: OfflineChoice = {
  hole_group: enums.hole_group.custom,
  elevation: OFFLINE_ROUND_DEFAULTS.elevation,
  game_condition: OFFLINE_ROUND_DEFAULTS.game_condition,
  green_stimp: OFFLINE_ROUND_DEFAULTS.green_stimp,
  gimme_distance: OFFLINE_ROUND_DEFAULTS.gimme_distance,
  gimme_on_second_put: OFFLINE_ROUND_DEFAULTS.gimme_on_second_put,
  mulligans: OFFLINE_ROUND_DEFAULTS.mulligans,
};

/** How many holes the custom choice starts with: a short round. */
export const CUSTOM_HOLES_DEFAULT = 3;

const courseHoles = (course: Pick<CourseDetail, 'holes'>) =>
  course.holes.map((hole) => hole.number).sort((a, b) => a - b);

/** The first `count` holes of the course, in order. */
export function holesFor(course: Pick<CourseDetail, 'holes'>, count: number): number[] {
  return courseHoles(course).slice(0, count);
}

/** The hole groups this course can play: all 18, front 9 and back 9 where it has those holes, and custom. */
export function holeGroupsOf(course: Pick<CourseDetail, 'holes'>): number[] {
  const all = courseHoles(course);
  const groups = [enums.hole_group.all_18, enums.hole_group.front_9, enums.hole_group.back_9].filter(
    (group) => holesOfGroup(group, [], all).length > 0,
  );
  return [...groups, enums.hole_group.custom];
}

/** The holes a group plays on the course; custom keeps the player's picks in course order. */
export function holesOfChoice(course: Pick<CourseDetail, 'holes'>, group: number, custom: readonly number[]): number[] {
  const all = courseHoles(course);
  return group === enums.hole_group.custom ? all.filter((n) => custom.includes(n)) : holesOfGroup(group, [], all);
}

/** The local round of a stored round: its holes on the saved course, with its tee and settings. */
export function offlineSetup(
  course: Pick<CourseDetail, 'holes'>,
  round: Pick<StoredOfflineRound, 'holes' | 'tee' | 'choice'>,
): LocalRoundSetup {
  const byNumber = new Map(course.holes.map((hole) => [hole.number, toHoleDefinition(hole)]));
  return offlineRoundSetup(
    round.holes.map((n) => byNumber.get(n)!),
    { ...DEFAULT_CHOICE, ...round.choice, tee: round.tee },
  );
}

/** The launch as the ball flight takes it, from the stroke as stored (and sent). */
export const launchOf = (
  stroke: Pick<
    StoredOfflineStroke,
    'ball_speed' | 'launch_angle' | 'azimuth' | 'back_spin' | 'side_spin' | 'aim' | 'mulligan'
  >,
) => ({
  mulligan: stroke.mulligan ?? false,
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
  /** Every stroke's shot with its id and hole, for the hole map's tracers. */
  shots: { id: string; hole: number; shot: PlayedShot }[];
}

/** The round after its stored strokes, in order; a stroke the rules refuse stops the replay there. */
export function replayRound(setup: LocalRoundSetup, strokes: readonly StoredOfflineStroke[]): ReplayedRound {
  let state = startLocalRound(setup);
  let lastShot: PlayedShot | null = null;
  const shots: ReplayedRound['shots'] = [];
  for (const stroke of strokes) {
    const played = playLocalStroke(setup, state, launchOf(stroke));
    if (!played.ok) break;
    state = played.state;
    lastShot = played.shot;
    shots.push({ id: stroke.id, hole: played.hole, shot: played.shot });
  }
  return { state, lastShot, shots };
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
    ...DEFAULT_CHOICE,
    ...round.choice,
    holes: round.holes,
    strokes: strokes.map(({ roundId: _round, seq: _seq, ...stroke }) => stroke),
    card: round.card.map(({ hole, strokes: count }) => ({ hole, strokes: count })),
  };
}

/** The holes where the server's card is not the device's (a hole missing from one card counts as null there). */
export function cardDifferences(
  device: readonly OfflineHoleScore[],
  server: readonly OfflineHoleScore[],
): { hole: number; device: number | null; server: number | null }[] {
  const onServer = new Map(server.map((h) => [h.hole, h.strokes]));
  const onDevice = new Map(device.map((h) => [h.hole, h.strokes]));
  const holes = [...new Set([...device.map((h) => h.hole), ...server.map((h) => h.hole)])];
  return holes
    .map((hole) => ({ hole, device: onDevice.get(hole) ?? null, server: onServer.get(hole) ?? null }))
    .filter((d) => d.device !== d.server);
}
