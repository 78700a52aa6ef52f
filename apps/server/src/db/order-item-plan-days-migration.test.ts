import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createEconomyAdmin, createPlanWithPrice, rowsOf } from '../../test/economy';
import { migrationStatements } from '../../test/migrations';
import { createTestUser } from '../../test/users';

const testApp = await createTestApp();
const { database } = testApp;

describe('migration 0008_order_item_plan_days', () => {
  it("gives plan items bought before it their plan's current days times the quantity; products and endless plans stay null", async () => {
    const admin = await createEconomyAdmin(testApp);
    const player = await createTestUser(testApp);
    const plan = (meta: { meta_key: string; meta_value: string }[]) =>
      createPlanWithPrice(testApp, admin, { name: `Plan ${meta.length}`, meta }, 100);
    const monthly = await plan([{ meta_key: 'duration_days', meta_value: '30' }]);
    const endless = await plan([]);
    const [order] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into orders (user_id, status, price_type, currency, total_amount)
          values (${player.id}, 60, 10, 'SEK', 300) returning id`,
    );
    // The database as it was before the migration: no plan_days.
    await database.db.execute(sql`alter table order_items drop column plan_days`);
    await database.db.execute(sql`
      insert into order_items (order_id, price_id, subscription_id, name, quantity, unit_amount) values
        (${order!.id}, ${monthly.priceId}, ${monthly.planId}, 'Monthly', 2, 100),
        (${order!.id}, ${endless.priceId}, ${endless.planId}, 'Endless', 1, 100)`);

    for (const statement of migrationStatements('0008_order_item_plan_days.sql'))
      await database.db.execute(sql.raw(statement));

    const items = await rowsOf<{ name: string; plan_days: number | null }>(
      testApp,
      sql`select name, plan_days from order_items where order_id = ${order!.id} order by id`,
    );
    expect(items).toEqual([
      { name: 'Monthly', plan_days: 60 },
      { name: 'Endless', plan_days: null },
    ]);
  });
});
