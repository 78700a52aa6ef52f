import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseTees } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, holesOf, join, playHole, start, stroke } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';
import { statisticsCourse } from '../../../test/statistics';

const testApp = await createTestApp();
const { app } = testApp;
const { regular, range, course, holes, parOf } = await statisticsCourse(testApp);

const statisticsOf = async (user: TestUser, query = '') => {
  const res = await app.inject({ url: `/api/v1/users/me/statistics${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /users/me/statistics: scoring breakdown and typed reply', () => {
  it('counts completed holes as birdies or better, pars, bogeys and double bogeys or worse (a pick-up too)', async () => {
    const player = await createTestUser(testApp);
    const round = await createRound(testApp, player, { title: 'Card', game_mode: 20, course_id: course.id });
    expect((await start(testApp, round.id, player)).statusCode).toBe(200);
    // Holes 1-5 relative to par: -1, 0, +1, +2, +3; hole 6 picked up after nothing holed.
    const overPar = [-1, 0, 1, 2, 3];
    for (const [i, over] of overPar.entries()) {
      const n = round.holes[i]!;
      await playHole(testApp, round.id, player, n, parOf(n) + over);
    }
    const pickUp = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/concede`,
      headers: player.headers,
      payload: { hole: round.holes[5] },
    });
    expect(pickUp.statusCode, pickUp.body).toBe(201);

    const stats = await statisticsOf(player, `?course_id=${course.id}`);
    expect(stats).toMatchObject({ rounds: 1, holes: 6 });
    expect(stats.scoring).toEqual({ birdiesOrBetter: 1, pars: 1, bogeys: 1, doubleBogeysOrWorse: 3 });
    // The per-club summaries come typed (cm): playHole drives 220 m total with a 200 m carry.
    const driver = stats.clubs.find((c: { club: number }) => c.club === 10);
    expect(driver).toMatchObject({ shots: 5, carry: { mean: 20000, standardDeviation: 0, min: 20000, max: 20000 } });
    expect(driver.lateral.mean).toBeGreaterThan(0);
  });

  it('is all zero for a player without rounds, or outside the period', async () => {
    const player = await createTestUser(testApp);
    const empty = await statisticsOf(player);
    expect(empty).toMatchObject({ rounds: 0, holes: 0, averageDriveCm: null, clubs: [] });
    expect(empty.scoring).toEqual({ birdiesOrBetter: 0, pars: 0, bogeys: 0, doubleBogeysOrWorse: 0 });

    const round = await createRound(testApp, player, { title: 'Card', game_mode: 20, course_id: course.id });
    await start(testApp, round.id, player);
    await playHole(testApp, round.id, player, round.holes[0]!, parOf(round.holes[0]!));
    expect((await statisticsOf(player)).scoring.pars).toBe(1);
    const later = await statisticsOf(
      player,
      `?from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
    );
    expect(later).toMatchObject({ rounds: 0, holes: 0 });
    expect(later.scoring.pars).toBe(0);
  });

  it('gives putts per hole and per 18 holes, so rounds of different lengths do not skew the figure', async () => {
    const player = await createTestUser(testApp);
    // Two putts a hole (playHole putts twice from the green): 3 holes in one round, 6 in another.
    for (const count of [3, 6]) {
      const round = await createRound(testApp, player, { title: 'Putts', game_mode: 20, course_id: course.id });
      expect((await start(testApp, round.id, player)).statusCode).toBe(200);
      for (const n of round.holes.slice(0, count)) await playHole(testApp, round.id, player, n, Math.max(3, parOf(n)));
    }
    const stats = await statisticsOf(player);
    expect(stats).toMatchObject({ rounds: 2, holes: 9 });
    // 18 putts over 2 rounds would be 9 "per round"; per 18 holes it is 36, as each hole took two.
    expect(stats.putts).toEqual({ total: 18, perHole: 2, per18Holes: 36 });
  });

  it('a tee shot into the water is no fairway hit, though the dropped ball lies on the fairway', async () => {
    const player = await createTestUser(testApp);
    const [water, dry] = holes.filter((h) => h.par === 4).map((h) => h.number);
    const round = await createRound(testApp, player, {
      title: 'Water',
      game_mode: 20,
      course_id: course.id,
      hole_group: 99,
      holes: [water, dry],
    });
    expect((await start(testApp, round.id, player)).statusCode).toBe(200);
    // Driver into the penalty area (+1), dropped on the fairway; then onto the green and two putts.
    const shots = [
      { club: 10, surface_type: 50, distance_to_hole: 15000, num_stroke_reason: 30 },
      { club: 90, surface_type: 30, distance_to_hole: 500 },
      { club: 140, surface_type: 30, distance_to_hole: 50 },
      { club: 140, surface_type: 30, distance_to_hole: 0, hole_completed: true },
    ];
    for (const shot of shots) {
      const res = await stroke(testApp, round.id, player, {
        hole: water!,
        carry: 20000,
        total_distance: 22000,
        ...shot,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await playHole(testApp, round.id, player, dry!, 4); // playHole's drive finishes on the fairway
    const stats = await statisticsOf(player);
    expect(stats.fairwaysHit).toEqual({ made: 1, attempts: 2, rate: 0.5 });
  });

  it('needs a signed-in user', async () => {
    expectError(await app.inject({ url: '/api/v1/users/me/statistics' }), 'auth.unauthorized');
  });
});

describe('GET /rounds/{id}/scorecard', () => {
  it('"Unavailable" for a round that does not exist', async () => {
    const player = await createTestUser(testApp);
    expectError(
      await app.inject({ url: '/api/v1/rounds/999999/scorecard', headers: player.headers }),
      'rounds.unavailable',
    );
  });
});

describe('GET /rounds/history: how each round ended', () => {
  const historyOf = async (user: TestUser) => {
    const res = await app.inject({ url: '/api/v1/rounds/history', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      round_id: number;
      game_mode: number;
      strokes: number | null;
      to_par: number | null;
      result: Record<string, unknown>;
      handicap: { counted: boolean; reasons: string[] };
    }[];
  };
  const twoPlayerRound = async (host: TestUser, guest: TestUser, settings: Record<string, unknown>) => {
    const round = await createRound(testApp, host, {
      title: 'Duel',
      course_id: course.id,
      max_players: 2,
      ...settings,
    });
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    return round;
  };

  it('gives the match result from each side, the closest-to-pin position and the range shots, newest first', async () => {
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    // Match play over holes 1-3: A wins holes 1 and 2, so the match ends "2 & 1".
    const match = await twoPlayerRound(a, b, { game_mode: 10, hole_group: 99, holes: [1, 2, 3] });
    for (const n of [1, 2]) {
      await playHole(testApp, match.id, a, n, parOf(n));
      await playHole(testApp, match.id, b, n, parOf(n) + 1);
    }
    // Closest to pin on hole 3, one try each: B is closer.
    const pin = await twoPlayerRound(a, b, { game_mode: 30, tries: 1, hole_group: 99, holes: [3] });
    await stroke(testApp, pin.id, a, { hole: 3, surface_type: 30, distance_to_hole: 700 });
    await stroke(testApp, pin.id, b, { hole: 3, surface_type: 30, distance_to_hole: 300 });
    // A range session of two shots.
    const session = await createRound(testApp, a, { title: 'Range', game_mode: 50, course_id: range.id });
    await start(testApp, session.id, a);
    for (const carry of [15000, 16000])
      await stroke(testApp, session.id, a, { hole: session.holes[0]!, club: 90, carry, total_distance: carry + 1000 });
    await app.inject({ method: 'POST', url: `/api/v1/rounds/${session.id}/finish`, headers: a.headers });

    const forA = await historyOf(a);
    expect(forA.map((row) => row.round_id)).toEqual([session.id, pin.id, match.id]);
    expect(forA[0]!.result).toEqual({ players: 1, position: null, match: null, shots: 2 });
    expect(forA[1]!.result).toEqual({ players: 2, position: 2, match: null, shots: null });
    // Closest-to-pin attempts and range shots are no strokes against par: their result is above.
    expect(forA.slice(0, 2)).toMatchObject([
      { strokes: null, to_par: null },
      { strokes: null, to_par: null },
    ]);
    expect(forA[2]).toMatchObject({ strokes: parOf(1) + parOf(2), to_par: 0 });
    expect(forA[2]!.result).toEqual({
      players: 2,
      position: null,
      match: { outcome: 'won', kind: 'won', margin: 2, holes_remaining: 1, holes_played: 2, text: '2 & 1' },
      shots: null,
    });
    const forB = await historyOf(b);
    expect(forB.map((row) => row.round_id)).toEqual([pin.id, match.id]);
    expect(forB[0]!.result).toMatchObject({ position: 1 });
    expect(forB[1]!.result).toMatchObject({ match: { outcome: 'lost', text: '2 & 1' } });
    // None of them counts for the handicap, each for its own reasons.
    expect(forA.map((row) => row.handicap.reasons)).toEqual([
      ['game_mode_not_scored', 'course_not_rated', 'not_9_or_18_holes', 'holes_not_completed'],
      ['game_mode_not_scored', 'not_9_or_18_holes'],
      ['not_9_or_18_holes', 'holes_not_completed'],
    ]);
  });

  it('a round on a tee without ratings did not count because the course is not rated', async () => {
    const unrated = regular[1]!;
    await testApp.database.db
      .delete(courseTees)
      .where(and(eq(courseTees.courseId, unrated.id), eq(courseTees.teeingType, 30)));
    const player = await createTestUser(testApp);
    const round = await createRound(testApp, player, {
      title: 'Unrated',
      game_mode: 20,
      course_id: unrated.id,
      tee: 30,
      hole_group: 20,
    });
    expect((await start(testApp, round.id, player)).statusCode).toBe(200);
    const unratedHoles = await holesOf(testApp, unrated.id);
    for (const n of round.holes)
      await playHole(testApp, round.id, player, n, unratedHoles.find((h) => h.number === n)!.par);
    const [row] = await historyOf(player);
    expect(row).toMatchObject({ round_id: round.id, handicap: { counted: false, reasons: ['course_not_rated'] } });
  });

  it('a stroke play round gives the position among its players', async () => {
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    const round = await twoPlayerRound(a, b, { game_mode: 20, hole_group: 99, holes: [1] });
    await playHole(testApp, round.id, a, 1, parOf(1) + 1);
    await playHole(testApp, round.id, b, 1, parOf(1));
    const [row] = await historyOf(a);
    expect(row).toMatchObject({ round_id: round.id, game_mode: 20, to_par: 1 });
    expect(row!.result).toEqual({ players: 2, position: 2, match: null, shots: null });
  });

  it('a picked-up hole counts at net double bogey, as on the scorecard, in stroke and match play', async () => {
    const pickUp = (roundId: number, user: TestUser, hole: number) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${roundId}/concede`,
        headers: user.headers,
        payload: { hole },
      });
    const playerInRound = async (roundId: number, user: TestUser) => {
      const res = await app.inject({ url: `/api/v1/rounds/${roundId}`, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.players.find((player: { user_id: number }) => player.user_id === user.id);
    };
    const oneStroke = { club: 10, surface_type: 50, carry: 20000, total_distance: 22000, distance_to_hole: 15000 };
    // Players without a Handicap Index: net double bogey is par + 2.
    const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
    const medal = await createRound(testApp, a, {
      title: 'Pick-up',
      game_mode: 20,
      course_id: course.id,
      hole_group: 99,
      holes: [1, 2],
    });
    expect((await start(testApp, medal.id, a)).statusCode).toBe(200);
    await playHole(testApp, medal.id, a, 1, parOf(1));
    // Holed out: the strokes as recorded.
    expect(await playerInRound(medal.id, a)).toMatchObject({ strokes: parOf(1), to_par: 0 });
    expect((await stroke(testApp, medal.id, a, { hole: 2, ...oneStroke })).statusCode).toBe(201);
    expect((await pickUp(medal.id, a, 2)).statusCode).toBe(201);
    const card = await app.inject({ url: `/api/v1/rounds/${medal.id}/scorecard`, headers: a.headers });
    expect(card.json().data.stroke_play.players[0].totals).toMatchObject({ gross: parOf(1) + parOf(2) + 2, toPar: 2 });
    expect((await historyOf(a))[0]).toMatchObject({ round_id: medal.id, strokes: parOf(1) + parOf(2) + 2, to_par: 2 });
    // The round's own view counts it the same way (it showed the one stroke taken before picking up).
    expect(await playerInRound(medal.id, a)).toMatchObject({ strokes: parOf(1) + parOf(2) + 2, to_par: 2 });

    // Match play: A picks up on hole 1 after one stroke (B wins it), then both par hole 2.
    const match = await twoPlayerRound(a, b, { game_mode: 10, hole_group: 99, holes: [1, 2] });
    expect((await stroke(testApp, match.id, a, { hole: 1, ...oneStroke })).statusCode).toBe(201);
    expect((await pickUp(match.id, a, 1)).statusCode).toBe(201);
    await playHole(testApp, match.id, a, 2, parOf(2));
    await playHole(testApp, match.id, b, 2, parOf(2));
    expect((await historyOf(a))[0]).toMatchObject({ round_id: match.id, strokes: parOf(1) + parOf(2) + 2, to_par: 2 });
    expect(await playerInRound(match.id, a)).toMatchObject({ strokes: parOf(1) + parOf(2) + 2, to_par: 2 });
    const [forB] = await historyOf(b);
    expect(await playerInRound(match.id, b)).toMatchObject({ strokes: forB!.strokes, to_par: forB!.to_par });
  });
});
