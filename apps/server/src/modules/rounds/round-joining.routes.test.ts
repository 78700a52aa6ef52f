import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { rounds as roundsTable } from '../../db/schema';
import { expectError } from '../../../test/errors';
import { addDevice, addHardwareDevice, createRound, grantMultiplayer, join, start } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';
import { createRoundsFixture } from './rounds.fixture';

const { fanout, testApp, app, strokePlay, post } = await createRoundsFixture();

describe('joining', () => {
  it('joins, publishes player joined, and refuses a second join: "Already joined"', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay());
    // The body is optional: a request without one joins without a device.
    const res = await app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/join`, headers: guest.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.players.map((p: { user_id: number }) => p.user_id)).toEqual([host.id, guest.id]);
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: roundEvents.playerJoined,
      payload: { round_id: round.id, user_id: guest.id, is_local: false },
    });
    expectError(await join(testApp, round.id, guest), 'rounds.already_joined');
    expectError(await join(testApp, round.id, host), 'rounds.already_joined');
  });

  it('"Unavailable" for a round that does not exist', async () => {
    const guest = await createTestUser(testApp);
    expectError(await join(testApp, 999_999, guest), 'rounds.unavailable');
    expectError(await app.inject({ url: '/api/v1/rounds/999999', headers: guest.headers }), 'rounds.unavailable');
  });

  it('"Unavailable" into a private round without an invite, as for a round that does not exist', async () => {
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay({ visibility: 20 }));
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.unavailable');
  });

  it('"Round full" when every seat is taken', async () => {
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay({ max_players: 2 }));
    expect((await join(testApp, round.id, await createTestUser(testApp))).statusCode).toBe(200);
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.round_full');
  });

  it('"Cannot join" once play has started, "Closed" once the round is completed', async () => {
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay());
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.cannot_join');
    await testApp.database.db.update(roundsTable).set({ roundStatus: 20 }).where(eq(roundsTable.id, round.id));
    expectError(await join(testApp, round.id, await createTestUser(testApp)), 'rounds.closed');
  });

  it('"Must select hardware" and "Hardware mismatch" in a round restricted to one device', async () => {
    const host = await createTestUser(testApp);
    const hostDevice = await addDevice(testApp, host.id, 'Launch Pro 2');
    await addHardwareDevice(testApp, 'Launch Pro 2');
    expectError(
      await post('/api/v1/rounds', host.headers, strokePlay({ restrict_hardware: 'Launch Pro 2' })),
      'rounds.hardware_required',
    );
    const round = await createRound(
      testApp,
      host,
      strokePlay({ restrict_hardware: 'Launch Pro 2', game_identifier_id: hostDevice }),
    );
    const guest = await createTestUser(testApp);
    expectError(await join(testApp, round.id, guest), 'rounds.hardware_required');
    const other = await addDevice(testApp, guest.id, 'Garage Sensor 1');
    expectError(await join(testApp, round.id, guest, { game_identifier_id: other }), 'rounds.hardware_mismatch');
    // Someone else's device does not count as the guest's.
    expectError(await join(testApp, round.id, guest, { game_identifier_id: hostDevice }), 'rounds.hardware_required');
    // The matching rule (docs/decisions/0047): surrounding spaces and letter case do not count.
    const same = await addDevice(testApp, guest.id, ' launch PRO 2 ');
    expect((await join(testApp, round.id, guest, { game_identifier_id: same })).statusCode).toBe(200);
  });

  it('restrict_hardware names a hardware device: any other is "Unknown hardware" (12002), and nothing is made', async () => {
    const host = await createTestUser(testApp);
    const device = await addDevice(testApp, host.id, 'Garage Sensor 9');
    const before = await app.inject({ url: '/api/v1/rounds?per_page=100', headers: host.headers });
    const res = await post(
      '/api/v1/rounds',
      host.headers,
      strokePlay({ restrict_hardware: 'Garage Sensor 9', game_identifier_id: device }),
    );
    expectError(res, 'content.unknown_hardware', { params: { version: 'Garage Sensor 9' } });
    expect(res.json().error).toBe(
      'No hardware device has the hardware version "Garage Sensor 9". Choose one of the hardware devices staff have added.',
    );
    const sv = await post(
      '/api/v1/rounds',
      { ...host.headers, 'accept-language': 'sv' },
      strokePlay({ restrict_hardware: 'Garage Sensor 9', game_identifier_id: device }),
    );
    expect(sv.json().error).toBe(
      'Ingen hårdvaruenhet har hårdvaruversionen "Garage Sensor 9". Välj en av de hårdvaruenheter som personalen har lagt till.',
    );
    expect((await app.inject({ url: '/api/v1/rounds?per_page=100', headers: host.headers })).json().meta.total).toBe(
      before.json().meta.total,
    );

    // Named in another letter case, the round stores the device's own spelling.
    await addHardwareDevice(testApp, 'Garage Sensor 9');
    const round = await createRound(
      testApp,
      host,
      strokePlay({ restrict_hardware: 'GARAGE sensor 9', game_identifier_id: device }),
    );
    expect(round.restrict_hardware).toBe('Garage Sensor 9');
  });
});

describe('invites', () => {
  it('host only: "Only host can invite"; accept joins the round; decline removes the invite', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const friend = await createTestUser(testApp);
    await grantMultiplayer(testApp, friend.id);
    await grantMultiplayer(testApp, guest.id);
    const round = await createRound(testApp, host, strokePlay({ visibility: 20 }));
    await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: guest.id });
    expect((await post(`/api/v1/rounds/${round.id}/invites/accept`, guest.headers, {})).statusCode).toBe(200);
    expectError(
      await post(`/api/v1/rounds/${round.id}/invites`, guest.headers, { user_id: friend.id }),
      'rounds.only_host_can_invite',
    );
    const invite = await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: friend.id });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json().data).toMatchObject({ round_id: round.id, user_id: friend.id, status: 10 });
    const pending = await app.inject({ url: '/api/v1/rounds/invites', headers: friend.headers });
    expect(pending.json().data).toEqual([
      expect.objectContaining({ round_id: round.id, round_title: 'Sunday four-ball' }),
    ]);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/invites/decline`, headers: friend.headers }))
        .statusCode,
    ).toBe(204);
    expect((await app.inject({ url: '/api/v1/rounds/invites', headers: friend.headers })).json().data).toEqual([]);
    expectError(await post(`/api/v1/rounds/${round.id}/invites/accept`, friend.headers, {}), 'rounds.invalid_invite');
  });

  it('once the round starts its invites are no longer offered, and nobody more is invited', async () => {
    const host = await createTestUser(testApp);
    const [invitee, late] = [await createTestUser(testApp), await createTestUser(testApp)];
    await grantMultiplayer(testApp, invitee.id);
    await grantMultiplayer(testApp, late.id);
    const round = await createRound(testApp, host, strokePlay({ max_players: 3 }));
    expect((await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: invitee.id })).statusCode).toBe(
      201,
    );
    const invitesOf = async (user: TestUser) =>
      (await app.inject({ url: '/api/v1/rounds/invites', headers: user.headers })).json().data;
    expect(await invitesOf(invitee)).toHaveLength(1);
    expect((await start(testApp, round.id, host)).statusCode).toBe(200);
    expect(await invitesOf(invitee)).toEqual([]);
    expectError(
      await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: late.id }),
      'rounds.already_started',
    );
  });

  it('by display name in any letter case; an unknown name, or both or neither of id and name, is a 422', async () => {
    const host = await createTestUser(testApp);
    const friend = await createTestUser(testApp);
    await grantMultiplayer(testApp, friend.id);
    const round = await createRound(testApp, host, strokePlay({ visibility: 20 }));
    const url = `/api/v1/rounds/${round.id}/invites`;

    const invite = await post(url, host.headers, { display_name: ` ${friend.displayName.toUpperCase()} ` });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json().data).toMatchObject({ user_id: friend.id, display_name: friend.displayName, status: 10 });
    // By id the reply names the player too; the pending invite is the same one.
    const again = await post(url, host.headers, { user_id: friend.id });
    expect(again.json().data).toMatchObject({ id: invite.json().data.id, display_name: friend.displayName });

    const unknown = await post(url, { ...host.headers, 'accept-language': 'sv' }, { display_name: 'nobody_here' });
    expectError(unknown, 'general.validation_failed', { locale: 'sv' });
    expect(unknown.json().errors).toEqual({ display_name: ['Ingen spelare heter "nobody_here".'] });
    expect((await post(url, host.headers, { display_name: 'nobody_here' })).json().errors.display_name).toEqual([
      'No player is called "nobody_here".',
    ]);
    for (const body of [{}, { user_id: friend.id, display_name: friend.displayName }]) {
      const reply = await post(url, host.headers, body);
      expectError(reply, 'general.validation_failed');
      expect(Object.keys(reply.json().errors)).toEqual(['display_name']);
    }
    expect((await app.inject({ url: '/api/v1/rounds/invites', headers: friend.headers })).json().data).toHaveLength(1);

    // The host's room lists the pending invite until it is answered; other players see no list.
    const roomOf = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/api/v1/rounds/${round.id}`, headers })).json().data;
    expect((await roomOf(host.headers)).invited).toEqual([{ user_id: friend.id, display_name: friend.displayName }]);
    expect((await post(`${url}/accept`, friend.headers, {})).statusCode).toBe(200);
    expect((await roomOf(host.headers)).invited).toEqual([]);
    expect((await roomOf(friend.headers)).invited).toBeNull();
  });

  it('"Invalid invite" to accept or decline without one', async () => {
    const host = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay());
    expectError(await post(`/api/v1/rounds/${round.id}/invites/accept`, stranger.headers, {}), 'rounds.invalid_invite');
    expectError(
      await app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${round.id}/invites/decline`,
        headers: stranger.headers,
      }),
      'rounds.invalid_invite',
    );
    expectError(await post('/api/v1/rounds/999999/invites/accept', stranger.headers, {}), 'rounds.invalid_invite');
  });

  it('"Max players reached" when players and pending invites fill the round; "Friend lacks feature" without multiplayer', async () => {
    const host = await createTestUser(testApp);
    const [a, b, c] = [await createTestUser(testApp), await createTestUser(testApp), await createTestUser(testApp)];
    for (const user of [a, b]) await grantMultiplayer(testApp, user.id);
    const round = await createRound(testApp, host, strokePlay({ max_players: 2 }));
    // The refusal names the invitee, the missing feature in the caller's language, and how to get it.
    expectError(
      await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: c.id }),
      'rounds.friend_lacks_feature',
      { params: { name: c.displayName, feature: 'Multiplayer' } },
    );
    const swedish = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/invites`,
      headers: { ...host.headers, 'accept-language': 'sv' },
      payload: { user_id: c.id },
    });
    expectError(swedish, 'rounds.friend_lacks_feature', {
      locale: 'sv',
      params: { name: c.displayName, feature: 'Flerspelarläge' },
    });
    expect(swedish.json().error).toContain('Flerspelarläge');
    expect((await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: a.id })).statusCode).toBe(201);
    expectError(
      await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: b.id }),
      'rounds.max_players_reached',
    );
  });

  it('a pending invite holds its seat: nobody else joins into it, the invitee still can', async () => {
    const host = await createTestUser(testApp);
    const [invitee, other] = [await createTestUser(testApp), await createTestUser(testApp)];
    await grantMultiplayer(testApp, invitee.id);
    const round = await createRound(testApp, host, strokePlay({ max_players: 2 }));
    expect((await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: invitee.id })).statusCode).toBe(
      201,
    );
    const lobbyEntry = async () => {
      const res = await app.inject({
        url: `/api/v1/rounds?filter[has_free_slot]=0&per_page=100`,
        headers: other.headers,
      });
      return res.json().data.find((r: { id: number }) => r.id === round.id);
    };
    expect(await lobbyEntry()).toMatchObject({ player_count: 1, free_slots: 0 });
    const seen = await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: other.headers });
    expect(seen.json().data).toMatchObject({ player_count: 1, free_slots: 0, invited: null });

    expectError(await join(testApp, round.id, other), 'rounds.round_full');
    const accepted = await post(`/api/v1/rounds/${round.id}/invites/accept`, invitee.headers, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ player_count: 2, free_slots: 0 });
  });
});

describe('local rounds', () => {
  it('join by code; "User already local", "Joined locally", "Connected to another\'s game"', async () => {
    const host = await createTestUser(testApp);
    const couch = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay({ local: true }));
    expect(round.join_code).toMatch(/^[A-Z2-9]{6}$/);
    // Only the host sees the code.
    const seen = await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: couch.headers });
    expect(seen.json().data.join_code).toBeNull();

    const joined = await post('/api/v1/rounds/join-local', couch.headers, { code: round.join_code!.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data.players).toContainEqual(expect.objectContaining({ user_id: couch.id, is_local: true }));
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: roundEvents.playerJoined,
      payload: { round_id: round.id, user_id: couch.id, is_local: true },
    });

    expectError(
      await post('/api/v1/rounds/join-local', couch.headers, { code: round.join_code }),
      'rounds.user_already_local',
    );
    expectError(await join(testApp, round.id, couch), 'rounds.joined_locally');
    expectError(
      await post('/api/v1/rounds/join-local', host.headers, { code: round.join_code }),
      'rounds.already_joined',
    );
    // A mistyped code is told apart from a round that has ended.
    expectError(await post('/api/v1/rounds/join-local', couch.headers, { code: 'NOPE22' }), 'rounds.unknown_join_code');

    // While on the host's simulator, the player cannot join or host anything else.
    const elsewhere = await createRound(testApp, await createTestUser(testApp), strokePlay());
    expectError(await join(testApp, elsewhere.id, couch), 'rounds.connected_to_other_game');
    expectError(await post('/api/v1/rounds', couch.headers, strokePlay()), 'rounds.connected_to_other_game');
  });
});
