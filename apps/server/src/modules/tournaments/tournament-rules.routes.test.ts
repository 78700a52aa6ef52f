import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorKey } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { addDevice, addHardwareDevice, demoCourses } from '../../../test/golf';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
} from '../../../test/tournaments';
import { createTestUser } from '../../../test/users';

/** Every spec §8 "Tournaments" message (and "Tournament started"), code and text in English and Swedish. */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);

const post = (body: Record<string, unknown>, locale: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/tournaments',
    headers: { ...staff.headers, 'accept-language': locale },
    payload: body,
  });

/** Asserts the reply in both languages. */
async function bothLanguages(send: (locale: string) => Promise<Parameters<typeof expectError>[0]>, key: ErrorKey) {
  expectError(await send('en'), key);
  expectError(await send('sv'), key, { locale: 'sv' });
}

describe('editing (spec §8 Tournaments)', () => {
  const base = tournamentBody(course.id);
  const round = base.rounds[0]!;

  it.each([
    {
      name: 'Invalid winning logic: unknown value',
      body: { ...base, winning_logic: 40 },
      key: 'tournaments.invalid_winning_logic',
    },
    {
      name: 'Invalid winning logic: no payout with a prize',
      body: { ...base, winning_logic: 100 },
      key: 'tournaments.invalid_winning_logic',
    },
    {
      name: 'Invalid winning logic: a split without a prize',
      body: { ...base, prize_sum: null },
      key: 'tournaments.invalid_winning_logic',
    },
    { name: 'Max rounds', body: tournamentBody(course.id, {}, 5), key: 'tournaments.max_rounds' },
    {
      name: 'Missing course',
      body: { ...base, rounds: [{ ...round, course_id: null }] },
      key: 'tournaments.missing_course',
    },
    {
      name: 'Round date',
      body: { ...base, rounds: [base.rounds[1], base.rounds[0]] },
      key: 'tournaments.round_date',
    },
    {
      name: 'Settings mismatch',
      body: { ...base, rounds: [base.rounds[0], { ...base.rounds[1], green_stimp: 4 }] },
      key: 'tournaments.settings_mismatch',
    },
  ] as const)('$name', async ({ body, key }) => {
    await bothLanguages((locale) => post(body as Record<string, unknown>, locale), key);
  });

  it('the prize sum is at least 1000, or blank for no payout', async () => {
    const res = await post({ ...base, prize_sum: 999 }, 'en');
    expectError(res, 'general.validation_failed');
    expect(res.json().errors.prize_sum).toEqual([
      'The prize sum must be at least :min. Leave it blank for no payout.'.replace(':min', '1000'),
    ]);
    await createTournament(testApp, staff, { ...base, prize_sum: null, winning_logic: 100 });
  });

  it('a round is stroke play, so a driving range is no course for it', async () => {
    const { range } = await demoCourses(testApp);
    const rounds = base.rounds.map((each) => ({ ...each, course_id: range.id }));
    const refused = await post({ ...base, rounds }, 'en');
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors['rounds.0.course_id']).toEqual(['The selected course is invalid.']);
    const options = await app.inject({ url: '/api/v1/tournaments/options', headers: staff.headers });
    const offered = (options.json().data.courses as { id: number }[]).map((each) => each.id);
    expect(offered).toContain(course.id);
    expect(offered).not.toContain(range.id);
  });

  it('a start set in the past is refused, naming the fields in the caller’s language; one kept is not', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const past = { ...base, start_at: hourAgo, rounds: [{ ...round, start_at: hourAgo }] };
    const refused = await post(past, 'en');
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors.start_at).toEqual(['The start time field must be a date in the future.']);
    const backwards = await post({ ...base, end_at: base.start_at }, 'sv');
    expect(backwards.json().errors.end_at).toEqual(['Fältet sluttid måste vara ett datum efter starttid.']);
    expect(backwards.json().errors['rounds.0.end_at']).toEqual([
      'Fältet sluttid måste vara ett datum före turneringens slut.',
    ]);

    // Under way, its start in the past: an edit that sends the same start again is not refused for it.
    const { id } = await createTournament(testApp, staff, base);
    await openRound(testApp, id, 1);
    const [row] = await rowsOf<{ start_at: Date }>(testApp, sql`select start_at from tournaments where id = ${id}`);
    const kept = await app.inject({
      method: 'PATCH',
      url: `/api/v1/tournaments/${id}`,
      headers: staff.headers,
      payload: { title: 'Still on', start_at: new Date(row!.start_at).toISOString() },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('Changes not allowed: the terms are fixed once published; Tournament started: after start_at', async () => {
    const { id } = await createTournament(testApp, staff, base);
    await publish(testApp, staff, id);
    const patch = (payload: Record<string, unknown>, locale: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/tournaments/${id}`,
        headers: { ...staff.headers, 'accept-language': locale },
        payload,
      });
    await bothLanguages((locale) => patch({ entry_fee: 5 }, locale), 'tournaments.changes_not_allowed');
    const renamed = await patch({ title: 'Renamed' }, 'en');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.title).toBe('Renamed');
    await openRound(testApp, id, 1);
    await bothLanguages((locale) => patch({ max_players: 60 }, locale), 'rounds.tournament_started');
  });

  it('needs manage-tournaments', async () => {
    const player = await createTestUser(testApp);
    const res = await app.inject({ method: 'GET', url: '/api/v1/tournaments', headers: player.headers });
    expectError(res, 'auth.insufficient_permissions');
  });
});

/** A published tournament that only the hardware device `version` (added here) may play. */
async function publishedForDevice(version: string, extra: Record<string, unknown> = {}) {
  await addHardwareDevice(testApp, version);
  const [device] = await rowsOf<{ id: number }>(
    testApp,
    sql`select id from hardware_devices where hardware_version = ${version}`,
  );
  const { id } = await createTournament(
    testApp,
    staff,
    tournamentBody(course.id, { ...extra, hardware_device_ids: [device!.id] }),
  );
  await publish(testApp, staff, id);
  return id as number;
}

describe('entering (spec §6, §8)', () => {
  it('Handicap too high: only players below the limit', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, { handicap_limit: 10 }));
    await publish(testApp, staff, id);
    const high = await createEntrant(testApp, admin, { hcp: 10 });
    await bothLanguages((locale) => enter(testApp, id, high, {}, locale), 'tournaments.handicap_too_high');
    const low = await createEntrant(testApp, admin, { hcp: 9.9 });
    expect((await enter(testApp, id, low)).statusCode).toBe(200);
  });

  it('Hardware not allowed: a registered device of an allowed model', async () => {
    const id = await publishedForDevice('SIM-PRO');
    const player = await createEntrant(testApp, admin);
    const other = await addDevice(testApp, player.id, 'HOME-NET');
    await bothLanguages((locale) => enter(testApp, id, player, {}, locale), 'tournaments.hardware_not_allowed');
    await bothLanguages(
      (locale) => enter(testApp, id, player, { game_identifier_id: other }, locale),
      'tournaments.hardware_not_allowed',
    );
    const good = await addDevice(testApp, player.id, 'sim-pro ');
    expect((await enter(testApp, id, player, { game_identifier_id: good })).statusCode).toBe(200);
  });

  it('2FA, the tournaments feature, places and the fee', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, { max_players: 2 }));
    await publish(testApp, staff, id);
    expectError(
      await enter(testApp, id, await createEntrant(testApp, admin, { twoFactor: false })),
      'tournaments.two_factor_required',
    );
    expectError(
      await enter(testApp, id, await createEntrant(testApp, admin, { feature: false })),
      'tournaments.feature_required',
    );
    const poor = await createEntrant(testApp, admin, { coins: 50 });
    expectError(await enter(testApp, id, poor), 'tournaments.no_tokens');
    expect(await balanceOf(testApp, poor)).toBe(50);
    const [a, b, c] = [
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
    ];
    expect((await enter(testApp, id, a)).statusCode).toBe(200);
    expectError(await enter(testApp, id, a), 'tournaments.already_entered');
    expect((await enter(testApp, id, b)).statusCode).toBe(200);
    expectError(await enter(testApp, id, c), 'tournaments.full');
    expect(await balanceOf(testApp, a)).toBe(900);
  });

  it('the page lists every check the caller fails before they try, and entering refuses with the first', async () => {
    const id = await publishedForDevice('RANGE-ONE', { handicap_limit: 20 });
    const refusalsOf = async (user: { headers: Record<string, string> } | null) => {
      const reply = await app.inject({
        method: 'GET',
        url: `/api/v1/tournaments/events/${id}`,
        headers: user?.headers ?? {},
      });
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { data: { entry_refusals: string[] } }).data.entry_refusals;
    };

    const newcomer = await createEntrant(testApp, admin, { twoFactor: false, feature: false, hcp: null, coins: 50 });
    expect(await refusalsOf(newcomer)).toEqual([
      'two_factor_missing',
      'feature_missing',
      'handicap_too_high',
      'hardware_missing',
      'tokens_missing',
    ]);
    await bothLanguages((locale) => enter(testApp, id, newcomer, {}, locale), 'tournaments.two_factor_required');
    expect(await refusalsOf(null)).toEqual([]);

    const ready = await createEntrant(testApp, admin);
    expect(await refusalsOf(ready)).toEqual(['hardware_missing']);
    const own = await addDevice(testApp, ready.id, 'range-one');
    expect(await refusalsOf(ready)).toEqual([]);
    expect((await enter(testApp, id, ready, { game_identifier_id: own })).statusCode).toBe(200);
    // Entered: nothing to refuse; the fee (100 of 1000) is paid.
    expect(await refusalsOf(ready)).toEqual([]);
  });

  it('Tournament started: no entering or withdrawing after start_at', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const early = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, early)).statusCode).toBe(200);
    const late = await createEntrant(testApp, admin);
    await openRound(testApp, id, 1);
    await bothLanguages((locale) => enter(testApp, id, late, {}, locale), 'rounds.tournament_started');
    const withdraw = await app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${id}/withdraw`,
      headers: early.headers,
    });
    expectError(withdraw, 'rounds.tournament_started');
  });
});
