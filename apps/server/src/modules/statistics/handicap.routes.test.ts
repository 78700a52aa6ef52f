import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exceptionalScoreReduction, handicapIndex, nineHoleScoreDifferential, scoreDifferential } from '@golf/golf';
import { handicapRecords, users } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { createRound, playHole, start } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';
import { statisticsCourse } from '../../../test/statistics';

const testApp = await createTestApp();
const { app } = testApp;
const { course, holes, parOf } = await statisticsCourse(testApp);

describe('handicap records (Rules of Handicapping 2024)', () => {
  const DAY = 24 * 3600 * 1000;
  const tee = async () =>
    (await app.inject(`/api/v1/courses/${course.id}`))
      .json()
      .data.tees.find((t: { teeing_type: number }) => t.teeing_type === 20) as {
      course_rating: number;
      slope_rating: number;
    };
  const handicapOf = async (user: TestUser) => {
    const res = await app.inject({ url: '/api/v1/users/me/handicap', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      hcp: number | null;
      hcp_diff: number | null;
      records: { round_id: number; holes_played: number; score_differential: number; handicap_index: number | null }[];
    };
  };
  const historyOf = async (user: TestUser) =>
    (await app.inject({ url: '/api/v1/rounds/history', headers: user.headers })).json().data as {
      round_id: number;
      handicap: { counted: boolean; score_differential: number | null; reasons: string[] };
    }[];
  /** Earlier scores, stored as the server stores them (differential and the index after it), oldest first. */
  const seedRecords = async (
    user: TestUser,
    scores: { differential: number; index: number | null; daysAgo: number }[],
    hcp: number | null,
  ) => {
    const { course_rating, slope_rating } = await tee();
    const now = Date.now();
    for (const [i, score] of scores.entries()) {
      const past = await createRound(testApp, user, { title: `Past ${i}`, game_mode: 20, course_id: course.id });
      await testApp.database.db.insert(handicapRecords).values({
        userId: user.id,
        roundId: past.id,
        courseId: course.id,
        holesPlayed: 18,
        adjustedGrossScore: 90,
        courseRating: course_rating,
        slopeRating: slope_rating,
        scoreDifferential: score.differential,
        handicapIndex: score.index,
        playedAt: new Date(now - score.daysAgo * DAY),
      });
    }
    await testApp.database.db.update(users).set({ hcp }).where(eq(users.id, user.id));
  };
  /** Plays an 18-hole (or the given group's) stroke play round, every hole at par + `over`. */
  const playRound = async (user: TestUser, over: number, settings: Record<string, unknown> = {}) => {
    const round = await createRound(testApp, user, { title: 'Card', game_mode: 20, course_id: course.id, ...settings });
    expect((await start(testApp, round.id, user)).statusCode).toBe(200);
    for (const n of round.holes) await playHole(testApp, round.id, user, n, parOf(n) + over);
    return round;
  };
  const parOfHoles = (numbers: number[]) => numbers.reduce((sum, n) => sum + parOf(n), 0);

  it.each([
    ['front nine', 20],
    ['back nine', 30],
  ])(
    'a 9-hole round (%s) of a player with an index is recorded, as an 18-hole differential (Rule 5.1b)',
    async (_label, holeGroup) => {
      const player = await createTestUser(testApp);
      await seedRecords(
        player,
        [0, 1, 2].map((i) => ({ differential: 12, index: i === 2 ? 10 : null, daysAgo: 10 - i })),
        10,
      );
      const round = await playRound(player, 0, { hole_group: holeGroup });
      expect(round.holes).toHaveLength(9);
      const { course_rating, slope_rating } = await tee();
      // Every hole at par is under net double bogey: the adjusted gross score is the nine's par.
      const expected = nineHoleScoreDifferential({
        adjustedGrossScore: parOfHoles(round.holes),
        courseRating: course_rating / 2,
        slopeRating: slope_rating,
        handicapIndex: 10,
      });
      const handicap = await handicapOf(player);
      expect(handicap.records[0]).toMatchObject({ round_id: round.id, holes_played: 9, score_differential: expected });
      const [row] = await historyOf(player);
      expect(row).toMatchObject({
        round_id: round.id,
        handicap: { counted: true, score_differential: expected, reasons: [] },
      });
    },
  );

  it('a 9-hole round without a record says why: no index then (Rule 5.1b), or not recorded although there was one', async () => {
    const withoutIndex = await createTestUser(testApp);
    const first = await playRound(withoutIndex, 0, { hole_group: 30 });
    expect((await handicapOf(withoutIndex)).records).toEqual([]);
    expect((await historyOf(withoutIndex))[0]).toMatchObject({
      round_id: first.id,
      handicap: { counted: false, reasons: ['nine_holes_without_index'] },
    });

    // A player with an index whose record the database refuses: the round met the rule, had an index, and
    // was not recorded.
    const withIndex = await createTestUser(testApp);
    await seedRecords(
      withIndex,
      [0, 1, 2].map((i) => ({ differential: 12, index: i === 2 ? 10 : null, daysAgo: 10 - i })),
      10,
    );
    const { db } = testApp.database;
    await db.execute(
      sql.raw(`alter table handicap_records add constraint refuse_nine check (user_id <> ${withIndex.id}) not valid`),
    );
    let refused: { id: number };
    try {
      refused = await playRound(withIndex, 0, { hole_group: 20 });
    } finally {
      await db.execute(sql.raw('alter table handicap_records drop constraint refuse_nine'));
    }
    expect((await historyOf(withIndex))[0]).toMatchObject({
      round_id: refused.id,
      handicap: { counted: false, reasons: ['not_recorded'] },
    });
  });

  it('applies the exceptional score reduction to the recent differentials, and keeps it for later scores (Rule 5.9)', async () => {
    const player = await createTestUser(testApp);
    // Five differentials of 18.0: index 16.0, 17.0, 18.0 after the 3rd, 4th and 5th (Rule 5.2a).
    await seedRecords(
      player,
      [null, null, 16, 17, 18].map((index, i) => ({ differential: 18, index, daysAgo: 10 - i })),
      18,
    );
    const { course_rating, slope_rating } = await tee();
    const coursePar = parOfHoles(holes.map((h) => h.number));
    const exceptional = scoreDifferential({
      adjustedGrossScore: coursePar,
      courseRating: course_rating,
      slopeRating: slope_rating,
    });
    const reduction = exceptionalScoreReduction({ scoreDifferential: exceptional, handicapIndex: 18 });
    expect(reduction).toBe(-2); // the par round is 10.0 or more below 18.0
    await playRound(player, 0);
    // QA's case: index 18.0 with [18, 18, 18, 18, 18] and a differential 10 below it: the lowest 2 of 6,
    // minus 1.0, of the record with -2.0 on every differential.
    const reduced = [16, 16, 16, 16, 16, exceptional - 2];
    const afterExceptional = handicapIndex(reduced)!;
    expect(afterExceptional).not.toBe(handicapIndex([18, 18, 18, 18, 18, exceptional]));
    let handicap = await handicapOf(player);
    expect(handicap.hcp).toBeCloseTo(afterExceptional, 5);
    expect(handicap.hcp_diff).toBeCloseTo(Math.round((afterExceptional - 18) * 10) / 10, 5);
    // The record keeps the round's own differential.
    expect(handicap.records[0]!.score_differential).toBe(exceptional);

    // A poor round later (no reduction of its own): the earlier reduction still counts.
    const poor = scoreDifferential({
      adjustedGrossScore: coursePar + 36,
      courseRating: course_rating,
      slopeRating: slope_rating,
    });
    expect(exceptionalScoreReduction({ scoreDifferential: poor, handicapIndex: afterExceptional })).toBe(0);
    await playRound(player, 2); // par + 2 on every hole: net double bogey at most with this index
    handicap = await handicapOf(player);
    expect(handicap.records[0]!.score_differential).toBe(poor);
    expect(handicap.hcp).toBeCloseTo(handicapIndex([...reduced, poor])!, 5);
    expect(handicap.hcp).not.toBeCloseTo(handicapIndex([18, 18, 18, 18, 18, exceptional, poor])!, 5);
  });

  it('caps against the Low Handicap Index of the year before the latest score, even after a long gap (Rules 5.7, 5.8)', async () => {
    const player = await createTestUser(testApp);
    // QA's case: 20 scores of 0.0 long ago, then 8 x 0.0 and 12 x 40.0 (index 0.0); the new score comes
    // more than 400 days after the last of them.
    const old = Array.from({ length: 20 }, (_, i) => ({ differential: 0, index: i < 2 ? null : 0, daysAgo: 3000 - i }));
    const recent = Array.from({ length: 20 }, (_, i) => ({
      differential: i < 8 ? 0 : 40,
      index: 0,
      daysAgo: 820 - i,
    }));
    await seedRecords(player, [...old, ...recent], 0);
    await playRound(player, 2);
    // The record's own differential (net double bogey with a plus Course Handicap caps some holes).
    const latest = (await handicapOf(player)).records[0]!.score_differential;
    const record = [...Array.from({ length: 7 }, () => 0), ...Array.from({ length: 12 }, () => 40), latest];
    const capped = handicapIndex(record, { lowHandicapIndex: 0 })!;
    expect(capped).toBeLessThan(handicapIndex(record)!); // the soft cap of Rule 5.8 applies
    expect((await handicapOf(player)).hcp).toBeCloseTo(capped, 5);
  });
});
