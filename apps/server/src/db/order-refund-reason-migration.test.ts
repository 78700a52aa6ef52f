import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { rowsOf } from '../../test/economy';
import { migrationStatements } from '../../test/migrations';
import { createTestUser } from '../../test/users';

const testApp = await createTestApp();
const { database } = testApp;

describe('migration 0009_order_refund_reason', () => {
  it('adds refund_reason: orders from before it have none, and an automatic refund can record its refusal', async () => {
    const player = await createTestUser(testApp);
    // The database as it was before the migration: no refund_reason.
    await database.db.execute(sql`alter table orders drop column refund_reason`);
    const [before] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into orders (user_id, status, price_type, currency, total_amount, refunded_at)
          values (${player.id}, 50, 10, 'EUR', 999, now()) returning id`,
    );

    for (const statement of migrationStatements('0009_order_refund_reason.sql'))
      await database.db.execute(sql.raw(statement));

    const reason = { key: 'store.balance_limit_reached', code: 4012, params: { max: 2147483647 } };
    const [after] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into orders (user_id, status, price_type, currency, total_amount, refunded_at, refund_reason)
          values (${player.id}, 50, 10, 'EUR', 999, now(), ${JSON.stringify(reason)}::jsonb) returning id`,
    );
    const orders = await rowsOf<{ id: number; refund_reason: unknown }>(
      testApp,
      sql`select id, refund_reason from orders where id in (${before!.id}, ${after!.id}) order by id`,
    );
    expect(orders).toEqual([
      { id: before!.id, refund_reason: null },
      { id: after!.id, refund_reason: reason },
    ]);
  });
});
