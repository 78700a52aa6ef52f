import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { roundStakes } from '../../db/schema';
import { createTestApp, TEST_SECRET } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';
import { demoCourses } from '../../../test/golf';
import { createWagerer, wagerEntries } from '../../../test/wagers';
import { holeInOneStroke, playHole, startRound, wagerRound } from '../../../test/wager-rounds';
import { startServerProcess } from '../../../test/server-process';

/**
 * Issue 35's crash test with a real kill: a server process on PostgreSQL is killed with SIGKILL
 * while the stroke that completes a wager round is inside its settlement transaction (held there by
 * a trigger that sleeps on the payout's ledger entry). After a restart the game replays the same
 * stroke: the pot is paid exactly once, and the ledger stays whole. Needs a database shared between
 * processes, so it runs in the server-postgres project only.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const PAYOUT = enums.transaction_action.wager_payout;

function withConnectionCheck(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c client_connection_check_interval=100');
  return url.toString();
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.runIf(onPostgres)('a wager settlement when the server is killed (PostgreSQL)', async () => {
  const testApp = await createTestApp();
  const { db } = testApp.database;
  const raw = testApp.database.raw;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SECRET: TEST_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_ON_EMPTY: 'false',
    LAUNCH_MONITOR_ENABLED: 'false',
    // PostgreSQL checks for a dead client every 100 ms while a statement runs, so the killed
    // server's open transaction is rolled back at once rather than when its sleep ends.
    DATABASE_URL: raw.kind === 'postgres' ? withConnectionCheck(String(raw.pool.options.connectionString)) : '',
  };
  /** Connections of this test's database held in the fault point's sleep. */
  const sleepers = async () =>
    (
      await rowsOf<{ n: number }>(
        testApp,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
      )
    )[0]!.n;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map(killed));
  });

  it('SIGKILL inside the payout transaction: nothing paid; the replayed stroke after a restart pays once', async () => {
    const course = (await demoCourses(testApp)).regular[0]!;
    const admin = await createEconomyAdmin(testApp);
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);

    // The fault point: the payout's ledger insert sleeps, so the transaction is open when the kill lands.
    await db.execute(
      sql.raw(`create function hold_wager_payout() returns trigger language plpgsql as $$
               begin perform pg_sleep(30); return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger hold_wager_payout before insert on wallet_transactions for each row
               when (new.transaction_action = ${PAYOUT}) execute function hold_wager_payout()`),
    );
    const last = randomUUID();
    const completing = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/rounds/${round.id}/strokes`, {
        method: 'POST',
        headers: { ...guest.headers, 'content-type': 'application/json' },
        body: JSON.stringify(holeInOneStroke(last)),
      });

    const first = await startServerProcess(env);
    children.push(first.child);
    const inFlight = completing(first.port).then(
      (reply) => reply.status,
      () => 'connection lost' as const,
    );
    // Wait until the settlement sits in the trigger, then kill the process without a chance to clean up.
    await expect.poll(sleepers, { timeout: 20_000, interval: 100 }).toBe(1);
    await killed(first.child);
    expect(await inFlight).toBe('connection lost');

    // The dead connection's transaction is rolled back by PostgreSQL: the round is open, the stakes held.
    await expect.poll(sleepers, { timeout: 20_000, interval: 100 }).toBe(0);
    await db.execute(sql.raw('drop trigger hold_wager_payout on wallet_transactions'));
    await db.execute(sql.raw('drop function hold_wager_payout()'));
    const stakes = await db.select().from(roundStakes).where(eq(roundStakes.roundId, round.id));
    expect(stakes.map((stake) => stake.state)).toEqual(['held', 'held']);
    const [status] = await rowsOf<{ round_status: number }>(
      testApp,
      sql`select round_status from rounds where id = ${round.id}`,
    );
    expect(status!.round_status).toBe(enums.round_status.active);
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT)).toEqual([]);
    expect(await balanceOf(testApp, guest)).toBe(900);
    await expectLedgerConsistent(testApp);

    // The restarted server takes the game's replay of the same stroke, then its duplicate, and pays once.
    const second = await startServerProcess(env);
    children.push(second.child);
    expect((await completing(second.port)).status).toBe(201);
    expect((await completing(second.port)).status).toBe(200);
    const payouts = (await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT);
    // The winner's 170, and the house's fee of 30.
    expect(payouts.map((e) => e.amount).sort((a, b) => a - b)).toEqual([30, 170]);
    expect(await balanceOf(testApp, guest)).toBe(1070);
    expect(await balanceOf(testApp, host)).toBe(900);
    await expectLedgerConsistent(testApp);
  }, 120_000);
});
