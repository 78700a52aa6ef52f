import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../test/app';
import { adjustWallet, createEconomyAdmin, rowsOf } from '../../test/economy';
import { migrationStatements } from '../../test/migrations';
import { createTestUser } from '../../test/users';

const testApp = await createTestApp();

describe('migration 0012_account_wallets', () => {
  it('opens the missing wallet of every token type for accounts from before it, at 0, and keeps balances', async () => {
    const admin = await createEconomyAdmin(testApp);
    const [withCoins, withNothing] = [await createTestUser(testApp), await createTestUser(testApp)];
    await adjustWallet(testApp, admin, withCoins.id, 40);

    for (const statement of migrationStatements('0012_account_wallets.sql'))
      await testApp.database.db.execute(sql.raw(statement));

    const held = await rowsOf<{ user_id: number; token_type: number; balance: number }>(
      testApp,
      sql`select user_id, token_type, balance from wallets
          where user_id in (${withCoins.id}, ${withNothing.id}) order by user_id, token_type`,
    );
    expect(held).toEqual([
      { user_id: withCoins.id, token_type: 10, balance: 40 },
      { user_id: withCoins.id, token_type: 20, balance: 0 },
      { user_id: withNothing.id, token_type: 10, balance: 0 },
      { user_id: withNothing.id, token_type: 20, balance: 0 },
    ]);
  });

  it('lists every token type there is (a new one needs a migration of its own)', () => {
    expect(Object.values(enums.token_type).sort()).toEqual([10, 20]);
  });
});
