import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums, parseCsv, tournamentResultsCsvColumns } from '@golf/contracts';
import { strokes } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses, playHole } from '../../../test/golf';
import {
  closeAllRounds,
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
  tournamentEntries,
  tournamentNotices,
} from '../../../test/tournaments';
import type { TestUser } from '../../../test/users';

/** A tournament end to end through the API: entries, play, the cut, the board, payouts, review, DQ. */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);
const { tournament_entry_fee: FEE, tournament_payout: PAYOUT, tournament_refund: REFUND } = enums.transaction_action;

const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  payload === undefined
    ? app.inject({ method, url: `/api/v1${url}`, headers })
    : app.inject({ method, url: `/api/v1${url}`, headers, payload });

async function playRound(id: number, number: number, player: TestUser, holes: [number, number][]) {
  const res = await api('POST', `/tournaments/${id}/rounds/${number}/play`, player.headers);
  expect(res.statusCode, res.body).toBe(200);
  const roundId = res.json().data.round_id as number;
  for (const [hole, score] of holes) await playHole(testApp, roundId, player, hole, score);
  return roundId;
}

const board = async (id: number) => (await api('GET', `/tournaments/${id}/leaderboard?per_page=10`)).json();

describe('a two-round tournament with a cut', () => {
  it('enters, plays, cuts, ranks with ties, pays out once and keeps the ledger whole', async () => {
    const body = tournamentBody(course.id);
    body.rounds[0] = { ...body.rounds[0]!, tournament_cut: 2 } as (typeof body.rounds)[number];
    const { id } = await createTournament(testApp, staff, body);
    await publish(testApp, staff, id);
    const players = [
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
    ];
    for (const player of players) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    expect((await tournamentEntries(testApp, id)).map((e) => [e.action, e.amount])).toEqual([
      [FEE, 100],
      [FEE, 100],
      [FEE, 100],
    ]);

    await openRound(testApp, id, 1);
    // Not before round 2 opens, and only entrants.
    expectError(
      await api('POST', `/tournaments/${id}/rounds/2/play`, players[0]!.headers),
      'tournaments.round_not_open',
    );
    const [a, b, c] = players as [TestUser, TestUser, TestUser];
    const roundA = await playRound(id, 1, a, [[1, 3]]);
    // Mulligans are off in tournament rounds.
    const round = (await api('GET', `/rounds/${roundA}`, a.headers)).json().data;
    expect(round).toMatchObject({ mulligans: 0, game_mode: 20, max_players: 1 });
    await playRound(id, 1, b, [[1, 3]]);
    expectError(await api('POST', `/tournaments/${id}/rounds/1/play`, a.headers), 'tournaments.round_already_played');
    await playRound(id, 1, c, [[1, 6]]);

    // Everyone finished round 1: the cut (top 2 and ties) has applied.
    const afterCut = await board(id);
    expect(
      afterCut.data.map((r: { user_id: number; position_label: string }) => [r.user_id, r.position_label]),
    ).toEqual([
      [a.id, 'T1'],
      [b.id, 'T1'],
      [c.id, 'CUT'],
    ]);
    expect(afterCut.meta).toMatchObject({ total: 3, basis: 'gross' });

    await openRound(testApp, id, 2);
    expectError(await api('POST', `/tournaments/${id}/rounds/2/play`, c.headers), 'tournaments.entry_out');
    const tee = (await api('GET', `/tournaments/${id}/tee-times?round=2`)).json().data;
    expect(tee).toMatchObject({ round_number: 2, mode: 'window', groups: [] });
    await playRound(id, 2, a, [[1, 3]]);
    const me = (await api('GET', `/tournaments/${id}/leaderboard/me?per_page=1`, b.headers)).json().data;
    expect(me).toMatchObject({
      index: 1,
      page: 2,
      row: { user_id: b.id, position_label: '2', thru: 1, finished_round: true },
    });
    await playRound(id, 2, b, [[1, 5]]);

    // The last round is over: the tournament completed and paid 10:9 of 1000 to the two finishers.
    const detail = (await api('GET', `/tournaments/events/${id}`, a.headers)).json().data;
    expect(detail.status).toBe('finished');
    expect(detail.prize_pool.paid).toEqual([
      { user_id: a.id, display_name: a.displayName, position_label: '1', amount: 526 },
      { user_id: b.id, display_name: b.displayName, position_label: '2', amount: 474 },
    ]);
    expect(await balanceOf(testApp, a)).toBe(900 + 526);
    expect(await balanceOf(testApp, c)).toBe(900);
    const complete = await api('POST', `/tournaments/${id}/complete`, staff.headers);
    expect(complete.statusCode).toBe(200);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT)).toHaveLength(2);
    // Each winner is told what they won, once, though staff completed again.
    for (const [player, amount] of [
      [a, 526],
      [b, 474],
    ] as const)
      expect(await tournamentNotices(testApp, player)).toEqual([
        expect.objectContaining({
          type: 'tournament_prize',
          body: `You won ${amount} Coins in the tournament "${detail.title}".`,
          data: {
            notification_type: 'tournament_prize',
            tournament_id: id,
            tournament_title: detail.title,
            token_type: 10,
            amount,
          },
        }),
      ]);
    expect(await tournamentNotices(testApp, c)).toEqual([]);

    const csv = await api('GET', `/tournaments/${id}/results.csv`, staff.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = parseCsv(csv.body).map((r) => r.cells);
    expect(records[0]).toEqual([...tournamentResultsCsvColumns]);
    const payout = records[0]!.indexOf('payout');
    expect(records.slice(1).map((cells) => [cells[0], cells[1], cells[payout]])).toEqual([
      ['1', String(a.id), '526'],
      ['2', String(b.id), '474'],
      ['CUT', String(c.id), ''],
    ]);
    await expectLedgerConsistent(testApp);
  });

  it('"Last round unplayed": staff cannot complete while the last round is on (English and Swedish)', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    await openRound(testApp, id, 2);
    const complete = (locale: string) =>
      api('POST', `/tournaments/${id}/complete`, { ...staff.headers, 'accept-language': locale });
    expectError(await complete('en'), 'tournaments.last_round_unplayed');
    expectError(await complete('sv'), 'tournaments.last_round_unplayed', { locale: 'sv' });
  });
});

describe('integrity, withdrawal and cancelling', () => {
  it('holds a round with a flagged stroke for review; staff approve it or disqualify with a reason', async () => {
    // One body: two would read the clock twice, and the round could start a millisecond before the tournament.
    const body = tournamentBody(course.id, {}, 1);
    body.rounds[0] = { ...body.rounds[0]!, holes: [1, 2] };
    const { id } = await createTournament(testApp, staff, body);
    await publish(testApp, staff, id);
    const [p, q] = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    for (const player of [p, q]) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    const flaggedRound = await playRound(id, 1, p, [[1, 4]]);
    await testApp.database.db
      .update(strokes)
      .set({ flagReason: 'carry reported=30000 computed=18900 tolerance=1500' })
      .where(eq(strokes.roundId, flaggedRound));
    await playHole(testApp, flaggedRound, p, 2, 4);
    const entrants = (await api('GET', `/tournaments/${id}/entrants?needs_review=true`, staff.headers)).json();
    expect(entrants.data).toMatchObject([
      { user_id: p.id, needs_review: true, rounds: [{ number: 1, state: 'review' }] },
    ]);
    // Held: it does not count yet.
    expect((await board(id)).data.find((r: { user_id: number }) => r.user_id === p.id).position_label).toBe('-');

    const review = (payload: object) =>
      api('POST', `/tournaments/${id}/entrants/${p.id}/review`, staff.headers, payload);
    expect((await review({ round_number: 1, decision: 'approve' })).statusCode).toBe(204);
    expectError(await review({ round_number: 1, decision: 'approve' }), 'tournaments.not_in_review');
    expect((await board(id)).data[0]).toMatchObject({ user_id: p.id, position_label: '1', gross: 8 });

    const dq = await api('POST', `/tournaments/${id}/entrants/${q.id}/disqualify`, staff.headers, {
      reason: 'Ball speed cap',
    });
    expect(dq.statusCode).toBe(204);
    const rows = (await board(id)).data;
    expect(rows.map((r: { position_label: string }) => r.position_label)).toEqual(['1', 'DQ']);
    // q was the only other entrant: with p finished and q out, the tournament completed and paid p.
    expect(await balanceOf(testApp, p)).toBe(900 + 1000);
    await expectLedgerConsistent(testApp);
  });

  it('withdrawing before the start refunds the fee; cancelling refunds everyone once', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const [w, s] = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    for (const player of [w, s]) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    expect((await api('POST', `/tournaments/${id}/withdraw`, w.headers)).statusCode).toBe(200);
    expect(await balanceOf(testApp, w)).toBe(1000);
    expectError(await api('POST', `/tournaments/${id}/withdraw`, w.headers), 'tournaments.not_entered');
    for (let i = 0; i < 2; i++)
      expect((await api('POST', `/tournaments/${id}/cancel`, staff.headers, {})).statusCode).toBe(200);
    expect(await balanceOf(testApp, s)).toBe(1000);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === REFUND)).toHaveLength(2);
    // The entrant is told once, with the fee; the player who had withdrawn is not.
    expect((await tournamentNotices(testApp, s)).map((note) => [note.type, note.data.refunded])).toEqual([
      ['tournament_cancelled', true],
    ]);
    expect(await tournamentNotices(testApp, w)).toEqual([]);
    expectError(await enter(testApp, id, w), 'tournaments.closed');
    await expectLedgerConsistent(testApp);
  });

  it('invites go from pending to accepted by entering', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const [host, guest] = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    expectError(
      await api('POST', `/tournaments/${id}/invites`, host.headers, { user_id: guest.id }),
      'tournaments.not_entered',
    );
    expect((await enter(testApp, id, host)).statusCode).toBe(200);
    expect((await api('POST', `/tournaments/${id}/invites`, host.headers, { user_id: guest.id })).statusCode).toBe(201);
    const [told] = await tournamentNotices(testApp, guest);
    expect(told).toMatchObject({
      type: 'tournament_invite',
      title: 'Tournament invite',
      data: { tournament_id: id, display_name: host.displayName },
    });
    const pending = (await api('GET', '/tournaments/invites', guest.headers)).json().data;
    expect(pending).toMatchObject([{ tournament_id: id, status: 10, invited_by: host.id }]);
    const accepted = await api('POST', `/tournaments/${id}/invites/accept`, guest.headers, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.my_entry).toMatchObject({ status: 'entered', fee_paid: 100 });
    expect((await api('GET', '/tournaments/invites', guest.headers)).json().data).toEqual([]);
    expectError(
      await api('POST', `/tournaments/${id}/invites/accept`, guest.headers, {}),
      'tournaments.invalid_invite',
    );
  });

  it('lists tournaments by tab for players and by created_at for staff', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, { title: 'Listed' }));
    const staffList = (await api('GET', '/tournaments', staff.headers)).json().data;
    expect(staffList[0]).toMatchObject({ id, title: 'Listed', status: 'draft', published_at: null });
    const upcoming = async () => (await api('GET', '/tournaments/events?tab=upcoming&per_page=100')).json().data;
    expect((await upcoming()).some((t: { id: number }) => t.id === id)).toBe(false);
    await publish(testApp, staff, id);
    expect((await upcoming()).find((t: { id: number }) => t.id === id)).toMatchObject({
      places_left: 50,
      entered: false,
    });
    await closeAllRounds(testApp, id);
  });
});
