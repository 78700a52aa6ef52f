import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applyExceptionalScoreReduction,
  exceptionalScoreReduction,
  handicapIndex,
  scoreDifferential,
} from '@golf/golf';
import { handicapRecords, users } from '../../../db/schema';
import { createRound, playHole, start, stroke } from '../../../../test/golf';
import { createTestUser, type TestUser } from '../../../../test/users';
import { createStrokesFixture } from './strokes.fixture';

const { testApp, app, regular, course, holes, parOf } = await createStrokesFixture();

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
