import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { adjustWallet, rowsOf } from './economy';
import { createTestUser, type TestUser } from './users';

export const CLUBS = '/api/v1/clubs';

/** A player with `coins` in the wallet (credited by a staff adjustment). */
export async function createPlayer(testApp: TestApp, admin: TestUser, coins = 1000): Promise<TestUser> {
  const user = await createTestUser(testApp);
  if (coins) await adjustWallet(testApp, admin, user.id, coins);
  return user;
}

let sequence = 0;
/** A unique club name (names are unique regardless of case). */
export const clubName = () => `Club ${process.pid % 1000}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 6)}`;

/** Creates a club through the API, expecting 201: its reply. */
export async function createClub(testApp: TestApp, owner: TestUser, body: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: CLUBS,
    headers: owner.headers,
    payload: { name: clubName(), ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string; cached_club_users_count: number };
}

/** One club call as `user`, with an optional language. */
export function clubCall(
  testApp: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  locale?: 'en' | 'sv',
) {
  return testApp.app.inject({
    method,
    url: `${CLUBS}${path}`,
    headers: { ...user.headers, ...(locale ? { 'accept-language': locale } : {}) },
    payload,
  });
}

/** Ledger entries of a club (entity club {id}) as [user, action, event type, amount]. */
export function clubEntries(testApp: TestApp, clubId: number) {
  return rowsOf<{ user_id: number; action: number; event_type: number; amount: number; email: string }>(
    testApp,
    sql`select w.user_id, t.transaction_action as action, t.event_type, t.amount, u.email
        from wallet_transactions t join wallets w on w.id = t.wallet_id join users u on u.id = w.user_id
        where t.entity_type = 'club' and t.entity_id = ${clubId} order by t.id`,
  );
}

/** The club's cached count next to the accepted memberships it should equal. */
export async function memberCounts(testApp: TestApp, clubId: number) {
  const [row] = await rowsOf<{ cached: number; actual: number }>(
    testApp,
    sql`select c.cached_club_users_count as cached,
          (select count(*)::int from club_users u where u.club_id = c.id and u.status = 20) as actual
        from clubs c where c.id = ${clubId}`,
  );
  return row!;
}
