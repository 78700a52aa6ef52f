import { eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendships, settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../../test/economy';
import { createTestUser, type TestUser } from '../../../test/users';

/**
 * Friend requests under concurrency on PostgreSQL (PGlite runs one statement at a time, so races cannot
 * happen there): the pending maximum holds against parallel requests, and two players asking each other
 * at once end with one friendship.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!onPostgres)('friend requests under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  const ask = (from: TestUser, to: TestUser) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/friends/requests',
      headers: from.headers,
      payload: { user_id: to.id },
    });

  it('30 parallel requests from one player with a maximum of 5 leave exactly 5 pending', async () => {
    await testApp.database.db
      .update(settings)
      .set({ settingValue: '5' })
      .where(eq(settings.settingKey, 'max_pending_friend_requests'));
    const asker = await createTestUser(testApp);
    const targets = await Promise.all(Array.from({ length: 30 }, () => createTestUser(testApp)));
    const replies = await Promise.all(targets.map((target) => ask(asker, target)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(25);
    const [row] = await rowsOf<{ n: number }>(
      testApp,
      sql`select count(*)::int as n from friendships where requester_id = ${asker.id} and status = 10`,
    );
    expect(row!.n).toBe(5);
  });

  it('two players asking each other at once end as one friendship row', async () => {
    for (let i = 0; i < 10; i += 1) {
      const [a, b] = [await createTestUser(testApp), await createTestUser(testApp)];
      const replies = await Promise.all([ask(a, b), ask(b, a)]);
      for (const reply of replies) expect([201, 409]).toContain(reply.statusCode);
      const rows = await testApp.database.db
        .select()
        .from(friendships)
        .where(or(eq(friendships.requesterId, a.id), eq(friendships.requesterId, b.id)));
      expect(rows).toHaveLength(1);
    }
  });
});
