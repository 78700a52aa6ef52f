import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { rounds as roundsTable } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { addDevice, createRound, demoCourses, grantMultiplayer, join, setDefault, start } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const course = regular[0]!;

const strokePlay = (extra: Record<string, unknown> = {}) => ({
  title: 'Sunday four-ball',
  game_mode: 20,
  course_id: course.id,
  ...extra,
});

const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  payload === undefined
    ? app.inject({ method: 'POST', url, headers })
    : app.inject({ method: 'POST', url, headers, payload });

describe('creating a round', () => {
  it('stores every setting and makes the caller host and first player', async () => {
    const host = await createTestUser(testApp);
    const res = await post('/api/v1/rounds', host.headers, {
      title: 'Settings',
      visibility: 20,
      game_mode: 30,
      max_players: 3,
      elevation: 30,
      game_condition: 4,
      gimme_distance: 950,
      gimme_on_second_put: true,
      mulligans: 2,
      green_stimp: 3,
      tries: 5,
      tee: 30,
      course_id: course.id,
      use_hcp: true,
      hole_group: 99,
      holes: [3, 7, 12],
      restrict_hardware: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const round = res.json().data;
    expect(round).toMatchObject({
      title: 'Settings',
      visibility: 20,
      game_mode: 30,
      max_players: 3,
      elevation: 30,
      game_condition: 4,
      gimme_distance: 950,
      gimme_on_second_put: true,
      mulligans: 2,
      green_stimp: 3,
      tries: 5,
      tee: 30,
      use_hcp: true,
      hole_group: 99,
      holes: [3, 7, 12],
      round_status: 10,
      play_status: 0,
      host_id: host.id,
      player_count: 1,
      free_slots: 2,
      course: { id: course.id },
    });
    expect(round.players).toEqual([expect.objectContaining({ user_id: host.id, is_host: true, play_status: 0 })]);
    // The state lives in the database: a fresh read gives the same round.
    const again = await app.inject({ url: `/api/v1/rounds/${round.id}`, headers: host.headers });
    expect(again.json().data).toEqual(round);
  });

  it('resolves the hole groups: all 18, front 9, back 9', async () => {
    const host = await createTestUser(testApp);
    expect((await createRound(testApp, host, strokePlay({ hole_group: 10 }))).holes).toHaveLength(18);
    expect((await createRound(testApp, host, strokePlay({ hole_group: 20 }))).holes).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect((await createRound(testApp, host, strokePlay({ hole_group: 30 }))).holes).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
  });

  it('refuses an empty or missing title: "Title empty"', async () => {
    const host = await createTestUser(testApp);
    expectError(await post('/api/v1/rounds', host.headers, strokePlay({ title: '   ' })), 'rounds.title_required');
    expectError(await post('/api/v1/rounds', host.headers, strokePlay({ title: undefined })), 'rounds.title_required');
  });

  it('refuses a custom hole group without holes: "At least one hole"', async () => {
    const host = await createTestUser(testApp);
    expectError(
      await post('/api/v1/rounds', host.headers, strokePlay({ hole_group: 99, holes: [] })),
      'rounds.hole_required',
    );
    expectError(await post('/api/v1/rounds', host.headers, strokePlay({ hole_group: 99 })), 'rounds.hole_required');
  });

  it('refuses a gimme distance from the app environment: "Gimme distance not on mobile"', async () => {
    const host = await createTestUser(testApp);
    const headers = { ...host.headers, 'x-golf-environment': 'app' };
    expectError(
      await post('/api/v1/rounds', headers, strokePlay({ gimme_distance: 600 })),
      'rounds.gimme_distance_not_on_mobile',
    );
    // Without a gimme distance the app may create rounds; the game environment may set one.
    expect((await post('/api/v1/rounds', headers, strokePlay())).statusCode).toBe(201);
    const game = { ...host.headers, 'x-golf-environment': 'game' };
    expect((await post('/api/v1/rounds', game, strokePlay({ gimme_distance: 600 }))).statusCode).toBe(201);
  });

  it('match play is for exactly two players', async () => {
    const host = await createTestUser(testApp);
    const res = await post('/api/v1/rounds', host.headers, strokePlay({ game_mode: 10, max_players: 4 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('max_players');
  });

  it('a driving range round needs the driving range', async () => {
    const host = await createTestUser(testApp);
    const res = await post('/api/v1/rounds', host.headers, strokePlay({ game_mode: 50 }));
    expect(res.json().errors).toHaveProperty('course_id');
    expect(
      (await post('/api/v1/rounds', host.headers, strokePlay({ game_mode: 50, course_id: range.id }))).statusCode,
    ).toBe(201);
  });
});

describe('course allocation when starting a round', () => {
  it('"Course missing, old version or needs download" for a course the player does not have; a map pack or a grant gives it', async () => {
    const host = await createTestUser(testApp);
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    const locked = regular[2]!;
    await setDefault(testApp, locked.id, false);
    try {
      expectError(
        await post('/api/v1/rounds', host.headers, strokePlay({ course_id: locked.id })),
        'rounds.course_unavailable',
      );
      expectError(
        await post('/api/v1/rounds', host.headers, strokePlay({ course_id: 999_999 })),
        'rounds.course_unavailable',
      );
      // Granted by staff.
      const grant = await post(`/api/v1/admin/users/${host.id}/courses`, admin.headers, { course_id: locked.id });
      expect(grant.statusCode, grant.body).toBe(204);
      expect((await post('/api/v1/rounds', host.headers, strokePlay({ course_id: locked.id }))).statusCode).toBe(201);
      const revoke = await app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/users/${host.id}/courses/${locked.id}`,
        headers: admin.headers,
      });
      expect(revoke.statusCode).toBe(204);
      expectError(
        await post('/api/v1/rounds', host.headers, strokePlay({ course_id: locked.id })),
        'rounds.course_unavailable',
      );
      // Through a map pack the player owns.
      const pack = await post('/api/v1/admin/mappacks', admin.headers, {
        title: 'Desert pack',
        course_ids: [locked.id],
      });
      expect(pack.statusCode, pack.body).toBe(201);
      const own = await post(`/api/v1/admin/users/${host.id}/map-packs`, admin.headers, {
        map_pack_id: pack.json().data.id,
      });
      expect(own.statusCode, own.body).toBe(204);
      expect((await post('/api/v1/rounds', host.headers, strokePlay({ course_id: locked.id }))).statusCode).toBe(201);
      const list = await app.inject({ url: '/api/v1/courses?filter[owned]=1&per_page=100', headers: host.headers });
      const mine = list.json().data.find((c: { id: number }) => c.id === locked.id);
      expect(mine).toMatchObject({ owned: true, source: 'map_pack' });
    } finally {
      await setDefault(testApp, locked.id, true);
    }
  });
});

describe('lobby', () => {
  it('lists public active rounds, filterable by course, game mode and free slots', async () => {
    const host = await createTestUser(testApp);
    const open = await createRound(testApp, host, strokePlay({ title: 'Lobby open', course_id: regular[1]!.id }));
    const hidden = await createRound(testApp, host, strokePlay({ title: 'Lobby private', visibility: 20 }));
    const full = await createRound(testApp, host, strokePlay({ title: 'Lobby full', max_players: 1, game_mode: 30 }));
    const list = async (query: string) =>
      (await app.inject({ url: `/api/v1/rounds?search=Lobby&${query}`, headers: host.headers }))
        .json()
        .data.map((r: { id: number }) => r.id);
    expect(await list('')).toEqual(expect.arrayContaining([open.id, full.id]));
    expect(await list('')).not.toContain(hidden.id);
    expect(await list(`filter[course_id]=${regular[1]!.id}`)).toEqual([open.id]);
    expect(await list('filter[game_mode]=30')).toEqual([full.id]);
    expect(await list('filter[has_free_slot]=1')).toEqual([open.id]);
    expect(await list('filter[has_free_slot]=0')).toEqual([full.id]);
    const unknown = await app.inject({ url: '/api/v1/rounds?filter[colour]=red', headers: host.headers });
    expect(unknown.statusCode).toBe(422);
  });

  it('takes integer filters in plain decimal only, within what the column holds', async () => {
    const host = await createTestUser(testApp);
    const refusal = async (query: string) => {
      const res = await app.inject({ url: `/api/v1/rounds?${query}`, headers: host.headers });
      expectError(res, 'general.validation_failed');
      const [field, messages] = Object.entries(res.json().errors as Record<string, string[]>)[0]!;
      return [field, messages[0]];
    };
    // JavaScript's Number() reads all of these as 20 (or "" as 0).
    for (const loose of ['0x14', '2e1', '020', '%2020', ''])
      expect(await refusal(`filter[game_mode]=${loose}`), loose).toEqual([
        'filter.game_mode',
        'The game mode field must be an integer.',
      ]);
    // game_mode is a smallint and course_id an integer: past them PostgreSQL itself refused with a 500.
    expect(await refusal('filter[game_mode]=40000')).toEqual([
      'filter.game_mode',
      'The game mode field must not be greater than 32767.',
    ]);
    expect((await refusal('filter[course_id]=2147483648'))[0]).toBe('filter.course_id');
    const listed = await app.inject({ url: '/api/v1/rounds?filter[game_mode]=-20', headers: host.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([]);
  });
});

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
    const same = await addDevice(testApp, guest.id, 'Launch Pro 2');
    expect((await join(testApp, round.id, guest, { game_identifier_id: same })).statusCode).toBe(200);
  });
});

describe('starting play', () => {
  it('host only; match play needs two players; pending → ongoing once', async () => {
    const host = await createTestUser(testApp);
    const guest = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay({ game_mode: 10, max_players: 2 }));
    expectError(await start(testApp, round.id, host), 'rounds.too_few_players_for_match_play');
    await join(testApp, round.id, guest);
    expectError(await start(testApp, round.id, guest), 'rounds.not_allowed');
    const res = await start(testApp, round.id, host);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ play_status: 10, round_status: 10 });
    expect(res.json().data.players.map((p: { play_status: number }) => p.play_status)).toEqual([10, 10]);
    expect(res.json().data.players[0].current_hole).toBe(1);
    expect(fanout.events(realtimeChannels.round(round.id))).toContainEqual({
      event: roundEvents.roundStarted,
      payload: { round_id: round.id },
    });
    expectError(await start(testApp, round.id, host), 'rounds.unplayable_state');
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
    expectError(
      await post(`/api/v1/rounds/${round.id}/invites`, host.headers, { user_id: c.id }),
      'rounds.friend_lacks_feature',
    );
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

describe('presence channel authorization', () => {
  it('participants may subscribe to presence-rounds.{id}, others may not', async () => {
    const host = await createTestUser(testApp);
    const stranger = await createTestUser(testApp);
    const round = await createRound(testApp, host, strokePlay());
    const auth = (user: { headers: Record<string, string> }) =>
      post('/api/v1/broadcasting/auth', user.headers, {
        socket_id: '123.456',
        channel_name: realtimeChannels.round(round.id),
      });
    expect((await auth(host)).statusCode).toBe(200);
    expect((await auth(stranger)).statusCode).toBe(403);
  });
});
