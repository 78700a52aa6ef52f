import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { strokes as strokesTable } from '../../../db/schema';
import { createTestApp } from '../../../../test/app';
import { createRound, demoCourses, holesOf, join, start } from '../../../../test/golf';
import { createRecordingFanout } from '../../../../test/publisher';
import { createTestUser, type TestUser } from '../../../../test/users';

/** What the strokes test files share: each builds its own app, with events recorded, on the demo courses. */
export async function createStrokesFixture() {
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

  const rowsOf = (roundId: number) =>
    testApp.database.db.select({ id: strokesTable.id }).from(strokesTable).where(eq(strokesTable.roundId, roundId));

  return { fanout, testApp, app, regular, range, course, holes, parOf, startedRound, scorecard, concede, rowsOf };
}
