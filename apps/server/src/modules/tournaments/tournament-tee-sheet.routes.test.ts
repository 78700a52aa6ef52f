import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents, tournamentEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { createEconomyAdmin, staffActionsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
  tournamentNotices,
} from '../../../test/tournaments';
import { createTestUser, type TestUser } from '../../../test/users';

/** Staff edit an assigned tee sheet (docs/tournaments.md#tee-sheet-edits); the form's options; declining invites. */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const minutes = (iso: string, n: number) => new Date(new Date(iso).getTime() + n * 60_000).toISOString();

/** An assigned-mode tournament, groups of two ten minutes apart, with three entrants (slots 0, 1 | 2). */
async function assignedTournament() {
  const body = tournamentBody(course.id, { tee_time_mode: 'assigned', group_size: 2, tee_interval_minutes: 10 });
  const { id } = await createTournament(testApp, staff, body);
  await publish(testApp, staff, id);
  const players: TestUser[] = [];
  for (let i = 0; i < 3; i++) {
    const player = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, player)).statusCode).toBe(200);
    players.push(player);
  }
  return {
    id,
    start: body.rounds[0]!.start_at,
    end: body.rounds[0]!.end_at,
    players: players as [TestUser, TestUser, TestUser],
  };
}

const groupsOf = (sheet: { groups: { tee_time: string; players: { user_id: number }[] }[] }) =>
  sheet.groups.map((group) => [group.tee_time, group.players.map((p) => p.user_id)]);

describe('editing the tee sheet', () => {
  it('moves a player to a new time and swaps two; players and the log see it', async () => {
    const { id, start, players } = await assignedTournament();
    const [a, b, c] = players;
    const move = (userId: number, teeTime: string, locale = 'en') =>
      api(
        'POST',
        `/tournaments/${id}/tee-times/move`,
        { ...staff.headers, 'accept-language': locale },
        {
          round_number: 1,
          user_id: userId,
          tee_time: teeTime,
        },
      );
    // The first group is full (two of two).
    expectError(await move(c.id, start), 'tournaments.tee_group_full');
    expectError(await move(c.id, start, 'sv'), 'tournaments.tee_group_full', { locale: 'sv' });
    const moved = await move(a.id, minutes(start, 20));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(groupsOf(moved.json().data)).toEqual([
      [start, [b.id]],
      [minutes(start, 10), [c.id]],
      [minutes(start, 20), [a.id]],
    ]);
    // The player reads the new time for round 1; round 2 keeps the slot's time.
    const page = (await api('GET', `/tournaments/events/${id}`, a.headers)).json().data;
    expect(page.my_entry.rounds.map((r: { tee_time: string }) => r.tee_time)[0]).toBe(minutes(start, 20));
    const sheet2 = (await api('GET', `/tournaments/${id}/tee-times?round=2`, a.headers)).json().data;
    expect(sheet2.groups[0].players.map((p: { user_id: number }) => p.user_id)).toEqual([a.id, b.id]);

    const swapped = await api('POST', `/tournaments/${id}/tee-times/swap`, staff.headers, {
      round_number: 1,
      user_id: b.id,
      other_user_id: a.id,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(groupsOf(swapped.json().data)).toEqual([
      [start, [a.id]],
      [minutes(start, 10), [c.id]],
      [minutes(start, 20), [b.id]],
    ]);
    const public_ = (await api('GET', `/tournaments/${id}/tee-times?round=1`, {})).json().data;
    expect(groupsOf(public_)).toEqual(groupsOf(swapped.json().data));
    expect((await staffActionsOf(testApp, 'tournaments.tee_time_moved', { type: 'tournament', id }))[0]).toMatchObject({
      actor_id: staff.id,
      properties: { round: 1, user_id: a.id, from: start, to: minutes(start, 20) },
    });
    expect(await staffActionsOf(testApp, 'tournaments.tee_times_swapped', { type: 'tournament', id })).toMatchObject([
      { actor_id: staff.id, properties: { round: 1, user_id: b.id, other_user_id: a.id } },
    ]);
    // Players watching the tournament hear of each edit that went through, and of none that was refused.
    const edits = fanout
      .events(realtimeChannels.tournament(id))
      .filter((e) => e.event === tournamentEvents.teeSheetUpdated);
    expect(edits.map((e) => e.payload)).toEqual([
      { tournament_id: id, round_number: 1 },
      { tournament_id: id, round_number: 1 },
    ]);
    // Each player whose own time changed is told, once per edit, live too; the refused move told nobody.
    const teeTimeNotices = async (player: TestUser) =>
      (await tournamentNotices(testApp, player)).filter((note) => note.type === 'tournament_tee_time');
    expect((await teeTimeNotices(a)).map((note) => [note.title, note.data.round_number])).toEqual([
      ['Tee time changed', 1],
      ['Tee time changed', 1],
    ]);
    expect(await teeTimeNotices(b)).toHaveLength(1);
    expect(await teeTimeNotices(c)).toEqual([]);
    // Tee-time notices only: the coins staff credited the entrants for their fees told them too.
    const created = (player: TestUser) =>
      fanout
        .events(realtimeChannels.user(player.id))
        .filter(
          (e) =>
            e.event === serverEvents.notificationCreated &&
            (e.payload as { type: string }).type === 'tournament_tee_time',
        );
    expect(created(a)).toHaveLength(2);
    expect(created(c)).toEqual([]);
  });

  it('refuses times off the sheet, players not in, and any edit once the round started', async () => {
    const { id, start, end, players } = await assignedTournament();
    const [a, b] = players;
    const move = (userId: number, teeTime: string) =>
      api('POST', `/tournaments/${id}/tee-times/move`, staff.headers, {
        round_number: 1,
        user_id: userId,
        tee_time: teeTime,
      });
    expectError(await move(a.id, minutes(start, 5)), 'tournaments.tee_time_off_interval');
    expectError(await move(a.id, end), 'tournaments.tee_time_outside_window');
    expectError(await move(a.id, minutes(start, -10)), 'tournaments.tee_time_outside_window');
    expectError(await move(a.id, start), 'tournaments.tee_same_time');
    const swapSame = await api('POST', `/tournaments/${id}/tee-times/swap`, staff.headers, {
      round_number: 1,
      user_id: a.id,
      other_user_id: b.id,
    });
    expectError(swapSame, 'tournaments.tee_same_time');
    const stranger = await createTestUser(testApp);
    expectError(await move(stranger.id, minutes(start, 30)), 'tournaments.not_entered');
    expect((await api('POST', `/tournaments/${id}/withdraw`, b.headers)).statusCode).toBe(200);
    expectError(await move(b.id, minutes(start, 30)), 'tournaments.entry_out');
    expect((await move(a.id, minutes(start, 30))).statusCode).toBe(200);
    // A player cannot edit the sheet.
    const asPlayer = await api('POST', `/tournaments/${id}/tee-times/move`, a.headers, {
      round_number: 1,
      user_id: a.id,
      tee_time: minutes(start, 40),
    });
    expect(asPlayer.statusCode).toBe(403);
    await openRound(testApp, id, 1);
    expectError(await move(a.id, minutes(start, 40)), 'tournaments.tee_round_started');
  });

  it('has no tee sheet to edit in window mode', async () => {
    const body = tournamentBody(course.id);
    const { id } = await createTournament(testApp, staff, body);
    const res = await api('POST', `/tournaments/${id}/tee-times/move`, staff.headers, {
      round_number: 1,
      user_id: staff.id,
      tee_time: body.rounds[0]!.start_at,
    });
    expectError(res, 'tournaments.tee_sheet_not_assigned');
  });
});

describe('the form options for manage-tournaments alone', () => {
  it('lists courses and hardware devices to staff with only manage-tournaments', async () => {
    const res = await api('GET', '/tournaments/options', staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { courses, hardware_devices } = res.json().data;
    expect(courses).toContainEqual(expect.objectContaining({ id: course.id, title: expect.any(String) }));
    expect(Array.isArray(hardware_devices)).toBe(true);
    // The same staff member cannot read the course and hardware resources themselves.
    expect((await api('GET', '/admin/courses', staff.headers)).statusCode).toBe(403);
    const player = await createTestUser(testApp);
    expect((await api('GET', '/tournaments/options', player.headers)).statusCode).toBe(403);
  });
});

describe('declining an invite', () => {
  it('deletes the pending invite; a second decline is refused; the player can be invited again', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const host = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, host)).statusCode).toBe(200);
    const guest = await createEntrant(testApp, admin);
    const invite = () => api('POST', `/tournaments/${id}/invites`, host.headers, { user_id: guest.id });
    expect((await invite()).statusCode).toBe(201);
    const pending = async () => (await api('GET', '/tournaments/invites', guest.headers)).json().data;
    expect((await pending()).map((i: { tournament_id: number }) => i.tournament_id)).toEqual([id]);
    const decline = () => api('POST', `/tournaments/${id}/invites/decline`, guest.headers);
    expect((await decline()).statusCode).toBe(204);
    expect(await pending()).toEqual([]);
    expectError(await decline(), 'tournaments.invalid_invite');
    expect((await invite()).statusCode).toBe(201);
    // Each invite was a notification; the refused decline added none.
    expect((await tournamentNotices(testApp, guest)).map((note) => note.type)).toEqual([
      'tournament_invite',
      'tournament_invite',
    ]);
  });
});
