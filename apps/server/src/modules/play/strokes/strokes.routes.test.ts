import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { strokes as strokesTable } from '../../../db/schema';
import { expectError } from '../../../../test/errors';
import { createRound, holdPlayerRow, playHole, start, stroke } from '../../../../test/golf';
import { createTestUser, type TestUser } from '../../../../test/users';
import { createStrokesFixture } from './strokes.fixture';

const { fanout, testApp, app, range, course, holes, parOf, startedRound, scorecard, concede } =
  await createStrokesFixture();

describe('a 4-player 18-hole stroke play round through the API', () => {
  it('gives the expected scorecard, completes the round and publishes its events', async () => {
    const { round, players } = await startedRound({ max_players: 4 }, 3);
    // Par every hole; bogey every hole; a birdie on 1 then par; bogeys on the even holes.
    const scoreFor = [
      (n: number) => parOf(n),
      (n: number) => parOf(n) + 1,
      (n: number) => (n === 1 ? parOf(n) - 1 : parOf(n)),
      (n: number) => (n % 2 === 0 ? parOf(n) + 1 : parOf(n)),
    ];
    for (const n of round.holes)
      for (const [i, player] of players.entries()) await playHole(testApp, round.id, player, n, scoreFor[i]!(n));

    const card = await scorecard(round.id, players[0]!);
    expect(card.game_mode).toBe(20);
    const coursePar = holes.reduce((sum, h) => sum + h.par, 0);
    const totals = card.stroke_play.players.map((p: { totals: { gross: number; toPar: number } }) => [
      p.totals.gross,
      p.totals.toPar,
    ]);
    expect(totals).toEqual([
      [coursePar, 0],
      [coursePar + 18, 18],
      [coursePar - 1, -1],
      [coursePar + 9, 9],
    ]);
    expect(card.stroke_play.players.map((p: { position: number }) => p.position)).toEqual([2, 4, 1, 3]);
    const hole1 = card.stroke_play.players.map((p: { holes: { term: number }[] }) => p.holes[0]!.term);
    expect(hole1).toEqual([50, 70, 40, 50]);
    expect(card.stroke_play.players.every((p: { finished: boolean }) => p.finished)).toBe(true);

    const state = await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: players[0]!.headers });
    expect(state.json().data).toMatchObject({ round_status: 20, play_status: 100 });
    expect(state.json().data.players.map((p: { play_status: number }) => p.play_status)).toEqual([100, 100, 100, 100]);

    const events = fanout.events(realtimeChannels.round(round.id)).map((e) => e.event);
    const strokesPlayed = totals.reduce((sum: number, [gross]: number[]) => sum + gross!, 0);
    expect(events.filter((e) => e === roundEvents.strokeRecorded)).toHaveLength(strokesPlayed);
    expect(events.filter((e) => e === roundEvents.holeCompleted)).toHaveLength(18 * 4);
    expect(events.filter((e) => e === roundEvents.roundCompleted)).toHaveLength(1);
    expect(events.at(-1)).toBe(roundEvents.roundCompleted);

    // Match history of each player has it; a stroke on the completed round is "Closed".
    const history = await app.inject({ url: '/api/v1/rounds/history', headers: players[1]!.headers });
    expect(history.json().data[0]).toMatchObject({ round_id: round.id, holes_played: 18, to_par: 18 });
    expectError(await stroke(testApp, round.id, players[0]!, { hole: 18 }), 'rounds.closed');
  });
});

describe('stroke refusals (spec section 8, Strokes)', () => {
  it('"Invalid hole": not the player\'s current hole', async () => {
    const { round, host } = await startedRound({});
    expectError(await stroke(testApp, round.id, host, { hole: 5 }), 'strokes.invalid_hole');
    await playHole(testApp, round.id, host, 1, 3);
    expectError(await stroke(testApp, round.id, host, { hole: 1 }), 'strokes.invalid_hole');
    expect(
      (await stroke(testApp, round.id, host, { hole: 2, surface_type: 50, distance_to_hole: 100 })).statusCode,
    ).toBe(201);
  });

  it('a ball left on the hole needs its distance to the hole: unknown is not 0 (inside every gimme)', async () => {
    const { round, host } = await startedRound({ gimme_distance: 950 });
    await playHole(testApp, round.id, host, 1, 3);
    const unknown = await stroke(testApp, round.id, host, { hole: 2, surface_type: 50 });
    expectError(unknown, 'general.validation_failed');
    expect(Object.keys(unknown.json().errors)).toEqual(['distance_to_hole']);
    const state = await app.inject({ url: `/api/v1/rounds/${round.id}/state`, headers: host.headers });
    expect(state.json().data.players[0]).toMatchObject({ current_hole: 2, hole_strokes: 0, holes_completed: 1 });
    // A holed ball and a ball out of bounds (played again from where it was) need none.
    const out = await stroke(testApp, round.id, host, { hole: 2, surface_type: 50, num_stroke_reason: 20 });
    expect(out.statusCode, out.body).toBe(201);
    const holed = await stroke(testApp, round.id, host, { hole: 2, surface_type: 30, hole_completed: true });
    expect(holed.json().data).toMatchObject({ hole_completed: true, hole_strokes: 3 });
  });

  it('"Invalid hole" once the player\'s round is done, and off the range\'s targets', async () => {
    const { round, host } = await startedRound({ hole_group: 99, holes: [7] }, 1);
    await playHole(testApp, round.id, host, 7, 4);
    expectError(await stroke(testApp, round.id, host, { hole: 7 }), 'strokes.invalid_hole');
    const rangeHost = await createTestUser(testApp);
    const session = await createRound(testApp, rangeHost, { title: 'Range', game_mode: 50, course_id: range.id });
    await start(testApp, session.id, rangeHost);
    expectError(await stroke(testApp, session.id, rangeHost, { hole: 18 }), 'strokes.invalid_hole');
  });

  it('"Mulligan not possible": none allowed, nothing to replace, none left', async () => {
    const none = await startedRound({});
    await stroke(testApp, none.round.id, none.host, { hole: 1, surface_type: 50, distance_to_hole: 9000 });
    expectError(
      await stroke(testApp, none.round.id, none.host, {
        hole: 1,
        mulligan: true,
        surface_type: 50,
        distance_to_hole: 100,
      }),
      'strokes.mulligan_not_possible',
    );

    const { round, host } = await startedRound({ mulligans: 1 });
    expectError(await stroke(testApp, round.id, host, { hole: 1, mulligan: true }), 'strokes.mulligan_not_possible');
    const outOfBounds = await stroke(testApp, round.id, host, { hole: 1, club: 10, stroke_rule: 10, surface_type: 20 });
    expect(outOfBounds.json().data).toMatchObject({ counted: 2, hole_strokes: 2 });
    const retake = await stroke(testApp, round.id, host, {
      hole: 1,
      club: 10,
      mulligan: true,
      surface_type: 50,
      distance_to_hole: 12000,
    });
    expect(retake.statusCode, retake.body).toBe(201);
    expect(retake.json().data).toMatchObject({ stroke_number: 1, counted: 1, hole_strokes: 1, mulligans_left: 0 });
    const [replaced] = await testApp.database.db
      .select({ replaced: strokesTable.replaced })
      .from(strokesTable)
      .where(eq(strokesTable.id, outOfBounds.json().data.stroke_id));
    expect(replaced?.replaced).toBe(true);
    expectError(
      await stroke(testApp, round.id, host, { hole: 1, mulligan: true, surface_type: 30, distance_to_hole: 500 }),
      'strokes.mulligan_not_possible',
    );
  });

  it('"Closed" on a completed round, "Unplayable state" before the start, "Not allowed" for non-players', async () => {
    const host = await createTestUser(testApp);
    const pending = await createRound(testApp, host, { title: 'Not yet', game_mode: 20, course_id: course.id });
    expectError(await stroke(testApp, pending.id, host, { hole: 1 }), 'rounds.unplayable_state');
    const { round } = await startedRound({});
    expectError(await stroke(testApp, round.id, await createTestUser(testApp), { hole: 1 }), 'rounds.not_allowed');
    expectError(await stroke(testApp, 999_999, host, { hole: 1 }), 'rounds.unavailable');
  });

  it('"Pending stroke in progress" while another stroke of the player is being recorded (PostgreSQL)', async () => {
    if (testApp.database.driver !== 'postgres') return; // PGlite runs one transaction at a time.
    const { round, host } = await startedRound({});
    const holder = await holdPlayerRow(testApp, round.id, host.id);
    const pending = stroke(testApp, round.id, host, { hole: 1, surface_type: 50, distance_to_hole: 9000 });
    setTimeout(holder.release, 300);
    expectError(await pending, 'strokes.pending_stroke');
    await holder.done;
  });
});

describe('idempotent stroke submission', () => {
  it('a replayed stroke returns the first reply and does not count twice', async () => {
    const { round, host } = await startedRound({});
    const id = randomUUID();
    const body = { id, hole: 1, club: 10, surface_type: 50, distance_to_hole: 15000 };
    const first = await stroke(testApp, round.id, host, body);
    expect(first.statusCode).toBe(201);
    const again = await stroke(testApp, round.id, host, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first.json().data, replayed: true });
    const next = await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 300 });
    expect(next.json().data).toMatchObject({ stroke_number: 2, hole_strokes: 2 });
  });

  it("another player's stroke id is refused, never answered with that player's stroke", async () => {
    const { round, players } = await startedRound({}, 1);
    const [host, guest] = players as [TestUser, TestUser];
    const body = { id: randomUUID(), hole: 1, club: 10, surface_type: 50, distance_to_hole: 15000 };
    expect((await stroke(testApp, round.id, host, body)).statusCode).toBe(201);
    const taken = await stroke(testApp, round.id, guest, { ...body, distance_to_hole: 100 });
    expectError(taken, 'general.validation_failed');
    expect(Object.keys(taken.json().errors)).toEqual(['id']);
    expect(taken.body).not.toContain(String(host.id));
    const next = await stroke(testApp, round.id, guest, { ...body, id: randomUUID() });
    expect(next.json().data).toMatchObject({ user_id: guest.id, stroke_number: 1 });
  });

  it('a private round is "Unavailable" to an outsider, as if it did not exist; a public one "Not allowed"', async () => {
    const outsider = await createTestUser(testApp);
    const hidden = await startedRound({ visibility: 20 });
    const open = await startedRound({});
    const body = { hole: 1, surface_type: 50, distance_to_hole: 15000 };
    expectError(await stroke(testApp, hidden.round.id, outsider, body), 'rounds.unavailable');
    expectError(await concede(hidden.round.id, outsider, { hole: 1 }), 'rounds.unavailable');
    expectError(await stroke(testApp, 999_999, outsider, body), 'rounds.unavailable');
    expectError(await stroke(testApp, open.round.id, outsider, body), 'rounds.not_allowed');
    const waiting = await createRound(testApp, hidden.host, {
      title: 'Later',
      game_mode: 20,
      course_id: course.id,
      visibility: 20,
    });
    expectError(await start(testApp, waiting.id, outsider), 'rounds.unavailable');
  });

  it('parallel replays of one stroke record it once', async () => {
    const { round, host } = await startedRound({});
    const body = { id: randomUUID(), hole: 1, club: 10, surface_type: 50, distance_to_hole: 15000 };
    const replies = await Promise.all(Array.from({ length: 6 }, () => stroke(testApp, round.id, host, body)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.json().data.stroke_id)).size).toBe(1);
    const rows = await testApp.database.db
      .select({ id: strokesTable.id })
      .from(strokesTable)
      .where(and(eq(strokesTable.roundId, round.id), eq(strokesTable.clientId, body.id)));
    expect(rows).toHaveLength(1);
    const card = await scorecard(round.id, host);
    expect(card.stroke_play.players[0].holes[0]).toMatchObject({ gross: null });
    const next = await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 300 });
    expect(next.json().data.hole_strokes).toBe(2);
  });
});

describe('closest to pin and driving range', () => {
  it('closest to pin: `tries` attempts per hole, ranked by the best', async () => {
    const { round, players } = await startedRound({ game_mode: 30, tries: 2, hole_group: 99, holes: [3] }, 1);
    const [a, b] = players as [TestUser, TestUser];
    await stroke(testApp, round.id, a, { hole: 3, surface_type: 30, distance_to_hole: 420 });
    const last = await stroke(testApp, round.id, a, { hole: 3, surface_type: 50, distance_to_hole: 900 });
    expect(last.json().data).toMatchObject({ hole_completed: true, completion: 'attempts', play_status: 100 });
    await stroke(testApp, round.id, b, { hole: 3, surface_type: 60, distance_to_hole: 100, num_stroke_reason: 30 });
    await stroke(testApp, round.id, b, { hole: 3, surface_type: 30, distance_to_hole: 250 });
    const card = await scorecard(round.id, a);
    const entries = card.closest_to_pin.holes[0].entries;
    expect(entries.map((e: { bestCm: number; rank: number }) => [e.bestCm, e.rank])).toEqual([
      [420, 2],
      [250, 1],
    ]);
  });

  it('driving range: shots on any target, per-club averages, the session ends on finish', async () => {
    const host = await createTestUser(testApp);
    const session = await createRound(testApp, host, { title: 'Range', game_mode: 50, course_id: range.id });
    await start(testApp, session.id, host);
    const target = session.holes[0]!;
    for (const carry of [20000, 22000])
      expect(
        (await stroke(testApp, session.id, host, { hole: target, club: 10, carry, total_distance: carry + 2000 }))
          .statusCode,
      ).toBe(201);
    const card = await scorecard(session.id, host);
    expect(card.driving_range[0].byClub[0]).toMatchObject({ club: 10, shots: 2 });
    expect(card.driving_range[0].byClub[0].carry.mean).toBe(21000);
    const finish = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${session.id}/finish`,
      headers: host.headers,
    });
    expect(finish.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `/api/v1/rounds/${session.id}`, headers: host.headers })).json().data.round_status,
    ).toBe(20);
  });
});
