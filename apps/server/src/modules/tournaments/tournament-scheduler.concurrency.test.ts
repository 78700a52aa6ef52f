import { afterAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent } from '../../../test/economy';
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

/**
 * Two server nodes (two apps on one PostgreSQL database, sharing nothing in memory) run their
 * schedulers' passes at the same moment, several times over: the tournament pays out once (decision 0100).
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const { tournament_payout: PAYOUT } = enums.transaction_action;

describe.skipIf(!onPostgres)('two schedulers at once (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  let second: FastifyInstance | undefined;
  afterAll(async () => second?.close());

  it('pays out once', async () => {
    second = await buildApp(testApp.config, { database: testApp.database });
    await second.ready();
    const admin = await createEconomyAdmin(testApp);
    const staff = await createTournamentStaff(testApp);
    const course = (await demoCourses(testApp)).regular[0]!;
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, {}, 1));
    await publish(testApp, staff, id);
    const players = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    for (const player of players) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    // One finishes; the other starts and leaves the round open, so only the window's end completes it.
    for (const [player, score] of [
      [players[0]!, 3],
      [players[1]!, 0],
    ] as const) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${id}/rounds/1/play`,
        headers: player.headers,
      });
      if (score) await playHole(testApp, res.json().data.round_id, player, 1, score);
    }
    await closeAllRounds(testApp, id);
    const nodes = [testApp.app, second];
    const passes = await Promise.all([0, 1, 2].flatMap(() => nodes.map((node) => node.tournamentScheduler.tick())));
    expect(passes.some((due) => due >= 1)).toBe(true);
    const payouts = (await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT);
    // Winner takes the top-10 linear share of the only finisher: the whole 1000.
    expect(payouts.map((e) => [e.user_id, e.amount])).toEqual([[players[0]!.id, 1000]]);
    expect(await balanceOf(testApp, players[0]!)).toBe(900 + 1000);
    expect(await Promise.all(nodes.map((node) => node.tournamentScheduler.tick()))).toEqual([0, 0]);
    await expectLedgerConsistent(testApp);
  });
});
