import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, rowsOf } from '../../../test/economy';
import { createTestUser } from '../../../test/users';

/**
 * The daily staff credit cap under parallel requests (decision 0096), on PostgreSQL: PGlite runs one
 * statement at a time, so two transactions cannot race there.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const CAP = 10_000;

describe.skipIf(!onPostgres)('the daily staff credit cap under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;

  it('40 parallel adjustments and batches by one staff member credit exactly the cap, never more', async () => {
    const { app } = testApp;
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const players = await Promise.all(Array.from({ length: 4 }, () => createTestUser(testApp)));
    const requests = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 3
        ? app.inject({
            method: 'POST',
            url: '/api/v1/admin/vouchers',
            headers: staff.headers,
            payload: { batch: `race-${i}-${Date.now()}`, type: 10, count: 2, amount: CAP / 20 },
          })
        : app.inject({
            method: 'POST',
            url: '/api/v1/admin/wallets/adjustments',
            headers: staff.headers,
            payload: { user_id: players[i % 4]!.id, token_type: 10, amount: CAP / 10, comment: 'race' },
          }),
    );
    const replies = await Promise.all(requests);
    for (const reply of replies)
      if (reply.statusCode !== 201)
        expect(reply.json().error_info.key, reply.body).toBe('store.staff_credit_cap_exceeded');
    const passed = replies.filter((reply) => reply.statusCode === 201).length;
    expect(passed).toBe(10);

    const credited = (await Promise.all(players.map((player) => balanceOf(testApp, player)))).reduce((a, b) => a + b);
    const vouchers = await rowsOf<{ total: number }>(
      testApp,
      sql`select coalesce(sum((content->>'amount')::int), 0)::int as total from vouchers where batch like 'race-%' and ${staff.id} = any(handled_by)`,
    );
    expect(credited + vouchers[0]!.total).toBe(CAP);
    const [day] = await rowsOf<{ credited: number }>(
      testApp,
      sql`select credited::int from staff_credit_days where staff_id = ${staff.id}`,
    );
    expect(day!.credited).toBe(CAP);
  });
});
