import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  distance,
  Elevation,
  feet,
  playShotOnHole,
  SurfaceType,
  type Degrees,
  type HoleDefinition,
  type MetresPerSecond,
  type Par,
  type Point,
  type Rpm,
} from '@golf/golf';
import { createTestApp } from '../../../../test/app';
import { createRound, demoCourses, holesOf, start } from '../../../../test/golf';
import { createRecordingFanout } from '../../../../test/publisher';
import { createTestUser, type TestUser } from '../../../../test/users';

type HoleRow = Awaited<ReturnType<typeof holesOf>>[number];
export const definition = (row: HoleRow): HoleDefinition => ({
  ...row.geometry,
  number: row.number,
  par: row.par as Par,
  strokeIndex: row.strokeIndex,
});
export const FRONT = 10;
/** green_stimp level 2 (the default) reads 9 ft. */
const STIMP = feet(9);
const GREEN_DECELERATION = (1.83 * 1.83) / (2 * STIMP * 0.3048);

export type LaunchData = {
  ball_speed: number;
  launch_angle: number;
  azimuth: number;
  back_spin: number;
  side_spin: number;
};
/** What the golf package predicts for a launch on a hole of a round at sea level with medium greens. */
export const predict = (hole: HoleDefinition, position: Point, surface: SurfaceType, data: LaunchData) =>
  playShotOnHole({
    hole,
    ball: { position, surface },
    launch: {
      ballSpeed: data.ball_speed as MetresPerSecond,
      launchAngle: data.launch_angle as Degrees,
      azimuth: data.azimuth as Degrees,
      backSpin: data.back_spin as Rpm,
      sideSpin: data.side_spin as Rpm,
    },
    aim: hole.pin,
    conditions: { elevation: Elevation.sea_level, greenStimp: STIMP },
  });

/** A putt straight at the pin with the speed to roll about 30 cm past it (the ball skids to 5/7 of it first). */
export function puttAt(position: Point, pin: Point): LaunchData {
  const metres = distance(position, pin) / 100;
  const rolling = Math.sqrt(2 * GREEN_DECELERATION * (metres + 0.3));
  return { ball_speed: Math.round(rolling * 1.4 * 100) / 100, launch_angle: 2, azimuth: 0, back_spin: 0, side_spin: 0 };
}

/** A putt from the green that stops 20–50 cm short of the hole (inside a gimme distance). */
export function puttShortOf(hole: HoleDefinition, onGreen: Point): LaunchData {
  const putt = [...Array(200).keys()]
    .map((i) => ({ ...puttAt(onGreen, hole.pin), ball_speed: 0.5 + i * 0.05 }))
    .find((d) => {
      const shot = predict(hole, onGreen, SurfaceType.green, d);
      return !shot.holed && shot.distanceToHole >= 20 && shot.distanceToHole <= 50;
    });
  if (!putt) throw new Error('no putt stops short of the hole');
  return putt;
}

/** A tee shot from the front tee that the golf package puts on the green. */
export function teeShotOntoGreen(hole: HoleDefinition): LaunchData {
  for (let speed = 20; speed <= 60; speed += 0.5) {
    const data = { ball_speed: speed, launch_angle: 20, azimuth: 0, back_spin: 7000, side_spin: 0 };
    const shot = predict(hole, hole.tees[FRONT].position, SurfaceType.tee, data);
    if (shot.restSurface === SurfaceType.green && !shot.holed && shot.distanceToHole > 200) return data;
  }
  throw new Error('no launch reaches the green');
}

/** Each launches test file's own app, with events recorded, on the demo courses. */
export async function createLaunchesFixture() {
  const fanout = createRecordingFanout();
  const testApp = await createTestApp({ fanout });
  const { app } = testApp;
  const { regular, range } = await demoCourses(testApp);
  const courseNamed = (title: string) => regular.find((c) => c.title === title)!;
  const pinewood = courseNamed('Pinewood Heath');
  const saltmarsh = courseNamed('Saltmarsh Links');
  const redMesa = courseNamed('Red Mesa');

  /** A started stroke play round of `holes` from the front tees. */
  async function startedRound(courseId: number, holes: number[], settings: Record<string, unknown> = {}) {
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, {
      title: 'Launches',
      game_mode: 20,
      course_id: courseId,
      hole_group: 99,
      holes,
      tee: FRONT,
      ...settings,
    });
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    return { round, host };
  }

  const launch = (roundId: number, user: TestUser, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${roundId}/launches`,
      headers: user.headers,
      payload: { id: randomUUID(), club: 70, ...body },
    });

  async function played(roundId: number, user: TestUser, body: Record<string, unknown>) {
    const res = await launch(roundId, user, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as {
      stroke: Record<string, unknown> & { hole_strokes: number; hole_completed: boolean; stroke_id: number };
      shot: {
        rest: Point;
        next_position: Point;
        next_surface: number;
        penalty: string | null;
        holed: boolean;
        carry: number;
        distance_to_hole: number;
        ball_path: { x: number; y: number; z: number; t: number }[];
      };
    };
  }

  async function state(roundId: number, user: TestUser) {
    const res = await app.inject({ url: `/api/v1/rounds/${roundId}/state`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const pinewoodHoles = await holesOf(testApp, pinewood.id);
  const dryPar3 = pinewoodHoles.find((h) => h.par === 3 && h.geometry.water.length === 0)!;

  return {
    fanout,
    testApp,
    app,
    range,
    pinewood,
    saltmarsh,
    redMesa,
    startedRound,
    launch,
    played,
    state,
    pinewoodHoles,
    dryPar3,
  };
}
