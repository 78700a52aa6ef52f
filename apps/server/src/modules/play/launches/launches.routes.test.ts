import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { distance, isOutOfBounds, SurfaceType, type HoleDefinition } from '@golf/golf';
import { strokes as strokesTable } from '../../../db/schema';
import { expectError } from '../../../../test/errors';
import { createRound, holdPlayerRow, holesOf, stroke } from '../../../../test/golf';
import { createTestUser } from '../../../../test/users';
import {
  createLaunchesFixture,
  definition,
  FRONT,
  predict,
  puttAt,
  puttShortOf,
  teeShotOntoGreen,
  type LaunchData,
} from './launches.fixture';

const { fanout, testApp, app, range, pinewood, saltmarsh, redMesa, startedRound, launch, played, state, dryPar3 } =
  await createLaunchesFixture();

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
