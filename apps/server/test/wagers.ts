import { eq, sql } from 'drizzle-orm';
import { settings, userFeatureUnlocks, users } from '../src/db/schema';
import type { TestApp } from './app';
import { adjustWallet, rowsOf } from './economy';
import { createTestUser, type TestUser } from './users';

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

/** Ledger entries of a round's wager (entity round {id}), as [user, action, event type, amount]. */
export async function wagerEntries(testApp: TestApp, roundId: number) {
  return rowsOf<{ user_id: number; action: number; event_type: number; amount: number }>(
    testApp,
    sql`select w.user_id, t.transaction_action as action, t.event_type, t.amount
        from wallet_transactions t join wallets w on w.id = t.wallet_id
        where t.entity_type = 'round' and t.entity_id = ${roundId} order by t.id`,
  );
}
