/** What the offline browser tests share: a round played in Node as the device plays it, and the device's store. */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { OFFLINE_ROUND_DEFAULTS, offlineRoundSetup, type CourseDetail } from '@golf/contracts';
import {
  centimetres,
  distance,
  IDEAL_TEMPO,
  localBall,
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  suggestSwing,
  SurfaceType,
  virtualLaunch,
  VLM_CLUBS,
  type Degrees,
  type HoleDefinition,
  type MetresPerSecond,
  type Par,
  type Rpm,
} from '@golf/golf';

const SWING = { sevenIronDistance: centimetres(14_000), shotShape: 30, hand: 'R', ballType: 10 } as const;
const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A finished offline round on `holes` of the course, as the device stores it (features/offline/offline-db.ts):
 * suggested swings, perfectly timed, at the pin, with the default settings from the middle tee.
 */
export function finishedOfflineRound(course: CourseDetail, holes: number[], userId: number, startedAt: string) {
  const byNumber = new Map(course.holes.map((h) => [h.number, h]));
  const definitions = holes.map((n): HoleDefinition => {
    const h = byNumber.get(n)!;
    return { ...(h.geometry as unknown as HoleDefinition), number: n, par: h.par as Par, strokeIndex: h.stroke_index };
  });
  const id = randomUUID();
  const setup = offlineRoundSetup(definitions, { tee: 20, ...OFFLINE_ROUND_DEFAULTS });
  let state = startLocalRound(setup);
  const strokes: Record<string, unknown>[] = [];
  for (let seq = 0; seq < 80 && localCurrentHole(setup, state); seq++) {
    const hole = localCurrentHole(setup, state)!;
    const ball = localBall(setup, state)!;
    const swing = suggestSwing(
      distance(ball.position, hole.pin),
      VLM_CLUBS,
      SWING,
      ball.surface === SurfaceType.green,
    )!;
    const launch = virtualLaunch({ ...swing, tempo: IDEAL_TEMPO, settings: SWING }, () => 0.5);
    const stroke = {
      id: randomUUID(),
      roundId: id,
      seq,
      hole: hole.number,
      club: swing.club,
      ball_speed: round(launch.ballSpeed, 0.01),
      launch_angle: round(launch.launchAngle, 0.1),
      azimuth: round(launch.azimuth, 0.01),
      back_spin: Math.round(launch.backSpin),
      side_spin: Math.round(launch.sideSpin),
      aim: hole.pin,
      mulligan: false,
    };
    const played = playLocalStroke(setup, state, {
      launch: {
        ballSpeed: stroke.ball_speed as MetresPerSecond,
        launchAngle: stroke.launch_angle as Degrees,
        azimuth: stroke.azimuth as Degrees,
        backSpin: stroke.back_spin as Rpm,
        sideSpin: stroke.side_spin as Rpm,
      },
      aim: stroke.aim,
    });
    if (!played.ok) throw new Error(played.refusal);
    strokes.push(stroke);
    state = played.state;
  }
  if (!state.finished) throw new Error('the test round did not finish');
  const card = state.scores.map((s) => ({ hole: s.hole, par: s.par, strokes: s.strokes }));
  return {
    round: {
      id,
      userId,
      title: 'Offline round',
      courseId: course.id,
      courseTitle: course.title,
      courseVersion: course.version,
      tee: 20,
      holes,
      startedAt,
      status: 'finished',
      card,
    },
    strokes,
  };
}

/** Puts rounds and their strokes into the device's store, as if played there. */
export function storeOfflineRounds(page: Page, rounds: ReturnType<typeof finishedOfflineRound>[]) {
  return page.evaluate(
    (items) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('golf-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['rounds', 'strokes'], 'readwrite');
          for (const item of items) {
            tx.objectStore('rounds').put(item.round);
            for (const stroke of item.strokes) tx.objectStore('strokes').put(stroke);
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    rounds,
  );
}

/** What the device keeps in IndexedDB (features/offline/offline-db.ts), read in the page. */
export function storedRounds(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ rounds: Record<string, unknown>[]; strokes: Record<string, unknown>[]; kits: unknown[] }>(
        (resolve, reject) => {
          const open = indexedDB.open('golf-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['rounds', 'strokes', 'kits'], 'readonly');
            const rounds = tx.objectStore('rounds').getAll();
            const strokes = tx.objectStore('strokes').getAll();
            const kits = tx.objectStore('kits').getAll();
            tx.oncomplete = () => resolve({ rounds: rounds.result, strokes: strokes.result, kits: kits.result });
          };
        },
      ),
  );
}
