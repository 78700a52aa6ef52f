import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents, translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses, grantMultiplayer, join, start } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import { EVICT_EVENT } from '../../realtime/socket-control';
import { createTestUser, type TestUser } from '../../../test/users';

/** Rounds that never start: the host cancels them, other players leave them (docs/rounds-and-play.md, "Rounds"). */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const { regular } = await demoCourses(testApp);
const course = regular[0]!;

const strokePlay = { title: 'Waiting', game_mode: 20, course_id: course.id };
const act = (action: 'cancel' | 'leave', roundId: number, user: TestUser) =>
  app.inject({ method: 'POST', url: `/api/v1/rounds/${roundId}/${action}`, headers: user.headers });
const mineIds = async (user: TestUser) =>
  (await app.inject({ url: '/api/v1/rounds/mine', headers: user.headers }))
    .json()
    .data.map((r: { id: number }) => r.id);

describe('POST /rounds/{id}/cancel', () => {
  it('the host ends a round that has not started: completed, never played, gone from every list, players told', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const invitee = await createTestUser(testApp);
    await grantMultiplayer(testApp, invitee.id);
    const round = await createRound(testApp, host, strokePlay);
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites`,
      headers: host.headers,
      payload: { user_id: invitee.id },
    });

    expect(await mineIds(host)).toContain(round.id);
    const res = await act('cancel', round.id, host);
    expect(res.statusCode, res.body).toBe(204);

    const after = (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: guest.headers })).json().data;
    expect(after).toMatchObject({ round_status: 20, play_status: 0, started_at: null });
    expect(after.completed_at).not.toBeNull();
    expect(await mineIds(host)).not.toContain(round.id);
    expect(await mineIds(guest)).not.toContain(round.id);
    const invites = await app.inject({ url: '/api/v1/rounds/invites', headers: invitee.headers });
    expect(invites.json().data).toEqual([]);
    const lobby = await app.inject({ url: '/api/v1/rounds?per_page=100', headers: guest.headers });
    expect(lobby.json().data.map((r: { id: number }) => r.id)).not.toContain(round.id);
    // Never played, so never in match history.
    const history = await app.inject({ url: '/api/v1/rounds/history', headers: host.headers });
    expect(history.json().data.map((r: { round_id: number }) => r.round_id)).not.toContain(round.id);
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: roundEvents.roundCancelled,
      payload: { round_id: round.id },
    });
    // A cancelled round is closed: joining or cancelling again says so.
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.closed');
    expectError(await act('cancel', round.id, host), 'rounds.closed');
  });

  it('refusals: not the host (rounds.not_allowed), started (rounds.already_started), unknown or hidden (rounds.unavailable)', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay);
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expectError(await act('cancel', round.id, guest), 'rounds.not_allowed');
    expectError(await act('cancel', 999_999, host), 'rounds.unavailable');
    const hidden = await createRound(testApp, host, { ...strokePlay, visibility: 20 });
    expectError(await act('cancel', hidden.id, guest), 'rounds.unavailable');

    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    expectError(await act('cancel', round.id, host), 'rounds.already_started');
    const sv = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/cancel`,
      headers: { ...host.headers, 'accept-language': 'sv' },
    });
    expectError(sv, 'rounds.already_started', { locale: 'sv' });
  });
});

describe('POST /rounds/{id}/leave', () => {
  it('a player leaves a round that has not started: the seat is free again and the others are told', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const round = await createRound(testApp, host, { ...strokePlay, max_players: 2 });
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.round_full');

    const res = await act('leave', round.id, guest);
    expect(res.statusCode, res.body).toBe(204);
    const after = (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: host.headers })).json().data;
    expect(after.players.map((p: { user_id: number }) => p.user_id)).toEqual([host.id]);
    expect(after.free_slots).toBe(1);
    expect(await mineIds(guest)).not.toContain(round.id);
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: roundEvents.playerLeft,
      payload: { round_id: round.id, user_id: guest.id },
    });
    // Their sockets leave the round's presence channel on every node: they are no longer its player.
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: EVICT_EVENT,
      payload: { user_id: String(guest.id) },
    });
    // The seat is free for someone else.
    expect((await join(testApp, round.id, await createTestUser(testApp))).statusCode).toBe(200);
  });

  it('a local player leaves too, and may then join another local round', async () => {
    const host = await createTestUser(testApp);
    const couch = await createTestUser(testApp);
    const round = await createRound(testApp, host, { ...strokePlay, local: true });
    const joinLocal = (code: string) =>
      app.inject({ method: 'POST', url: '/api/v1/rounds/join-local', headers: couch.headers, payload: { code } });
    expect((await joinLocal(round.join_code!)).statusCode).toBe(200);
    expect((await act('leave', round.id, couch)).statusCode).toBe(204);
    const other = await createRound(testApp, await createTestUser(testApp), { ...strokePlay, local: true });
    expect((await joinLocal(other.join_code!)).statusCode).toBe(200);
  });

  it('refusals: the host (rounds.host_cannot_leave), not a player (rounds.not_allowed), started (rounds.already_started)', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay);
    expectError(await act('leave', round.id, host), 'rounds.host_cannot_leave');
    expectError(await act('leave', round.id, guest), 'rounds.not_allowed');
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    expectError(await act('leave', round.id, guest), 'rounds.already_started');
  });
});

describe('errors in Swedish', () => {
  it('"Gimme distance not on mobile" (3002) follows Accept-Language: sv', async () => {
    const host = await createTestUser(testApp);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: { ...host.headers, 'x-golf-environment': 'app', 'accept-language': 'sv-SE,sv;q=0.9' },
      payload: { ...strokePlay, gimme_distance: 600 },
    });
    expectError(res, 'rounds.gimme_distance_not_on_mobile', { locale: 'sv' });
    expect(res.json().error).not.toBe(translate('en', 'errors.rounds.gimme_distance_not_on_mobile'));
  });

  it('a mistyped join code is "no round has this code", in Swedish too', async () => {
    const user = await createTestUser(testApp);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds/join-local',
      headers: { ...user.headers, 'accept-language': 'sv' },
      payload: { code: 'ZZZZ99' },
    });
    expectError(res, 'rounds.unknown_join_code', { locale: 'sv' });
    expect(res.json().error).toContain('kod');
  });
});
