import { describe, expect, it } from 'vitest';
import { realtimeChannels, roundEvents } from '@golf/contracts';
import { expectError } from '../../../test/errors';
import { createRound, join, setDefault, start } from '../../../test/golf';
import { createTestUser } from '../../../test/users';
import { createRoundsFixture } from './rounds.fixture';

const { fanout, testApp, app, regular, range, course, strokePlay, post } = await createRoundsFixture();

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

  it('refuses a title over ROUND_TITLE_MAX characters, naming the limit, in both languages (it was cut silently)', async () => {
    const host = await createTestUser(testApp);
    const long = strokePlay({ title: 'x'.repeat(500) });
    expectError(await post('/api/v1/rounds', host.headers, long), 'rounds.title_too_long', { params: { max: 80 } });
    const sv = await post('/api/v1/rounds', { ...host.headers, 'accept-language': 'sv' }, long);
    expectError(sv, 'rounds.title_too_long', { locale: 'sv', params: { max: 80 } });
    expect(sv.json().error).toContain('80');
    // The limit is after trimming: 80 characters with spaces around are fine.
    const fits = await post('/api/v1/rounds', host.headers, strokePlay({ title: ` ${'y'.repeat(80)} ` }));
    expect(fits.statusCode, fits.body).toBe(201);
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
      'The game mode field must not be greater than 32,767.',
    ]);
    expect((await refusal('filter[course_id]=2147483648'))[0]).toBe('filter.course_id');
    const listed = await app.inject({ url: '/api/v1/rounds?filter[game_mode]=-20', headers: host.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([]);
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
