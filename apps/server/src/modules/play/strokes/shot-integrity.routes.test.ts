import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SurfaceType } from '@golf/golf';
import { handicapRecords, roundPlayers } from '../../../db/schema';
import { createRound, holesOf, playHole, start, stroke } from '../../../../test/golf';
import { createTestUser } from '../../../../test/users';
import { createLaunchesFixture } from '../launches/launches.fixture';

const { testApp, app, pinewood, startedRound, state } = await createLaunchesFixture();

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
      // Our total for this launch landing on a green is 198–208 m: only the carry is out of line.
      total_distance: 20300,
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
