import { describe, expect, it } from 'vitest';
import { errorDefinitions, parseCsv, translate, type ErrorKey } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses, playHole } from '../../../test/golf';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
} from '../../../test/tournaments';
import type { TestUser } from '../../../test/users';

/** Divisions (decision 0098) and the gross / net board (decision 0099), codes 6023–6029 in English and Swedish. */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);

const flights = [
  { name: 'Low', max_handicap: 10 },
  { name: 'High', min_handicap: 10, max_handicap: 30 },
];
const speedCaps = [
  { name: 'Capped', max_ball_speed: 55 },
  { name: 'Open', max_ball_speed: 90 },
];

const get = (url: string, headers: Record<string, string> = {}, locale = 'en') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, 'accept-language': locale } });

async function bothLanguages(send: (locale: string) => Promise<Parameters<typeof expectError>[0]>, key: ErrorKey) {
  expectError(await send('en'), key);
  expectError(await send('sv'), key, { locale: 'sv' });
}

async function published(extra: Record<string, unknown>) {
  const { id } = await createTournament(testApp, staff, tournamentBody(course.id, extra));
  await publish(testApp, staff, id);
  return id;
}

async function playRound(id: number, player: TestUser, score: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/tournaments/${id}/rounds/1/play`,
    headers: player.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  await playHole(testApp, res.json().data.round_id, player, 1, score);
}

const labels = (body: { data: { user_id: number; position_label: string }[] }) =>
  body.data.map((row) => [row.user_id, row.position_label]);

describe('defining divisions (back-office)', () => {
  const post = (divisions: unknown[], locale: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/tournaments',
      headers: { ...staff.headers, 'accept-language': locale },
      payload: tournamentBody(course.id, { divisions }),
    });

  it.each([
    { name: 'mixed kinds', divisions: [flights[0], speedCaps[0]], key: 'tournaments.invalid_divisions' },
    { name: 'neither kind', divisions: [{ name: 'Nothing' }], key: 'tournaments.invalid_divisions' },
    {
      name: 'both kinds in one',
      divisions: [{ name: 'Both', max_handicap: 10, max_ball_speed: 60 }],
      key: 'tournaments.invalid_divisions',
    },
    {
      name: 'overlapping ranges',
      divisions: [flights[0], { name: 'Mid', min_handicap: 8, max_handicap: 20 }],
      key: 'tournaments.divisions_overlap',
    },
  ] as const)('refuses $name', async ({ divisions, key }) => {
    await bothLanguages((locale) => post([...divisions], locale), key);
  });

  it('keeps them in order, numbered, and fixes them once published', async () => {
    const created = await post(flights, 'en');
    expect(created.statusCode, created.body).toBe(201);
    const { id, divisions } = created.json().data;
    expect(divisions).toEqual([
      { number: 1, name: 'Low', kind: 'handicap', min_handicap: null, max_handicap: 10, max_ball_speed: null },
      { number: 2, name: 'High', kind: 'handicap', min_handicap: 10, max_handicap: 30, max_ball_speed: null },
    ]);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/v1/tournaments/${id}`, headers: staff.headers, payload });
    const edited = await patch({ divisions: speedCaps });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.divisions.map((d: { kind: string }) => d.kind)).toEqual(['ball_speed', 'ball_speed']);
    expectError(await patch({ divisions: [flights[0], speedCaps[0]] }), 'tournaments.invalid_divisions');
    await publish(testApp, staff, id);
    expectError(await patch({ divisions: flights }), 'tournaments.changes_not_allowed');
  });
});

describe('entering a tournament with divisions', () => {
  it('places an entrant by handicap index and refuses one no division fits', async () => {
    const id = await published({ divisions: flights });
    const low = await createEntrant(testApp, admin, { hcp: 4.2 });
    const high = await createEntrant(testApp, admin, { hcp: 10 });
    expect((await enter(testApp, id, low)).json().data.my_entry.division).toBe(1);
    // A ball-speed choice means nothing to handicap divisions: the index decides.
    expect((await enter(testApp, id, high, { division: 1 })).json().data.my_entry.division).toBe(2);
    const none = await createEntrant(testApp, admin, { hcp: 30 });
    await bothLanguages((locale) => enter(testApp, id, none, {}, locale), 'tournaments.no_division');
    // No handicap index counts as 54.
    expectError(
      await enter(testApp, id, await createEntrant(testApp, admin, { hcp: null })),
      'tournaments.no_division',
    );
    const page = (await get(`/tournaments/events/${id}`)).json().data;
    expect(page.divisions.map((d: { name: string }) => d.name)).toEqual(['Low', 'High']);
  });

  it('asks for a ball-speed division, one of the tournament’s', async () => {
    const id = await published({ divisions: speedCaps });
    const player = await createEntrant(testApp, admin);
    await bothLanguages((locale) => enter(testApp, id, player, {}, locale), 'tournaments.division_required');
    expectError(await enter(testApp, id, player, { division: 3 }), 'tournaments.division_required');
    const res = await enter(testApp, id, player, { division: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.my_entry.division).toBe(2);
  });
});

describe('the ball-speed cap', () => {
  it('disqualifies an entry as soon as a launch goes over its cap, with the reason', async () => {
    const id = await published({ divisions: speedCaps });
    const [capped, open] = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    expect((await enter(testApp, id, capped, { division: 1 })).statusCode).toBe(200);
    expect((await enter(testApp, id, open, { division: 2 })).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    // playHole launches at 60 m/s: over the 55 cap, under the 90 one.
    await playRound(id, capped, 3);
    await playRound(id, open, 4);
    const mine = (await get(`/tournaments/events/${id}`, capped.headers)).json().data.my_entry;
    const reason = translate('en', 'errors.tournaments.ball_speed_over_cap', { speed: 60, cap: 55 });
    expect(mine).toMatchObject({ status: 'disqualified', disqualified_reason: reason, position_label: 'DQ' });
    expect(reason).toBe("A launch at 60 m/s went over the division's ball-speed cap of 55 m/s.");
    expect(translate('sv', 'errors.tournaments.ball_speed_over_cap', { speed: 60, cap: 55 })).toBe(
      'Ett slag med 60 m/s gick över klassens tak för bollhastighet på 55 m/s.',
    );
    expect(errorDefinitions['tournaments.ball_speed_over_cap'].code).toBe(6029);
    const board = (await get(`/tournaments/${id}/leaderboard`)).json();
    expect(labels(board)).toEqual([
      [open.id, '1'],
      [capped.id, 'DQ'],
    ]);
    // The capped player's later strokes still record; the entry stays out and its round cannot count.
    expect((await get(`/tournaments/events/${id}`, open.headers)).json().data.my_entry.status).toBe('entered');
  });
});

describe('the board per division, gross or net', () => {
  it('ranks each division on its own and reads gross or net', async () => {
    const id = await published({ divisions: flights });
    const scratch = await createEntrant(testApp, admin, { hcp: 0 });
    const steady = await createEntrant(testApp, admin, { hcp: 2 });
    const improver = await createEntrant(testApp, admin, { hcp: 28 });
    for (const player of [scratch, steady, improver]) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    await playRound(id, scratch, 3);
    await playRound(id, steady, 4);
    await playRound(id, improver, 5);

    const whole = (await get(`/tournaments/${id}/leaderboard`)).json();
    expect(labels(whole)).toEqual([
      [scratch.id, '1'],
      [steady.id, '2'],
      [improver.id, '3'],
    ]);
    expect(whole.meta).toMatchObject({ basis: 'gross', default_basis: 'gross', division: null });
    expect(whole.data.map((row: { division: number }) => row.division)).toEqual([1, 1, 2]);
    // The results file carries each entrant's division, so staff can sort the whole field by it.
    const csv = parseCsv((await get(`/tournaments/${id}/results.csv`, staff.headers)).body).map((r) => r.cells);
    const [user, division] = ['user_id', 'division'].map((name) => csv[0]!.indexOf(name));
    expect(csv.slice(1).map((cells) => [cells[user!], cells[division!]])).toEqual([
      [String(scratch.id), '1'],
      [String(steady.id), '1'],
      [String(improver.id), '2'],
    ]);

    // Net: the 28 handicap's strokes on the hole put them first; today follows the reading.
    const net = (await get(`/tournaments/${id}/leaderboard?view=net`)).json();
    expect(net.meta).toMatchObject({ basis: 'net', default_basis: 'gross' });
    expect(net.data[0].user_id).toBe(improver.id);
    expect(net.data[0].position_label).toBe('1');
    expect(net.data[0].today).toBe(net.data[0].net_to_par);
    expect(net.data[0].net_to_par).toBeLessThan(net.data[0].to_par);
    const gross = (await get(`/tournaments/${id}/leaderboard?view=gross`)).json();
    expect(labels(gross)).toEqual(labels(whole));

    const high = (await get(`/tournaments/${id}/leaderboard?division=2`)).json();
    expect(labels(high)).toEqual([[improver.id, '1']]);
    expect(high.meta).toMatchObject({ total: 1, division: 2 });
    const lowNet = (await get(`/tournaments/${id}/leaderboard?division=1&view=net`)).json();
    expect(lowNet.data.map((row: { user_id: number }) => row.user_id)).toEqual([scratch.id, steady.id]);

    const me = (await get(`/tournaments/${id}/leaderboard/me?division=2&per_page=1`, improver.headers)).json();
    expect(me.data).toMatchObject({ page: 1, index: 0, row: { user_id: improver.id, position_label: '1' } });
    await bothLanguages(
      (locale) => get(`/tournaments/${id}/leaderboard/me?division=1`, improver.headers, locale),
      'tournaments.other_division',
    );
    await bothLanguages(
      (locale) => get(`/tournaments/${id}/leaderboard?division=3`, {}, locale),
      'tournaments.unknown_division',
    );
  });
});
