import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { settings, userFeatureUnlocks, users } from '../src/db/schema';
import type { TestApp } from './app';
import { rowsOf } from './economy';
import { createTestUser, type TestUser } from './users';
import { adjustWallet } from './economy';

export interface WagererOptions {
  coins?: number;
  twoFactor?: boolean;
  country?: string | null;
  state?: string | null;
  feature?: boolean;
}

/**
 * A player who may wager (docs/wagering.md): 2FA on, an address in Sweden, the coin_wagering
 * feature, and `coins` in the wallet (credited by a staff adjustment). Each option can take one away.
 */
export async function createWagerer(testApp: TestApp, admin: TestUser, options: WagererOptions = {}) {
  const user = await createTestUser(testApp);
  const { db } = testApp.database;
  await db
    .update(users)
    .set({
      twoFactorEnabled: options.twoFactor ?? true,
      country: options.country === undefined ? 'SE' : options.country,
      stateInCountry: options.state ?? null,
    })
    .where(eq(users.id, user.id));
  if (options.feature ?? true)
    await db.insert(userFeatureUnlocks).values({ userId: user.id, feature: 'coin_wagering', entityType: 'admin' });
  if (options.coins ?? 1000) await adjustWallet(testApp, admin, user.id, options.coins ?? 1000);
  return user;
}

export async function setSetting(testApp: TestApp, key: string, value: string) {
  await testApp.database.db.update(settings).set({ settingValue: value }).where(eq(settings.settingKey, key));
}

/** The ledger's invariants (decision 0031): no negative balance, and each balance equals its entries. */
export async function expectLedgerConsistent(testApp: TestApp) {
  const broken = await rowsOf(
    testApp,
    sql`select w.id, w.balance, coalesce(sum(case when t.event_type = 10 then t.amount else -t.amount end), 0) as ledger
        from wallets w left join wallet_transactions t on t.wallet_id = w.id
        group by w.id, w.balance
        having w.balance < 0 or w.balance <> coalesce(sum(case when t.event_type = 10 then t.amount else -t.amount end), 0)`,
  );
  expect(broken).toEqual([]);
}

/** Ledger entries of a round's wager (entity round {id}), as [user, action, event type, amount]. */
export async function wagerEntries(testApp: TestApp, roundId: number) {
  return rowsOf<{ user_id: number; action: number; event_type: number; amount: number }>(
    testApp,
    sql`select w.user_id, t.transaction_action as action, t.event_type, t.amount
        from wallet_transactions t join wallets w on w.id = t.wallet_id
        where t.entity_type = 'round' and t.entity_id = ${roundId} order by t.id`,
  );
}

/**
 * Tests only: the database refuses ledger entries of one transaction_action (a trigger), as if the
 * server died in the middle of the transaction that writes them: nothing of that transaction may
 * stay. Returns the function that lifts the fault.
 */
export async function refuseLedgerAction(testApp: TestApp, action: number): Promise<() => Promise<void>> {
  const { db } = testApp.database;
  const name = `refuse_ledger_action_${Math.trunc(action)}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before insert on wallet_transactions for each row
       when (new.transaction_action = ${Math.trunc(action)}) execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on wallet_transactions`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
