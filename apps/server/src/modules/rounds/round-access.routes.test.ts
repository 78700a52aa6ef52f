import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses, grantMultiplayer, join, start } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

/** Who may read a round: GET /rounds/{id}, its scorecard and its play state (docs/rounds-and-play.md, "Rounds"). */
const testApp = await createTestApp();
const { app } = testApp;
const { regular } = await demoCourses(testApp);
const course = regular[0]!;

const reads = (roundId: number) => [
  `/api/v1/rounds/${roundId}`,
  `/api/v1/rounds/${roundId}/scorecard`,
  `/api/v1/rounds/${roundId}/state`,
];
const get = (url: string, user: TestUser) => app.inject({ url, headers: user.headers });

async function privateRound(host: TestUser) {
  return createRound(testApp, host, { title: 'Members only', visibility: 20, game_mode: 20, course_id: course.id });
}

describe('reading a private round', () => {
  it('answers a stranger exactly as for a round that does not exist: rounds.unavailable, on every read', async () => {
    const host = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const round = await privateRound(host);
    for (const url of reads(round.id)) {
      const hidden = await get(url, stranger);
      expectError(hidden, 'rounds.unavailable');
      const missing = await get(url.replace(`/rounds/${round.id}`, '/rounds/999999'), stranger);
      expectError(missing, 'rounds.unavailable');
      // Same status and body: the reply does not reveal that the round exists.
      expect(hidden.json()).toEqual(missing.json());
    }
  });

  it('the host, its players and a player with a pending invite may read it, started or not', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const invitee = await createTestUser(testApp);
    await grantMultiplayer(testApp, guest.id);
    await grantMultiplayer(testApp, invitee.id);
    const round = await privateRound(host);
    for (const user of [guest, invitee]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${round.id}/invites`,
        headers: host.headers,
        payload: { user_id: user.id },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    for (const user of [host, guest, invitee])
      for (const url of reads(round.id)) expect((await get(url, user)).statusCode, `${url} ${user.id}`).toBe(200);
  });

  it('a declined invite no longer opens it', async () => {
    const host = await createTestUser(testApp);
    const invitee = await createTestUser(testApp);
    await grantMultiplayer(testApp, invitee.id);
    const round = await privateRound(host);
    await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites`,
      headers: host.headers,
      payload: { user_id: invitee.id },
    });
    expect((await get(`/api/v1/rounds/${round.id}`, invitee)).statusCode).toBe(200);
    const declined = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites/decline`,
      headers: invitee.headers,
    });
    expect(declined.statusCode).toBe(204);
    expectError(await get(`/api/v1/rounds/${round.id}`, invitee), 'rounds.unavailable');
  });

  it('a public round stays readable by anyone signed in', async () => {
    const host = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const round = await createRound(testApp, host, { title: 'Open', game_mode: 20, course_id: course.id });
    for (const url of reads(round.id)) expect((await get(url, stranger)).statusCode, url).toBe(200);
  });

  it('the lobby lists no private round, and "My rounds" only the caller\'s', async () => {
    const host = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const round = await privateRound(host);
    const lobby = await app.inject({ url: '/api/v1/rounds?per_page=100', headers: stranger.headers });
    expect(lobby.json().data.map((r: { id: number }) => r.id)).not.toContain(round.id);
    const mine = await app.inject({ url: '/api/v1/rounds/mine', headers: stranger.headers });
    expect(mine.json().data).toEqual([]);
  });
});
