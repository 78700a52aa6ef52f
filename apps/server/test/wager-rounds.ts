import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { createRound, join, playHole, start, stroke } from './golf';
import type { TestUser } from './users';

/** A one-hole wager round (stroke play unless `extra` says otherwise) with every player seated. */
export async function wagerRound(
  testApp: TestApp,
  courseId: number,
  players: TestUser[],
  extra: Record<string, unknown> = {},
) {
  const [host, ...guests] = players;
  const round = await createRound(testApp, host!, {
    title: 'For coins',
    game_mode: 20,
    course_id: courseId,
    hole_group: 99,
    holes: [1],
    wager_amount: 100,
    ...extra,
  });
  for (const guest of guests) {
    const res = await join(testApp, round.id, guest);
    expect(res.statusCode, res.body).toBe(200);
  }
  return round;
}

export async function startRound(testApp: TestApp, roundId: number, host: TestUser) {
  const res = await start(testApp, roundId, host);
  expect(res.statusCode, res.body).toBe(200);
}

/** The body of a hole-in-one stroke on hole 1 (figures integrity accepts), under the client's stroke id. */
export const holeInOneStroke = (id: string) => ({
  id,
  hole: 1,
  club: 10,
  surface_type: 30,
  distance_to_hole: 0,
  hole_completed: true,
  ball_speed: 60,
  launch_angle: 12,
  azimuth: 1,
  back_spin: 3000,
  side_spin: -200,
  carry: 20000,
  total_distance: 20300,
});

/**
 * The stroke that holes out with the player's first shot on hole 1 (a hole in one), with a fixed
 * id so a retry of it is the same stroke. Launch figures as test/golf playHole's, which integrity accepts.
 */
export const holeInOne = (testApp: TestApp, roundId: number, user: TestUser, id: string = randomUUID()) =>
  stroke(testApp, roundId, user, holeInOneStroke(id));

export { playHole };
