import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import {
  distance,
  Elevation,
  feet,
  isOutOfBounds,
  playShotOnHole,
  SurfaceType,
  type Degrees,
  type HoleDefinition,
  type MetresPerSecond,
  type Par,
  type Point,
  type Rpm,
} from '@golf/golf';
import { handicapRecords, roundPlayers, strokes as strokesTable } from '../../db/schema';
import { createMemoryFanout } from '../../realtime/fanout';
import { createPublisher } from '../../realtime/publisher';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses, holdPlayerRow, holesOf, playHole, start, stroke } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';
import { createStrokesRepository } from '../strokes/strokes.repository';
import { createStrokesService } from '../strokes/strokes.service';
import { createLaunchesRepository } from './launches.repository';
import { createLaunchesService } from './launches.service';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const courseNamed = (title: string) => regular.find((c) => c.title === title)!;
const pinewood = courseNamed('Pinewood Heath');
const saltmarsh = courseNamed('Saltmarsh Links');
const redMesa = courseNamed('Red Mesa');

type HoleRow = Awaited<ReturnType<typeof holesOf>>[number];
const definition = (row: HoleRow): HoleDefinition => ({
  ...row.geometry,
  number: row.number,
  par: row.par as Par,
  strokeIndex: row.strokeIndex,
});
const FRONT = 10;
/** green_stimp level 2 (the default) reads 9 ft. */
const STIMP = feet(9);
const GREEN_DECELERATION = (1.83 * 1.83) / (2 * STIMP * 0.3048);

type LaunchData = {
  ball_speed: number;
  launch_angle: number;
  azimuth: number;
  back_spin: number;
  side_spin: number;
};
/** What the golf package predicts for a launch on a hole of a round at sea level with medium greens. */
const predict = (hole: HoleDefinition, position: Point, surface: SurfaceType, data: LaunchData) =>
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

/** A putt straight at the pin with the speed to roll about 30 cm past it (the ball skids to 5/7 of it first). */
function puttAt(position: Point, pin: Point): LaunchData {
  const metres = distance(position, pin) / 100;
  const rolling = Math.sqrt(2 * GREEN_DECELERATION * (metres + 0.3));
  return { ball_speed: Math.round(rolling * 1.4 * 100) / 100, launch_angle: 2, azimuth: 0, back_spin: 0, side_spin: 0 };
}

/** A putt from the green that stops 20–50 cm short of the hole (inside a gimme distance). */
function puttShortOf(hole: HoleDefinition, onGreen: Point): LaunchData {
  const putt = [...Array(200).keys()]
    .map((i) => ({ ...puttAt(onGreen, hole.pin), ball_speed: 0.5 + i * 0.05 }))
    .find((d) => {
      const shot = predict(hole, onGreen, SurfaceType.green, d);
      return !shot.holed && shot.distanceToHole >= 20 && shot.distanceToHole <= 50;
    });
  if (!putt) throw new Error('no putt stops short of the hole');
  return putt;
}

const pinewoodHoles = await holesOf(testApp, pinewood.id);
const dryPar3 = pinewoodHoles.find((h) => h.par === 3 && h.geometry.water.length === 0)!;

/** A tee shot from the front tee that the golf package puts on the green. */
function teeShotOntoGreen(hole: HoleDefinition): LaunchData {
  for (let speed = 20; speed <= 60; speed += 0.5) {
    const data = { ball_speed: speed, launch_angle: 20, azimuth: 0, back_spin: 7000, side_spin: 0 };
    const shot = predict(hole, hole.tees[FRONT].position, SurfaceType.tee, data);
    if (shot.restSurface === SurfaceType.green && !shot.holed && shot.distanceToHole > 200) return data;
  }
  throw new Error('no launch reaches the green');
}

describe('POST /rounds/{id}/launches: a par 3 played on the server', () => {
  it('flies the tee shot from the round tee, then putts until holed; the state and the events follow', async () => {
    const hole = definition(dryPar3);
    const { round, host } = await startedRound(pinewood.id, [hole.number]);
    const tee = hole.tees[FRONT].position;

    const before = await state(round.id, host);
    expect(before.players[0]).toMatchObject({
      current_hole: hole.number,
      hole_strokes: 0,
      ball: { position: tee, surface: SurfaceType.tee },
      strokes: [],
    });

    const data = teeShotOntoGreen(hole);
    const expected = predict(hole, tee, SurfaceType.tee, data);
    const first = await played(round.id, host, data);
    expect(first.shot).toMatchObject({
      carry: expected.carry,
      rest: expected.rest,
      next_position: expected.rest,
      next_surface: SurfaceType.green,
      penalty: null,
      holed: false,
      distance_to_hole: expected.distanceToHole,
    });
    expect(first.shot.ball_path[0]).toMatchObject({ x: tee.x, y: tee.y, z: 0, t: 0 });
    expect(first.stroke).toMatchObject({ hole: hole.number, stroke_number: 1, hole_strokes: 1, hole_completed: false });

    const after = await state(round.id, host);
    expect(after.players[0].ball).toEqual({ position: expected.rest, surface: SurfaceType.green });
    expect(after.players[0].strokes).toHaveLength(1);
    expect(after.players[0].strokes[0]).toMatchObject({
      carry: expected.carry,
      surface_type: SurfaceType.green,
      distance_to_hole: expected.distanceToHole,
      flag_reason: null,
      aim_at_launch: hole.pin,
    });
    expect(after.players[0].strokes[0].ball_path).toHaveLength(first.shot.ball_path.length);

    const live = fanout
      .events(realtimeChannels.round(round.id))
      .filter((e) => e.event === roundEvents.strokeRecorded)
      .map((e) => e.payload as Record<string, unknown>);
    expect(live.at(-1)).toMatchObject({
      user_id: host.id,
      hole: hole.number,
      hole_strokes: 1,
      completion: null,
      rest: expected.rest,
      distance_to_hole: expected.distanceToHole,
      ball_path: first.shot.ball_path,
    });

    let ball = first.shot.next_position;
    let last = first;
    for (let putts = 0; !last.stroke.hole_completed; putts++) {
      expect(putts).toBeLessThan(4);
      last = await played(round.id, host, { club: 140, ...puttAt(ball, hole.pin) });
      expect(last.shot.ball_path[0]).toMatchObject({ x: ball.x, y: ball.y });
      ball = last.shot.next_position;
    }
    expect(last.shot).toMatchObject({ holed: true, rest: hole.pin, distance_to_hole: 0 });
    expect(last.stroke).toMatchObject({ completion: 'holed', round_status: 20, play_status: 100 });

    const done = await state(round.id, host);
    expect(done.players[0]).toMatchObject({ current_hole: null, ball: null, holes_completed: 1 });
    const completed = fanout
      .events(realtimeChannels.round(round.id))
      .filter((e) => e.event === roundEvents.holeCompleted);
    expect(completed).toHaveLength(1);
  });

  it('a retry of the same id plays nothing new and returns the first reply', async () => {
    const hole = definition(dryPar3);
    const { round, host } = await startedRound(pinewood.id, [hole.number]);
    const body = { id: randomUUID(), ...teeShotOntoGreen(hole) };
    const first = await launch(round.id, host, body);
    expect(first.statusCode).toBe(201);
    const again = await launch(round.id, host, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      stroke: { ...first.json().data.stroke, replayed: true },
      shot: first.json().data.shot,
    });
    const now = await state(round.id, host);
    expect(now.players[0]).toMatchObject({ hole_strokes: 1, ball: { position: first.json().data.shot.next_position } });
    expect(now.players[0].strokes).toHaveLength(1);
  });

  it('a mulligan replays from where the replaced stroke was played', async () => {
    const hole = definition(dryPar3);
    const { round, host } = await startedRound(pinewood.id, [hole.number], { mulligans: 1 });
    const first = await played(round.id, host, teeShotOntoGreen(hole));
    const onGreen = first.shot.next_position;
    // A putt far too hard, then taken back.
    const bad = await played(round.id, host, { club: 140, ...puttAt(onGreen, hole.pin), ball_speed: 9 });
    expect(bad.shot.ball_path[0]).toMatchObject(onGreen);
    expect(bad.stroke.hole_strokes).toBe(2);
    // The replay is left short, so the hole goes on.
    const short = puttAt(onGreen, hole.pin);
    const again = await played(round.id, host, {
      club: 140,
      ...short,
      ball_speed: short.ball_speed / 2,
      mulligan: true,
    });
    expect(again.stroke.hole_completed).toBe(false);
    expect(again.shot.ball_path[0]).toMatchObject({ x: onGreen.x, y: onGreen.y });
    expect(again.stroke).toMatchObject({ stroke_number: 2, mulligans_left: 0 });
    const now = await state(round.id, host);
    expect(now.players[0].strokes.map((s: { is_mulligan: boolean }) => s.is_mulligan)).toEqual([false, true]);
    expect(now.players[0].ball).toEqual({ position: again.shot.next_position, surface: again.shot.next_surface });
    const replaced = await testApp.database.db
      .select({ replaced: strokesTable.replaced })
      .from(strokesTable)
      .where(eq(strokesTable.id, bad.stroke.stroke_id));
    expect(replaced[0]!.replaced).toBe(true);
  });

  it('a gimme ends the hole for a launch that stops inside the gimme distance', async () => {
    const hole = definition(dryPar3);
    const { round, host } = await startedRound(pinewood.id, [hole.number], { gimme_distance: 600 });
    const first = await played(round.id, host, teeShotOntoGreen(hole));
    const second = await played(round.id, host, { club: 140, ...puttShortOf(hole, first.shot.next_position) });
    expect(second.shot.holed).toBe(false);
    expect(second.stroke).toMatchObject({ hole_completed: true, completion: 'gimme', hole_strokes: 3 });
  });

  it('out of bounds: stroke and distance, the ball back on the tee', async () => {
    const rows = await holesOf(testApp, saltmarsh.id);
    const hole = definition(rows.find((h) => h.number === 1)!);
    const tee = hole.tees[FRONT].position;
    const data = [10, 15, 20, 25, 30, 35]
      .map((azimuth) => ({ ball_speed: 65, launch_angle: 12, azimuth, back_spin: 2500, side_spin: 0 }))
      .find((d) => predict(hole, tee, SurfaceType.tee, d).penalty === 'out_of_bounds')!;
    expect(data).toBeDefined();
    const { round, host } = await startedRound(saltmarsh.id, [1]);
    const shot = await played(round.id, host, data);
    expect(isOutOfBounds(hole, shot.shot.rest)).toBe(true);
    expect(shot.shot).toMatchObject({ penalty: 'out_of_bounds', next_position: tee, next_surface: SurfaceType.tee });
    expect(shot.stroke).toMatchObject({ hole_strokes: 2, counted: 2, num_stroke_reason: 20 });
    const [row] = await testApp.database.db
      .select()
      .from(strokesTable)
      .where(eq(strokesTable.id, shot.stroke.stroke_id));
    expect(row).toMatchObject({ numStrokeReason: 20, strokeRule: 10, surfaceType: SurfaceType.tee });
    const now = await state(round.id, host);
    expect(now.players[0].ball).toEqual({ position: tee, surface: SurfaceType.tee });
    // The next stroke is the third: played from the tee again.
    const next = await played(round.id, host, { ...data, azimuth: 0 });
    expect(next.shot.ball_path[0]).toMatchObject(tee);
    expect(next.stroke).toMatchObject({ stroke_number: 2, hole_strokes: 3 });
  });

  it('water: one penalty stroke and a drop outside the penalty area', async () => {
    const rows = await holesOf(testApp, redMesa.id);
    let found: { hole: HoleDefinition; data: LaunchData } | undefined;
    for (const row of rows.filter((h) => h.geometry.water.length > 0)) {
      const hole = definition(row);
      for (let speed = 15; speed <= 60 && !found; speed += 2.5) {
        const data = { ball_speed: speed, launch_angle: 18, azimuth: 0, back_spin: 6000, side_spin: 0 };
        if (predict(hole, hole.tees[FRONT].position, SurfaceType.tee, data).penalty === 'water') found = { hole, data };
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { hole, data } = found!;
    const { round, host } = await startedRound(redMesa.id, [hole.number]);
    const shot = await played(round.id, host, data);
    expect(shot.shot.penalty).toBe('water');
    expect(shot.shot.next_surface).not.toBe(SurfaceType.penalty);
    expect(shot.stroke).toMatchObject({ hole_strokes: 2, num_stroke_reason: 30 });
    const now = await state(round.id, host);
    expect(now.players[0].ball).toEqual({ position: shot.shot.next_position, surface: shot.shot.next_surface });
  });
});

describe('closest to pin and the driving range', () => {
  const data = { ball_speed: 40, launch_angle: 20, azimuth: 4, back_spin: 6000, side_spin: 0 };

  it.each([
    ['closest to pin', 30, () => pinewood.id],
    ['driving range', 50, () => range.id],
  ])('%s: every ball is played from the tee, as the reply and state say', async (_label, gameMode, courseId) => {
    const { round, host } = await startedRound(courseId(), [1], { game_mode: gameMode, tries: 4 });
    const [row] = await holesOf(testApp, courseId());
    const tee = row!.geometry.tees[FRONT].position;
    const expected = predict(definition(row!), tee, SurfaceType.tee, data);
    for (let n = 1; n <= 2; n++) {
      const shot = await played(round.id, host, data);
      expect(shot.shot.ball_path[0]).toMatchObject(tee);
      // The ball stopped downrange and its distance is the try's result; the next one starts on the tee.
      expect(distance(shot.shot.rest, tee)).toBeGreaterThan(5000);
      expect(shot.shot).toMatchObject({
        rest: expected.rest,
        distance_to_hole: expected.distanceToHole,
        next_position: tee,
        next_surface: SurfaceType.tee,
      });
      expect(shot.stroke).toMatchObject({ stroke_number: n, hole_completed: false });
    }
    expect((await state(round.id, host)).players[0].ball).toEqual({ position: tee, surface: SurfaceType.tee });
    // A stroke the game reports with its tracer does not move the ball off the tee either.
    const reported = await stroke(testApp, round.id, host, {
      hole: 1,
      surface_type: SurfaceType.fairway,
      distance_to_hole: 4000,
      ball_path: [
        { ...tee, z: 0 },
        { x: tee.x + 15000, y: tee.y, z: 0 },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await state(round.id, host)).players[0].ball).toEqual({ position: tee, surface: SurfaceType.tee });
    expectError(await launch(round.id, host, { ...data, mulligan: true }), 'strokes.mulligan_not_possible');
  });
});

describe('shot integrity on reported strokes', () => {
  const reported = { ball_speed: 60, launch_angle: 12, azimuth: 1, back_spin: 3000, side_spin: -200 };

  it('flags a carry the launch data cannot explain, with its reason in the round state; consistent ones pass', async () => {
    const { round, host } = await startedRound(pinewood.id, [1]);
    const honest = await stroke(testApp, round.id, host, {
      hole: 1,
      ...reported,
      carry: 19000,
      total_distance: 23000,
      surface_type: 50,
      distance_to_hole: 9000,
    });
    expect(honest.statusCode, honest.body).toBe(201);
    const cheat = await stroke(testApp, round.id, host, {
      hole: 1,
      ...reported,
      carry: 30000,
      total_distance: 23000,
      surface_type: 30,
      distance_to_hole: 500,
    });
    expect(cheat.statusCode, cheat.body).toBe(201);

    const now = await state(round.id, host);
    expect(now.flagged_strokes).toHaveLength(1);
    expect(now.flagged_strokes[0]).toMatchObject({ user_id: host.id, hole: 1, stroke_number: 2 });
    expect(now.flagged_strokes[0].flag_reason).toMatch(/^carry_mismatch reported=30000 computed=\d+ tolerance=\d+$/);
    const [, computed, tolerance] = /computed=(\d+) tolerance=(\d+)/.exec(now.flagged_strokes[0].flag_reason)!;
    expect(now.flagged_strokes[0].checks).toEqual([
      { code: 'carry_mismatch', reported: 30000, computed: Number(computed), tolerance: Number(tolerance) },
    ]);
    // The scorecard lists the same, so players see which shot kept the round from counting.
    const card = await app.inject({ url: `/api/v1/rounds/${round.id}/scorecard`, headers: host.headers });
    expect(card.json().data.flagged_strokes).toEqual(now.flagged_strokes);
    const flags = now.players[0].strokes.map((s: { flag_reason: string | null }) => s.flag_reason);
    expect(flags[0]).toBeNull();
    expect(flags[1]).toBe(now.flagged_strokes[0].flag_reason);
    // A reported stroke leaves the ball where its tracer ended, or, without one, placed by its distance.
    expect(now.players[0].ball.surface).toBe(SurfaceType.green);
  });

  it('a round with a flagged stroke does not change the handicap; the same round without one does', async () => {
    const rows = await holesOf(testApp, pinewood.id);
    async function playRound(carry: number) {
      const host = await createTestUser(testApp);
      const round = await createRound(testApp, host, { title: 'Card', game_mode: 20, course_id: pinewood.id });
      expect((await start(testApp, round.id, host)).statusCode).toBe(200);
      for (const row of rows) {
        if (row.number !== 1) {
          await playHole(testApp, round.id, host, row.number, row.par);
          continue;
        }
        const sequence = [
          { ...reported, carry, total_distance: 23000, surface_type: 50, distance_to_hole: 9000 },
          { surface_type: 30, distance_to_hole: 300 },
          { surface_type: 30, hole_completed: true },
        ];
        for (const body of sequence)
          expect((await stroke(testApp, round.id, host, { hole: 1, ...body })).statusCode).toBe(201);
      }
      const [player] = await testApp.database.db
        .select({ playStatus: roundPlayers.playStatus })
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, round.id), eq(roundPlayers.userId, host.id)));
      expect(player!.playStatus).toBe(100);
      return testApp.database.db
        .select()
        .from(handicapRecords)
        .where(and(eq(handicapRecords.roundId, round.id), eq(handicapRecords.userId, host.id)));
    }
    expect(await playRound(19000)).toHaveLength(1);
    expect(await playRound(40000)).toHaveLength(0);
  });
});

describe('launch refusals', () => {
  const data = { ball_speed: 40, launch_angle: 20, azimuth: 0, back_spin: 6000, side_spin: 0 };

  it('"Invalid hole": not the current hole', async () => {
    const { round, host } = await startedRound(pinewood.id, [1, 2]);
    expectError(await launch(round.id, host, { ...data, hole: 2 }), 'strokes.invalid_hole');
    expect((await launch(round.id, host, { ...data, hole: 1 })).statusCode).toBe(201);
  });

  it('"Closed" on a completed round, "Unplayable state" before the start, "Not allowed" for non-players', async () => {
    const { round, host } = await startedRound(pinewood.id, [1]);
    expectError(await launch(round.id, await createTestUser(testApp), data), 'rounds.not_allowed');
    const pickUp = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/concede`,
      headers: host.headers,
      payload: { hole: 1 },
    });
    expect(pickUp.json().data.round_status).toBe(20);
    expectError(await launch(round.id, host, data), 'rounds.closed');

    const pending = await createRound(testApp, host, { title: 'Not yet', game_mode: 20, course_id: pinewood.id });
    expectError(await launch(pending.id, host, data), 'rounds.unplayable_state');
    expectError(await launch(999_999, host, data), 'rounds.unavailable');
  });

  it('refuses spin given both ways', async () => {
    const { round, host } = await startedRound(pinewood.id, [1]);
    expectError(await launch(round.id, host, { ...data, total_spin: 5000 }), 'general.validation_failed');
  });

  it('"Pending stroke in progress" while another stroke of the player is being recorded (PostgreSQL)', async () => {
    if (testApp.database.driver !== 'postgres') return; // PGlite runs one transaction at a time.
    const { round, host } = await startedRound(pinewood.id, [1]);
    const holder = await holdPlayerRow(testApp, round.id, host.id);
    const pending = launch(round.id, host, data);
    setTimeout(holder.release, 300);
    expectError(await pending, 'strokes.pending_stroke');
    await holder.done;
  });
});

describe('playForPlayer (the launch-monitor connector)', () => {
  const { db } = testApp.database;
  const launches = createLaunchesService({
    strokes: createStrokesService({
      db,
      strokes: createStrokesRepository(db),
      publisher: createPublisher(createMemoryFanout()),
      playerFinished: { record: async () => false, announce: () => {} },
    }),
    launches: createLaunchesRepository(db),
  });
  const data = { ball_speed: 40, launch_angle: 20, azimuth: 0, back_spin: 6000, side_spin: 0 };

  it('plays in the round the player is playing, or refuses when there is none', async () => {
    const idle = await createTestUser(testApp);
    await expect(launches.playForPlayer(idle.id, { id: randomUUID(), ...data })).rejects.toMatchObject({
      key: 'strokes.no_ongoing_round',
    });
    const { round, host } = await startedRound(pinewood.id, [1]);
    const result = await launches.playForPlayer(host.id, { id: randomUUID(), ...data });
    expect(result.created).toBe(true);
    expect(result.stroke).toMatchObject({ round_id: round.id, user_id: host.id, hole_strokes: 1 });
    await expect(launches.playForPlayer(host.id, { id: 'not-a-uuid', ...data })).rejects.toMatchObject({
      key: 'general.validation_failed',
    });
  });

  it("says how far the next shot is from the pin: the ball's lie, the next hole's tee, then nothing", async () => {
    const first = definition(dryPar3);
    const second = definition(pinewoodHoles.find((h) => h.number !== first.number)!);
    const { host } = await startedRound(pinewood.id, [first.number, second.number], { gimme_distance: 600 });
    const connector = (body: LaunchData, club = 70) =>
      launches.playForPlayer(host.id, { id: randomUUID(), club, ...body });

    const teeShot = await connector(teeShotOntoGreen(first));
    expect(teeShot.stroke.hole_completed).toBe(false);
    expect(teeShot.nextShotToPinCm).toBe(Math.round(distance(teeShot.shot.next_position, first.pin)));
    const gimme = await connector(puttShortOf(first, teeShot.shot.next_position), 140);
    expect(gimme.stroke).toMatchObject({ hole_completed: true, next_hole: second.number });
    expect(gimme.nextShotToPinCm).toBe(Math.round(distance(second.tees[FRONT].position, second.pin)));

    const { host: last } = await startedRound(pinewood.id, [first.number], { gimme_distance: 600 });
    const onGreen = await launches.playForPlayer(last.id, { id: randomUUID(), club: 70, ...teeShotOntoGreen(first) });
    const done = await launches.playForPlayer(last.id, {
      id: randomUUID(),
      club: 140,
      ...puttShortOf(first, onGreen.shot.next_position),
    });
    expect(done.stroke).toMatchObject({ hole_completed: true, next_hole: null });
    expect(done.nextShotToPinCm).toBeNull();
  });
});
