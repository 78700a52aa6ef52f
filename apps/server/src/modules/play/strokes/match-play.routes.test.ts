import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { courses, handicapRecords, rounds as roundsTable, users } from '../../../db/schema';
import { expectError } from '../../../../test/errors';
import { createRound, holesOf, join, playHole, start, stroke } from '../../../../test/golf';
import { createTestUser, type TestUser } from '../../../../test/users';
import { createStrokesFixture } from './strokes.fixture';

const { fanout, testApp, app, regular, course, parOf, startedRound, scorecard, concede } = await createStrokesFixture();

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

  it('concedes only a putt: the opponent on the tee or off the green is refused (decision 0123)', async () => {
    const { round, players } = await startedRound({ game_mode: 10, max_players: 2 }, 1);
    const [a, b] = players as [TestUser, TestUser];
    // On the tee, then in a greenside bunker 3 m away: 2005, and nothing is recorded.
    expectError(await concede(round.id, b, { hole: 1, user_id: a.id }), 'strokes.concede_not_on_green');
    await stroke(testApp, round.id, a, { hole: 1, club: 10, surface_type: 40, distance_to_hole: 300 });
    expectError(await concede(round.id, b, { hole: 1, user_id: a.id }), 'strokes.concede_not_on_green');
    // On the green the putt is conceded: the approach, the bunker shot and the conceded putt.
    await stroke(testApp, round.id, a, { hole: 1, club: 120, surface_type: 30, distance_to_hole: 150 });
    const conceded = await concede(round.id, b, { hole: 1, user_id: a.id });
    expect(conceded.statusCode, conceded.body).toBe(201);
    expect(conceded.json().data).toMatchObject({ completion: 'conceded', hole_strokes: 3, user_id: a.id });
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
