import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roundPlayers, rounds as roundsTable } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { createRound, demoCourses, join, start } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

/** GET /rounds/mine: the rounds a player can go back to from the lobby. */
const testApp = await createTestApp();
const { app } = testApp;
const { regular } = await demoCourses(testApp);
const course = regular[0]!;

const mine = async (user: TestUser) => {
  const res = await app.inject({ url: '/api/v1/rounds/mine', headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; title: string; play_status: number; host_display_name: string }[];
};

describe('GET /rounds/mine', () => {
  it("lists the caller's pending and ongoing rounds, private ones too, newest first, and nobody else's", async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const pending = await createRound(testApp, host, { title: 'Waiting', game_mode: 20, course_id: course.id });
    const hidden = await createRound(testApp, host, {
      title: 'Private',
      visibility: 20,
      game_mode: 20,
      course_id: course.id,
    });
    expect((await join(testApp, pending.id, guest)).statusCode).toBe(200);
    expect((await start(testApp, pending.id, host)).statusCode).toBe(200);

    const hostRounds = await mine(host);
    expect(hostRounds.map((round) => round.id)).toEqual([hidden.id, pending.id]);
    expect(hostRounds[1]).toMatchObject({ title: 'Waiting', play_status: 10, host_display_name: host.displayName });
    expect((await mine(guest)).map((round) => round.id)).toEqual([pending.id]);
    expect(await mine(stranger)).toEqual([]);
  });

  it('leaves out completed rounds and rounds the caller has finished while others play on', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const done = await createRound(testApp, host, { title: 'Done', game_mode: 20, course_id: course.id });
    const playing = await createRound(testApp, host, { title: 'Playing', game_mode: 20, course_id: course.id });
    expect((await join(testApp, playing.id, guest)).statusCode).toBe(200);
    const { db } = testApp.database;
    await db.update(roundsTable).set({ roundStatus: 20, playStatus: 100 }).where(eq(roundsTable.id, done.id));
    await db
      .update(roundPlayers)
      .set({ playStatus: 100 })
      .where(and(eq(roundPlayers.roundId, playing.id), eq(roundPlayers.userId, host.id)));

    expect(await mine(host)).toEqual([]);
    expect((await mine(guest)).map((round) => round.title)).toEqual(['Playing']);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/v1/rounds/mine' })).statusCode).toBe(401);
  });
});
