import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import {
  applyExceptionalScoreReduction,
  exceptionalScoreReduction,
  handicapIndex,
  scoreDifferential,
} from '@golf/golf';
import { courses, handicapRecords, rounds as roundsTable, strokes as strokesTable, users } from '../../../db/schema';
import { createTestApp } from '../../../../test/app';
import { expectError } from '../../../../test/errors';
import { createRound, demoCourses, holdPlayerRow, holesOf, join, playHole, start, stroke } from '../../../../test/golf';
import { createRecordingFanout } from '../../../../test/publisher';
import { createTestUser, type TestUser } from '../../../../test/users';
import type { StrokeRecord, StrokeWrite } from './stroke-statements';
import { createStrokesRepository } from './strokes.repository';
import type { StrokeBody } from './strokes.schemas';
import { createStrokesService } from './strokes.service';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const course = regular[0]!;
const holes = await holesOf(testApp, course.id);
const parOf = (n: number) => holes.find((h) => h.number === n)!.par;

/** A started round with the host and `guests` more players. */
async function startedRound(settings: Record<string, unknown>, guests = 0) {
  const host = await createTestUser(testApp);
  const round = await createRound(testApp, host, { title: 'Play', game_mode: 20, course_id: course.id, ...settings });
  const players: TestUser[] = [host];
  for (let i = 0; i < guests; i++) {
    const guest = await createTestUser(testApp);
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    players.push(guest);
  }
  expect((await start(testApp, round.id, host)).statusCode).toBe(200);
  return { round, players, host };
}

const scorecard = async (roundId: number, user: TestUser) => {
  const res = await app.inject({ url: `/api/v1/rounds/${roundId}/scorecard`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const concede = (roundId: number, user: TestUser, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/rounds/${roundId}/concede`, headers: user.headers, payload: body });

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

describe('a 2-player match play round with a conceded hole and a gimme', () => {
  it('scores won holes, the concession and the gimme, and ends when the match is decided', async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2, gimme_distance: 600 }, 1);
    const [a, b] = players as [TestUser, TestUser];

    // Hole 1: A holes in par; B gives up the hole (concedes it).
    await playHole(testApp, round.id, a, 1, parOf(1));
    await stroke(testApp, round.id, b, { hole: 1, club: 10, surface_type: 50, distance_to_hole: 9000 });
    const pickUp = await concede(round.id, b, { hole: 1 });
    expect(pickUp.statusCode, pickUp.body).toBe(201);
    expect(pickUp.json().data).toMatchObject({ hole_completed: true, completion: 'picked_up', num_stroke_reason: 10 });

    // Hole 2: A's approach stops 50 cm away, inside the 60 cm gimme: holed with one added stroke.
    for (let n = 1; n < parOf(2) - 1; n++)
      await stroke(testApp, round.id, a, { hole: 2, club: 10, surface_type: 50, distance_to_hole: 8000 });
    const gimme = await stroke(testApp, round.id, a, { hole: 2, club: 120, surface_type: 30, distance_to_hole: 50 });
    expect(gimme.json().data).toMatchObject({
      counted: 2,
      hole_completed: true,
      completion: 'gimme',
      num_stroke_reason: 40,
      hole_strokes: parOf(2),
    });
    await playHole(testApp, round.id, b, 2, parOf(2) + 1);

    // Hole 3: B concedes A's par putt.
    for (let n = 1; n < parOf(3); n++)
      await stroke(testApp, round.id, a, { hole: 3, club: 90, surface_type: 30, distance_to_hole: 400 });
    const conceded = await concede(round.id, b, { hole: 3, user_id: a.id });
    expect(conceded.json().data).toMatchObject({ completion: 'conceded', hole_strokes: parOf(3), user_id: a.id });
    await playHole(testApp, round.id, b, 3, parOf(3) + 1);

    // Holes 4-10: A pars, B bogeys. After 10 holes A is 10 up with 8 to play: "10 & 8".
    for (let n = 4; n <= 10; n++) {
      await playHole(testApp, round.id, a, n, parOf(n));
      await playHole(testApp, round.id, b, n, parOf(n) + 1);
    }
    const card = await scorecard(round.id, a);
    expect(card.game_mode).toBe(10);
    expect(card.match_play.finished).toBe(true);
    expect(card.match_play.winner).toBe(String(a.id));
    expect(card.match_play.status.text).toBe('10 & 8');
    expect(card.match_play.holes.slice(0, 3).map((h: { winner: string }) => h.winner)).toEqual([
      String(a.id),
      String(a.id),
      String(a.id),
    ]);
    const state = (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: a.headers })).json().data;
    expect(state).toMatchObject({ round_status: 20, play_status: 100 });
    expect(fanout.events(realtimeChannels.round(round.id)).at(-1)?.event).toBe(roundEvents.roundCompleted);
  });

  it('ends a match on part of a course with hcp_rebasing when its scorecard does, not before', async () => {
    // The course's three easiest holes (SI 16-18), rebased to SI 1-3: B's 5 strokes over 18 holes
    // become 1 over these 3, on the first. Without rebasing none of the 5 falls on them.
    const rebasedCourse = regular[2]!;
    await testApp.database.db.update(courses).set({ hcpRebasing: true }).where(eq(courses.id, rebasedCourse.id));
    const easiest = (await holesOf(testApp, rebasedCourse.id))
      .filter((hole) => hole.strokeIndex >= 16)
      .sort((x, y) => x.strokeIndex - y.strokeIndex);
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    await testApp.database.db.update(users).set({ hcp: 5 }).where(eq(users.id, b.id));
    const round = await createRound(testApp, a, {
      title: 'Rebased',
      game_mode: 10,
      max_players: 2,
      course_id: rebasedCourse.id,
      tee: 20,
      use_hcp: true,
      hole_group: 99,
      holes: easiest.map((hole) => hole.number),
    });
    expect((await join(testApp, round.id, b)).statusCode).toBe(200);
    expect((await start(testApp, round.id, a)).statusCode).toBe(200);

    // A pars, B bogeys the first two: halved with B's stroke, then won by A. "1 up (dormie)", not "2 & 1".
    for (const hole of easiest.slice(0, 2)) {
      await playHole(testApp, round.id, a, hole.number, hole.par);
      await playHole(testApp, round.id, b, hole.number, hole.par + 1);
    }
    const card = (await scorecard(round.id, a)).match_play;
    expect(card.holes.map((h: { strokesReceived: number[] }) => h.strokesReceived)).toEqual([
      [0, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(card.status.text).toBe('1 up (dormie)');
    expect(card.finished).toBe(false);

    // So the match goes on to the last hole, which A wins.
    const last = easiest[2]!;
    await playHole(testApp, round.id, a, last.number, last.par);
    await playHole(testApp, round.id, b, last.number, last.par + 1);
    const final = (await scorecard(round.id, a)).match_play;
    expect(final).toMatchObject({ finished: true, winner: String(a.id), status: { text: '2 up' } });
  });

  it("picking up ends the opponent's hole too, as won (awarded), on the last hole as well", async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2, hole_group: 99, holes: [1, 2] }, 1);
    const [a, b] = players as [TestUser, TestUser];
    const currentHoles = async () =>
      (
        (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: a.headers })).json().data.players as {
          user_id: number;
          current_hole: number | null;
        }[]
      ).map((player) => [player.user_id, player.current_hole]);

    // Hole 1: both drive, then A picks up. B has won the hole and moves on without holing out.
    await stroke(testApp, round.id, a, { hole: 1, club: 10, surface_type: 50, distance_to_hole: 9000 });
    await stroke(testApp, round.id, b, { hole: 1, club: 10, surface_type: 50, distance_to_hole: 8000 });
    expect((await concede(round.id, a, { hole: 1 })).json().data).toMatchObject({ completion: 'picked_up' });
    expect(await currentHoles()).toEqual([
      [a.id, 2],
      [b.id, 2],
    ]);
    expectError(await stroke(testApp, round.id, b, { hole: 1 }), 'strokes.invalid_hole');
    const awarded = fanout
      .events(realtimeChannels.round(round.id))
      .filter((e) => e.event === roundEvents.holeCompleted)
      .map((e) => e.payload);
    expect(awarded).toContainEqual(
      expect.objectContaining({ user_id: b.id, hole: 1, strokes: 1, completion: 'awarded' }),
    );
    const card = (await scorecard(round.id, a)).match_play;
    expect(card.holes[0]).toMatchObject({ outcome: 'won', winner: String(b.id) });

    // Hole 2 (the last): B picks up before A has finished it: A wins it, both are done, one hole each: halved.
    await stroke(testApp, round.id, a, { hole: 2, club: 10, surface_type: 50, distance_to_hole: 9000 });
    await concede(round.id, b, { hole: 2 });
    const done = (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: a.headers })).json().data;
    expect(done).toMatchObject({ round_status: 20 });
    expect(done.players.map((p: { play_status: number }) => p.play_status)).toEqual([100, 100]);
    const final = (await scorecard(round.id, a)).match_play;
    expect(final).toMatchObject({ finished: true, winner: null, status: { text: 'halved' } });
    // Neither hole is a scored hole for statistics or the handicap: not holed out.
    expect(final.holes.map((h: { net: unknown[] }) => h.net)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('conceding a stroke is for match play opponents only', async () => {
    const { round, players } = await startedRound({}, 1);
    expectError(await concede(round.id, players[0]!, { hole: 1, user_id: players[1]!.id }), 'rounds.not_allowed');
  });
});

describe('conceding the match (match play, Rule 3.2b(3))', () => {
  const concedeMatch = (roundId: number, user: TestUser) =>
    app.inject({ method: 'POST', url: `/api/v1/rounds/${roundId}/concede-match`, headers: user.headers });

  it('ends the match with the holes decided, won by the opponent; the round completes and nothing more is played', async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2 }, 1);
    const [a, b] = players as [TestUser, TestUser];
    // Hole 1 to A; hole 2 under way (A has driven); B concedes the match.
    await playHole(testApp, round.id, a, 1, parOf(1));
    await playHole(testApp, round.id, b, 1, parOf(1) + 1);
    await stroke(testApp, round.id, a, { hole: 2, club: 10, surface_type: 50, distance_to_hole: 9000 });
    const conceded = await concedeMatch(round.id, b);
    expect(conceded.statusCode, conceded.body).toBe(204);

    const card = (await scorecard(round.id, a)).match_play;
    expect(card).toMatchObject({
      finished: true,
      winner: String(a.id),
      status: { kind: 'conceded', leader: String(a.id), margin: 1, holesPlayed: 1 },
    });
    // The hole in progress is not scored.
    expect(card.holes.map((h: { holeNumber: number }) => h.holeNumber)).toEqual([1]);
    const detail = (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: a.headers })).json().data;
    expect(detail).toMatchObject({ round_status: 20, play_status: 100, match_conceded_by: b.id });
    expect(detail.players.map((p: { play_status: number }) => p.play_status)).toEqual([100, 100]);
    const [stored] = await testApp.database.db.select().from(roundsTable).where(eq(roundsTable.id, round.id));
    expect(stored).toMatchObject({ matchConcededBy: b.id, matchConcededAfter: 1 });

    const events = fanout.events(realtimeChannels.round(round.id)).slice(-2);
    expect(events.map((e) => [e.event, e.payload])).toEqual([
      [roundEvents.matchConceded, { round_id: round.id, user_id: b.id }],
      [roundEvents.roundCompleted, { round_id: round.id }],
    ]);
    // Match history: a win for A, a loss for B, both "conceded"; not recorded for the handicap (holes unplayed).
    const historyOf = async (user: TestUser) =>
      (await app.inject({ url: '/api/v1/rounds/history', headers: user.headers }))
        .json()
        .data.find((entry: { round_id: number }) => entry.round_id === round.id);
    expect((await historyOf(a)).result.match).toMatchObject({ outcome: 'won', kind: 'conceded' });
    expect((await historyOf(b)).result.match).toMatchObject({ outcome: 'lost', kind: 'conceded' });
    expect((await historyOf(a)).handicap).toMatchObject({ counted: false, reasons: ['holes_not_completed'] });
    const records = await testApp.database.db
      .select()
      .from(handicapRecords)
      .where(eq(handicapRecords.roundId, round.id));
    expect(records).toEqual([]);

    // Once conceded: no stroke, concession or second concession by either player.
    expectError(
      await stroke(testApp, round.id, a, { hole: 2, club: 90, surface_type: 30, distance_to_hole: 300 }),
      'rounds.closed',
    );
    expectError(await concede(round.id, b, { hole: 2 }), 'rounds.closed');
    expectError(await concedeMatch(round.id, b), 'rounds.closed');
    expectError(await concedeMatch(round.id, a), 'rounds.closed');
  });

  it('before any hole is decided, the match goes to the opponent with none played', async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2 }, 1);
    const [a, b] = players as [TestUser, TestUser];
    expect((await concedeMatch(round.id, a)).statusCode).toBe(204);
    const card = (await scorecard(round.id, b)).match_play;
    expect(card).toMatchObject({
      finished: true,
      winner: String(b.id),
      holes: [],
      status: { kind: 'conceded', holesPlayed: 0 },
    });
  });

  it('both players conceding at once: one concession lands, the other finds the round closed', async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2 }, 1);
    const [a, b] = players as [TestUser, TestUser];
    const replies = await Promise.all([concedeMatch(round.id, a), concedeMatch(round.id, b)]);
    const landed = replies.filter((reply) => reply.statusCode === 204);
    expect(landed).toHaveLength(1);
    const refused = replies.find((reply) => reply.statusCode !== 204)!;
    expectError(refused, 'rounds.closed');
    const [stored] = await testApp.database.db.select().from(roundsTable).where(eq(roundsTable.id, round.id));
    const winner = stored!.matchConcededBy === a.id ? b : a;
    expect((await scorecard(round.id, a)).match_play).toMatchObject({ finished: true, winner: String(winner.id) });
  });

  it('is refused outside match play, before the start, to outsiders and for an unknown round', async () => {
    const strokePlay = await startedRound({ max_players: 2 }, 1);
    expectError(await concedeMatch(strokePlay.round.id, strokePlay.host), 'rounds.not_allowed');

    const host = await createTestUser(testApp);
    const pending = await createRound(testApp, host, {
      title: 'Match',
      game_mode: 10,
      course_id: course.id,
      max_players: 2,
    });
    const guest = await createTestUser(testApp);
    expect((await join(testApp, pending.id, guest)).statusCode).toBe(200);
    expectError(await concedeMatch(pending.id, guest), 'rounds.unplayable_state');

    const { round } = await startedRound({ game_mode: 10, max_players: 2 }, 1);
    const outsider = await createTestUser(testApp);
    expectError(await concedeMatch(round.id, outsider), 'rounds.not_allowed');
    const hidden = await createRound(testApp, host, {
      title: 'Private',
      game_mode: 10,
      course_id: course.id,
      max_players: 2,
      visibility: 20,
    });
    expectError(await concedeMatch(hidden.id, outsider), 'rounds.unavailable');
    expectError(await concedeMatch(2147483647, outsider), 'rounds.unavailable');
    // Nothing of the refused ones was written.
    const [untouched] = await testApp.database.db.select().from(roundsTable).where(eq(roundsTable.id, round.id));
    expect(untouched).toMatchObject({ roundStatus: 10, matchConcededBy: null, matchConcededAfter: null });
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

describe('the versioned write (strokes.repository)', () => {
  /** A first stroke on `hole` for the player, written at the versions given: mulligans_used becomes 1. */
  const firstStrokeWrite = (
    round: { id: number },
    userId: number,
    hole: number,
    versions: { version: string; roundVersion: string },
  ): StrokeWrite => ({
    roundId: round.id,
    userId,
    ...versions,
    player: { mulligansUsed: 1 },
    lastStroke: true,
    replaces: null,
    stroke: {
      ...(Object.fromEntries(Object.keys(strokesTable).map((key) => [key, null])) as object),
      clientId: randomUUID(),
      hole,
      strokeNumber: 1,
      counted: 1,
      numStrokes: 1,
      extraStroke: 0,
      holeCompleted: false,
      isMulligan: false,
      outcome: { written: true },
    } as unknown as StrokeRecord,
  });

  it('writes nothing when the player row changed after it was read; at the version read, it writes', async () => {
    const { round, host } = await startedRound({});
    const firstHole = round.holes[0]!;
    const repo = createStrokesRepository(testApp.database.db);
    const stale = (await repo.readPlayer(round.id, host.id, null))!;
    expect(stale.holes[0]).toMatchObject({ par: parOf(firstHole) });
    // Another request records a stroke in between: the row moves on.
    const first = await stroke(testApp, round.id, host, {
      hole: firstHole,
      surface_type: 50,
      distance_to_hole: 9000,
    });
    expect(first.statusCode).toBe(201);

    const write = (version: string) =>
      firstStrokeWrite(round, host.id, firstHole, { version, roundVersion: stale.roundVersion });
    expect(await repo.writeStroke(write(stale.version))).toBeNull();
    const fresh = (await repo.readPlayer(round.id, host.id, null))!;
    expect(fresh.version).not.toBe(stale.version);
    expect(fresh.player).toMatchObject({ mulligansUsed: 0, lastStrokeId: first.json().data.stroke_id });
    expect(await rowsOf(round.id)).toHaveLength(1);

    const written = await repo.writeStroke(write(fresh.version));
    expect(written).toEqual({ id: expect.any(Number), version: expect.any(String) });
    const after = (await repo.readPlayer(round.id, host.id, null))!;
    expect(after.player).toMatchObject({ mulligansUsed: 1, lastStrokeId: written!.id });
    // The version the write returns is the row's new one.
    expect(after.version).toBe(written!.version);
    expect(await rowsOf(round.id)).toHaveLength(2);
  });

  it('writes nothing when the round row changed after it was read, though the player row did not', async () => {
    const { round, host } = await startedRound({});
    const repo = createStrokesRepository(testApp.database.db);
    const read = (await repo.readPlayer(round.id, host.id, null))!;
    await testApp.database.db.update(roundsTable).set({ title: 'Renamed' }).where(eq(roundsTable.id, round.id));
    expect(await repo.writeStroke(firstStrokeWrite(round, host.id, round.holes[0]!, read))).toBeNull();
    expect(await rowsOf(round.id)).toHaveLength(0);
  });
});

describe("the player's context kept between strokes (strokes service, recentPlayers)", () => {
  /** A strokes service as another server node runs it, on the same database. */
  const otherNodeService = () =>
    createStrokesService({
      db: testApp.database.db,
      strokes: createStrokesRepository(testApp.database.db),
      publisher: { publish: async () => {} },
      playerFinished: { record: async () => false, announce: () => {} },
    });

  it('a stroke another server node recorded in between is counted: the next stroke here is played on a fresh read', async () => {
    const { round, host } = await startedRound({});
    const hole = round.holes[0]!;
    const first = await stroke(testApp, round.id, host, { hole, surface_type: 50, distance_to_hole: 20000 });
    expect(first.json().data).toMatchObject({ stroke_number: 1, hole_strokes: 1 });
    const otherNode = otherNodeService();
    const body = { id: randomUUID(), hole, surface_type: 50, distance_to_hole: 9000 } as StrokeBody;
    expect((await otherNode.submit(host.id, round.id, body)).outcome).toMatchObject({ stroke_number: 2 });
    const third = await stroke(testApp, round.id, host, { hole, surface_type: 30, distance_to_hole: 500 });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().data).toMatchObject({ stroke_number: 3, hole_strokes: 3 });
    // A retry of the second stroke here is its first reply, not a new stroke.
    const retry = await stroke(testApp, round.id, host, body);
    expect(retry.json().data).toMatchObject({ stroke_number: 2, replayed: true });
    expect(await rowsOf(round.id)).toHaveLength(3);
  });

  it("after another node's stroke, the stroke that ends the round rolls back what it settled on the kept context and ends the round on a fresh read", async () => {
    const { round, host } = await startedRound({ hole_group: 99, holes: [1] });
    const first = await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 500 });
    expect(first.statusCode, first.body).toBe(201);
    const otherNode = otherNodeService();
    const body = { id: randomUUID(), hole: 1, surface_type: 30, distance_to_hole: 60 } as StrokeBody;
    expect((await otherNode.submit(host.id, round.id, body)).outcome).toMatchObject({ stroke_number: 2 });
    // Here the kept context still says one stroke: its settlement (the round's completion) must not stay.
    const last = await stroke(testApp, round.id, host, { hole: 1, hole_completed: true });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data).toMatchObject({ stroke_number: 3, hole_strokes: 3, round_status: 20, play_status: 100 });
    expect((await scorecard(round.id, host)).stroke_play.players[0]).toMatchObject({
      totals: { gross: 3 },
      finished: true,
    });
    expect(await rowsOf(round.id)).toHaveLength(3);
  });

  it("a round closed elsewhere refuses the stroke that would end the player's round (it locks the round at the version kept)", async () => {
    const { round, host } = await startedRound({ hole_group: 99, holes: [1] });
    expect(
      (await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 500 })).statusCode,
    ).toBe(201);
    await testApp.database.db.update(roundsTable).set({ roundStatus: 20 }).where(eq(roundsTable.id, round.id));
    expectError(await stroke(testApp, round.id, host, { hole: 1, hole_completed: true }), 'rounds.closed');
    expect(await rowsOf(round.id)).toHaveLength(1);
  });

  it('a round closed elsewhere refuses the next stroke, though the player row did not change', async () => {
    const { round, host } = await startedRound({});
    const hole = round.holes[0]!;
    expect(
      (await stroke(testApp, round.id, host, { hole, surface_type: 50, distance_to_hole: 20000 })).statusCode,
    ).toBe(201);
    await testApp.database.db.update(roundsTable).set({ roundStatus: 20 }).where(eq(roundsTable.id, round.id));
    expectError(
      await stroke(testApp, round.id, host, { hole, surface_type: 30, distance_to_hole: 500 }),
      'rounds.closed',
    );
    expect(await rowsOf(round.id)).toHaveLength(1);
  });
});

const rowsOf = (roundId: number) =>
  testApp.database.db.select({ id: strokesTable.id }).from(strokesTable).where(eq(strokesTable.roundId, roundId));

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

describe('handicap and statistics', () => {
  it('after three eligible rounds the player has a Handicap Index; the differentials are kept', async () => {
    const player = await createTestUser(testApp);
    const tee = (await app.inject(`/api/v1/courses/${course.id}`))
      .json()
      .data.tees.find((t: { teeing_type: number }) => t.teeing_type === 20);
    const coursePar = holes.reduce((sum, h) => sum + h.par, 0);
    for (const over of [0, 18, 9]) {
      const round = await createRound(testApp, player, { title: 'Card', game_mode: 20, course_id: course.id });
      await start(testApp, round.id, player);
      for (const n of round.holes) await playHole(testApp, round.id, player, n, parOf(n) + (n <= over ? 1 : 0));
    }
    // Rules of Handicapping 2024, Rule 5.2a: with 3 differentials the index is the lowest minus 2.0.
    const differential = (score: number) =>
      Math.round(((score - tee.course_rating) * 113 * 10) / tee.slope_rating) / 10;
    const expected = Math.round((differential(coursePar) - 2) * 10) / 10;
    const res = await app.inject({ url: '/api/v1/users/me/handicap', headers: player.headers });
    expect(res.statusCode).toBe(200);
    const handicap = res.json().data;
    expect(handicap.records).toHaveLength(3);
    expect(handicap.records.map((r: { adjusted_gross_score: number }) => r.adjusted_gross_score)).toEqual([
      coursePar + 9,
      coursePar + 18,
      coursePar,
    ]);
    expect(handicap.hcp).toBeCloseTo(expected, 5);
    // The match history shows each round's differential, newest first.
    const history = (await app.inject({ url: '/api/v1/rounds/history', headers: player.headers })).json().data;
    expect(history.map((entry: { handicap: unknown }) => entry.handicap)).toEqual(
      handicap.records.map((record: { score_differential: number }) => ({
        counted: true,
        score_differential: record.score_differential,
        reasons: [],
      })),
    );
    const [row] = await testApp.database.db.select({ hcp: users.hcp }).from(users).where(eq(users.id, player.id));
    expect(row?.hcp).toBeCloseTo(expected, 5);
    // The cached /users/me shows it (user.updated dropped the cache).
    expect((await app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data.hcp).toBeCloseTo(
      expected,
      5,
    );

    const stats = await app.inject({
      url: `/api/v1/users/me/statistics?course_id=${course.id}`,
      headers: player.headers,
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data).toMatchObject({ rounds: 3, holes: 54 });
    expect(stats.json().data.putts.total).toBeGreaterThan(0);
    const none = await app.inject({
      url: `/api/v1/users/me/statistics?course_id=${regular[1]!.id}`,
      headers: player.headers,
    });
    expect(none.json().data).toMatchObject({ rounds: 0, holes: 0 });
  });

  it('the handicap record commits with the round; a failed handicap update leaves the round completed', async () => {
    const { db } = testApp.database;
    const play = async (player: TestUser) => {
      const round = await createRound(testApp, player, { title: 'Card', game_mode: 20, course_id: course.id });
      await start(testApp, round.id, player);
      for (const n of round.holes) await playHole(testApp, round.id, player, n, parOf(n));
      return round;
    };
    const records = async (player: TestUser) =>
      (await app.inject({ url: '/api/v1/users/me/handicap', headers: player.headers })).json().data.records;
    const roundStatusOf = async (roundId: number) =>
      (await app.inject({ url: `/api/v1/rounds/${roundId}`, headers: testPlayer.headers })).json().data.round_status;

    const testPlayer = await createTestUser(testApp);
    // Every handicap record of this player is refused by the database, after the round's end is written.
    const refuse = sql.raw(
      `alter table handicap_records add constraint refuse_test_player check (user_id <> ${testPlayer.id}) not valid`,
    );
    await db.execute(refuse);
    try {
      const refused = await play(testPlayer);
      expect(await roundStatusOf(refused.id)).toBe(20);
      expect(await records(testPlayer)).toEqual([]);
    } finally {
      await db.execute(sql.raw('alter table handicap_records drop constraint refuse_test_player'));
    }
    const counted = await play(testPlayer);
    expect(await roundStatusOf(counted.id)).toBe(20);
    expect((await records(testPlayer)).map((r: { round_id: number }) => r.round_id)).toEqual([counted.id]);
  });

  it('with 20 or more scores, the index comes from the latest 20 in order and the low index of the last year', async () => {
    const { db } = testApp.database;
    const player = await createTestUser(testApp);
    const tee = (await app.inject(`/api/v1/courses/${course.id}`))
      .json()
      .data.tees.find((t: { teeing_type: number }) => t.teeing_type === 20);
    // 25 earlier scores, a day apart: the 6 oldest are far better and must not count.
    const earlier = Array.from({ length: 25 }, (_, i) => (i < 6 ? 0 : 10 + (i - 6) * 0.5));
    // The lowest index of the last year is 6.0 (the 11th score); the oldest score, 400 days ago, had 2.0 and is too old.
    const indexAfter = (i: number) => (i === 0 ? 2 : i === 10 ? 6 : 10);
    const playedBefore = (i: number) => (i === 0 ? 400 : earlier.length - i);
    const now = Date.now();
    for (const [i, differential] of earlier.entries()) {
      const past = await createRound(testApp, player, { title: `Past ${i}`, game_mode: 20, course_id: course.id });
      await db.insert(handicapRecords).values({
        userId: player.id,
        roundId: past.id,
        courseId: course.id,
        holesPlayed: 18,
        adjustedGrossScore: 90,
        courseRating: tee.course_rating,
        slopeRating: tee.slope_rating,
        scoreDifferential: differential,
        handicapIndex: indexAfter(i),
        playedAt: new Date(now - playedBefore(i) * 24 * 3600 * 1000),
      });
    }
    await db.update(users).set({ hcp: 10 }).where(eq(users.id, player.id));

    const round = await createRound(testApp, player, { title: 'Card', game_mode: 20, course_id: course.id });
    await start(testApp, round.id, player);
    for (const n of round.holes) await playHole(testApp, round.id, player, n, parOf(n));

    const coursePar = holes.reduce((sum, h) => sum + h.par, 0);
    const latest = scoreDifferential({
      adjustedGrossScore: coursePar,
      courseRating: tee.course_rating,
      slopeRating: tee.slope_rating,
    });
    // A par round is 7.0-9.9 below the index of 10 it was played on: exceptional (Rule 5.9), so the
    // latest 20 differentials all lose 1.0 before the index is worked out.
    const reduction = exceptionalScoreReduction({ scoreDifferential: latest, handicapIndex: 10 });
    expect(reduction).toBe(-1);
    const latestTwenty = applyExceptionalScoreReduction([...earlier.slice(-19), latest], reduction);
    const expected = handicapIndex(latestTwenty, { lowHandicapIndex: 6 });
    // The soft cap is what tells the low index of the last year from none, or from one older than a year.
    expect(expected).not.toBe(handicapIndex(latestTwenty));
    expect(expected).not.toBe(handicapIndex(latestTwenty, { lowHandicapIndex: 2 }));
    const handicap = (await app.inject({ url: '/api/v1/users/me/handicap', headers: player.headers })).json().data;
    expect(handicap.records).toHaveLength(26);
    expect(handicap.hcp).toBeCloseTo(expected!, 5);
    expect(handicap.hcp_diff).toBeCloseTo(Math.round((expected! - 10) * 10) / 10, 5);
  });

  it('a round with a mulligan does not count for the handicap', async () => {
    const player = await createTestUser(testApp);
    const round = await createRound(testApp, player, {
      title: 'Casual',
      game_mode: 20,
      course_id: course.id,
      mulligans: 1,
    });
    await start(testApp, round.id, player);
    await stroke(testApp, round.id, player, { hole: 1, club: 10, surface_type: 20, distance_to_hole: 20000 });
    await stroke(testApp, round.id, player, {
      hole: 1,
      club: 10,
      mulligan: true,
      surface_type: 30,
      distance_to_hole: 800,
    });
    await stroke(testApp, round.id, player, { hole: 1, club: 140, hole_completed: true, surface_type: 30 });
    for (const n of round.holes.slice(1)) await playHole(testApp, round.id, player, n, parOf(n));
    const handicap = (await app.inject({ url: '/api/v1/users/me/handicap', headers: player.headers })).json().data;
    expect(handicap.records).toEqual([]);
    // The match history says why.
    const [entry] = (await app.inject({ url: '/api/v1/rounds/history', headers: player.headers })).json().data;
    expect(entry).toMatchObject({
      round_id: round.id,
      handicap: { counted: false, score_differential: null, reasons: ['mulligans_used'] },
    });
  });
});
