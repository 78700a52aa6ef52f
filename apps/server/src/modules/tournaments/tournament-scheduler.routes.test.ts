import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';
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
} from '../../../test/tournaments';
import type { TestUser } from '../../../test/users';
import { createTournamentScheduler } from './tournament-scheduler';

/**
 * The scheduler (decision 0100): the tournament's clock passes a round's end_at with nobody reading
 * the page or playing a stroke, and the pass makes the cut, marks open rounds "not played", completes
 * and pays out. The clock moves by setting the rounds' windows into the past, as the other tests do.
 */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const staff = await createTournamentStaff(testApp);
const admin = await createEconomyAdmin(testApp);
const { tournament_payout: PAYOUT } = enums.transaction_action;

async function startPlay(id: number, number: number, player: TestUser) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/tournaments/${id}/rounds/${number}/play`,
    headers: player.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.round_id as number;
}

const entryStates = (id: number) =>
  rowsOf<{ user_id: number; status: string }>(
    testApp,
    sql`select user_id, status from tournament_entries where tournament_id = ${id} order by user_id`,
  );
const playStates = (id: number) =>
  rowsOf<{ state: string }>(
    testApp,
    sql`select p.state from tournament_plays p join tournament_rounds r on r.id = p.tournament_round_id
        where r.tournament_id = ${id} order by p.id`,
  );

async function entered(id: number, count: number) {
  const players: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const player = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, player)).statusCode).toBe(200);
    players.push(player);
  }
  return players;
}

describe('the tournament scheduler', () => {
  it('completes and pays out once the last window closes, with no read, and only once', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, {}, 1));
    await publish(testApp, staff, id);
    const [a, b, c] = (await entered(id, 3)) as [TestUser, TestUser, TestUser];
    await openRound(testApp, id, 1);
    await playHole(testApp, await startPlay(id, 1, a), a, 1, 3);
    await playHole(testApp, await startPlay(id, 1, b), b, 1, 4);
    await startPlay(id, 1, c); // started, never finished: "not played" once the window closes

    // The window is still open: nothing is due, nothing is paid.
    expect(await app.tournamentScheduler.tick()).toBe(0);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT)).toEqual([]);

    await closeAllRounds(testApp, id);
    expect(await app.tournamentScheduler.tick()).toBe(1);
    const [row] = await rowsOf<{ completed: boolean }>(
      testApp,
      sql`select completed_at is not null as completed from tournaments where id = ${id}`,
    );
    expect(row).toEqual({ completed: true });
    expect(await playStates(id)).toEqual([{ state: 'completed' }, { state: 'completed' }, { state: 'not_played' }]);
    const paid = () => tournamentEntries(testApp, id).then((rows) => rows.filter((e) => e.action === PAYOUT));
    expect((await paid()).map((e) => [e.user_id, e.amount])).toEqual([
      [a.id, 526],
      [b.id, 474],
    ]);
    // Done is done: the next pass finds nothing, and the balances stay as paid.
    expect(await app.tournamentScheduler.tick()).toBe(0);
    expect(await paid()).toHaveLength(2);
    expect(await balanceOf(testApp, a)).toBe(900 + 526);
    expect(await balanceOf(testApp, c)).toBe(900);
    await expectLedgerConsistent(testApp);
  });

  it('makes the cut when a round window closes with a round still open', async () => {
    const body = tournamentBody(course.id);
    body.rounds[0] = { ...body.rounds[0]!, tournament_cut: 1 } as (typeof body.rounds)[number];
    const { id } = await createTournament(testApp, staff, body);
    await publish(testApp, staff, id);
    const [a, b, c] = (await entered(id, 3)) as [TestUser, TestUser, TestUser];
    await openRound(testApp, id, 1);
    await playHole(testApp, await startPlay(id, 1, a), a, 1, 3);
    await playHole(testApp, await startPlay(id, 1, b), b, 1, 5);
    await startPlay(id, 1, c);
    expect(await app.tournamentScheduler.tick()).toBe(0);
    expect((await entryStates(id)).map((e) => e.status)).toEqual(['entered', 'entered', 'entered']);

    // Round 2 opens: round 1's window is over, the cut (top 1 and ties) is made by the pass.
    await openRound(testApp, id, 2);
    expect(await app.tournamentScheduler.tick()).toBe(1);
    expect(await entryStates(id)).toEqual([
      { user_id: a.id, status: 'entered' },
      { user_id: b.id, status: 'cut' },
      { user_id: c.id, status: 'cut' },
    ]);
    expect(await playStates(id)).toEqual([{ state: 'completed' }, { state: 'completed' }, { state: 'not_played' }]);
    // Nothing more is due until round 2's window closes.
    expect(await app.tournamentScheduler.tick()).toBe(0);
  });

  it('finds a tournament due by its own clock, and its timer runs passes until stopped', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, {}, 1));
    await publish(testApp, staff, id);
    const [round] = await rowsOf<{ end_at: string }>(
      testApp,
      sql`select end_at from tournament_rounds where tournament_id = ${id}`,
    );
    const end = new Date(round!.end_at).getTime();
    let now = end - 1000;
    const advanced: number[] = [];
    const scheduler = createTournamentScheduler({
      db: testApp.database.db,
      advance: async (due) => void advanced.push(due),
      clock: () => new Date(now),
      intervalMs: 20,
      log: app.log,
    });
    await scheduler.tick();
    expect(advanced).not.toContain(id);
    now = end;
    scheduler.start();
    await expect.poll(() => advanced.filter((due) => due === id).length).toBeGreaterThanOrEqual(2);
    await scheduler.stop();
  });
});
