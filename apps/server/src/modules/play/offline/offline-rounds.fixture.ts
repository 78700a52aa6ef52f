import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  OFFLINE_ROUND_DEFAULTS,
  offlineRoundSetup,
  type OfflineRoundRequest,
  type OfflineRoundSettings,
  type OfflineStroke,
} from '@golf/contracts';
import {
  centimetres,
  distance as distanceOf,
  IDEAL_TEMPO,
  localBall,
  localCurrentHole,
  playLocalStroke,
  startLocalRound,
  suggestSwing,
  SurfaceType,
  VLM_CLUBS,
  virtualLaunch,
  type Degrees,
  type HoleDefinition,
  type MetresPerSecond,
  type Par,
  type Rpm,
} from '@golf/golf';
import { createTestApp } from '../../../../test/app';
import { demoCourses, holesOf } from '../../../../test/golf';
import { createTestUser, type TestUser } from '../../../../test/users';
import { userFeatureUnlocks } from '../../../db/schema';

const MIDDLE = 20;
const SETTINGS = { sevenIronDistance: centimetres(14_000), shotShape: 30, hand: 'R', ballType: 10 } as const;

/** Rounded as the player app rounds a launch request (swing-launch.ts). */
const round = (value: number, step: number) => Math.round(value / step) * step;

/** The defaults of POST /rounds/offline from the middle tee. */
export const DEFAULT_SETTINGS: OfflineRoundSettings = { tee: MIDDLE, ...OFFLINE_ROUND_DEFAULTS };

/**
 * Plays `holes` the way the player app does offline: the suggested club and power, a perfectly timed
 * virtual swing, aimed at the pin; returns the strokes as the sync sends them and the card. The
 * strokes whose index is in `mulligans` are taken again as mulligans (the same swing).
 */
export function playOffline(holes: HoleDefinition[], settings = DEFAULT_SETTINGS, mulligans: number[] = []) {
  const setup = offlineRoundSetup(holes, settings);
  let state = startLocalRound(setup);
  const strokes: OfflineStroke[] = [];
  for (let guard = 0; guard < 60 && localCurrentHole(setup, state); guard++) {
    const hole = localCurrentHole(setup, state)!;
    const mulligan = mulligans.includes(strokes.length);
    const ball = localBall(setup, state, mulligan)!;
    const distance = distanceOf(ball.position, hole.pin);
    const swing = suggestSwing(distance, VLM_CLUBS, SETTINGS, ball.surface === SurfaceType.green)!;
    const launch = virtualLaunch({ ...swing, tempo: IDEAL_TEMPO, settings: SETTINGS }, () => 0.5);
    const stroke = {
      id: randomUUID(),
      hole: hole.number,
      club: swing.club,
      ball_speed: round(launch.ballSpeed, 0.01),
      launch_angle: round(launch.launchAngle, 0.1),
      azimuth: round(launch.azimuth, 0.01),
      back_spin: Math.round(launch.backSpin),
      side_spin: Math.round(launch.sideSpin),
      aim: hole.pin,
      mulligan,
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
      mulligan,
    });
    if (!played.ok) throw new Error(played.refusal);
    strokes.push(stroke);
    state = played.state;
  }
  expect(state.finished, 'the test player finishes the holes').toBe(true);
  return { strokes, card: state.scores.map((s) => ({ hole: s.hole, strokes: s.strokes })), scores: state.scores };
}

/** An app with a player who has the offline feature, and a 3-hole offline round played on a demo course. */
export async function createOfflineFixture() {
  const testApp = await createTestApp();
  const { app } = testApp;
  const course = (await demoCourses(testApp)).regular[0]!;
  const rows = await holesOf(testApp, course.id);
  const holes = rows.slice(0, 3).map((row): HoleDefinition => ({
    ...row.geometry,
    number: row.number,
    par: row.par as Par,
    strokeIndex: row.strokeIndex,
  }));
  const detail = await app.inject({ method: 'GET', url: `/api/v1/courses/${course.id}` });
  const version = detail.json().data.version as string;

  async function offlinePlayer(): Promise<TestUser> {
    const user = await createTestUser(testApp);
    await testApp.database.db
      .insert(userFeatureUnlocks)
      .values({ userId: user.id, feature: 'offline', entityType: 'admin' });
    return user;
  }

  /** A finished 3-hole round as the device sends it. */
  function roundBody(over: Partial<OfflineRoundRequest> = {}, mulligans: number[] = []): OfflineRoundRequest {
    const { strokes, card } = playOffline(holes, { ...DEFAULT_SETTINGS, ...over } as OfflineRoundSettings, mulligans);
    return {
      id: randomUUID(),
      title: 'Offline round',
      course_id: course.id,
      course_version: version,
      tee: MIDDLE,
      holes: holes.map((h) => h.number),
      strokes,
      card,
      ...over,
    };
  }

  const sync = (user: TestUser, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/rounds/offline', headers: user.headers, payload: payload as object });

  return { testApp, app, course, holes, version, offlinePlayer, roundBody, sync };
}
