import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { rowsOf } from '../../test/economy';
import { migrationStatements } from '../../test/migrations';
import { createTestUser } from '../../test/users';

const testApp = await createTestApp();
const { database } = testApp;

/** The database as it was before the migration: no system_account column. */
const dropColumn = () => database.db.execute(sql`alter table users drop column system_account`);
const migrate = async () => {
  for (const statement of migrationStatements('0026_system_accounts.sql'))
    await database.db.execute(sql.raw(statement));
};
const marks = () =>
  rowsOf<{ email: string; system_account: boolean }>(
    testApp,
    sql`select email, system_account from users order by email`,
  );

describe('migration 0026_system_accounts', () => {
  it('runs where no house account exists yet, marking nobody', async () => {
    await createTestUser(testApp);
    await dropColumn();
    await migrate();
    const rows = await marks();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.system_account)).toEqual([]);
  });

  it('marks the two house accounts that exist already, and no player', async () => {
    const player = await createTestUser(testApp);
    await dropColumn();
    // The houses as the code before the migration created them (club-fees.ts, wagers.repository.ts).
    await database.db.execute(sql`
      insert into users (name, email, email_verified, display_name, referral_code, wagering_allowed) values
        ('club_fee_house', 'house@clubs.invalid', false, 'club_fee_house', 'CLUBFEEHOUSE', false),
        ('wager house', 'house@wagers.invalid', false, 'wager house', 'WAGERHOUSE00', false)`);
    await migrate();
    const rows = await marks();
    expect(rows.filter((row) => row.system_account).map((row) => row.email)).toEqual([
      'house@clubs.invalid',
      'house@wagers.invalid',
    ]);
    expect(rows.find((row) => row.email === player.email)).toEqual({ email: player.email, system_account: false });
  });
});
