import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { createTestUser, type TestUser } from './users';

/** Staff who may adjust wallets and manage products (for setting up economy tests). */
export function createEconomyAdmin(testApp: TestApp): Promise<TestUser> {
  return createTestUser(testApp, { roles: ['administrator'] });
}

/** Credits (or with a negative amount, debits) a wallet through the back-office adjustment. */
export async function adjustWallet(
  testApp: TestApp,
  admin: TestUser,
  userId: number,
  amount: number,
  tokenType = 10,
): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/admin/wallets/adjustments',
    headers: admin.headers,
    payload: { user_id: userId, token_type: tokenType, amount, comment: 'test funds' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export interface CreatedProduct {
  id: number;
  priceId: number;
}

/** A product with one price, through the back-office API. */
export async function createProductWithPrice(
  testApp: TestApp,
  admin: TestUser,
  product: Record<string, unknown>,
  price: { price_type: number; amount: number; currency?: string; token_type?: number },
): Promise<CreatedProduct> {
  const id = await adminCreate(testApp, admin, 'products', product);
  return { id, priceId: await adminCreate(testApp, admin, 'prices', { product_id: id, ...price }) };
}

/** Adds a row through a back-office resource (POST /admin/{resource}), expecting 201: its id. */
async function adminCreate(testApp: TestApp, admin: TestUser, resource: string, payload: unknown): Promise<number> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${resource}`,
    headers: admin.headers,
    payload: payload as Record<string, unknown>,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

/** A subscription plan with one money price (SEK), through the back-office API: its id and the price's. */
export async function createPlanWithPrice(
  testApp: TestApp,
  admin: TestUser,
  plan: { name: string; meta: { meta_key: string; meta_value: string }[] },
  amount = 999,
): Promise<{ planId: number; priceId: number }> {
  const planId = await adminCreate(testApp, admin, 'subscriptions', plan);
  const priceId = await adminCreate(testApp, admin, 'prices', {
    subscription_id: planId,
    price_type: 10,
    amount,
    currency: 'SEK',
  });
  return { planId, priceId };
}

/** A pack of `amount` coins sold for €4.99, through the back-office API. */
export const createCoinPack = (testApp: TestApp, admin: TestUser, name: string, amount = 500) =>
  createProductWithPrice(
    testApp,
    admin,
    { name, type: 10, meta: [{ meta_key: 'token_amount', meta_value: String(amount) }] },
    { price_type: 10, amount: 499, currency: 'EUR' },
  );

/** A DLC priced in coins that unlocks nothing in particular (feature advanced_stats). */
export const coinPricedDlc = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 20,
  meta: [{ meta_key: 'feature_unlock', meta_value: 'advanced_stats' }],
  ...extra,
});

/** Sets the player's monthly purchase limit (minor units) through the API; lowering applies at once. */
export async function setPurchaseLimit(testApp: TestApp, user: TestUser, perMonth: number): Promise<void> {
  const reply = await testApp.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me',
    headers: user.headers,
    payload: { purchase_limit_per_month: perMonth },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

export async function balanceOf(testApp: TestApp, user: TestUser, tokenType = 10): Promise<number> {
  const response = await testApp.app.inject({ url: '/api/v1/users/me/wallets', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.find((w: { token_type: number }) => w.token_type === tokenType).balance as number;
}

export const purchase = (
  testApp: TestApp,
  user: TestUser,
  payload: { price_id: number; quantity?: number; idempotency_key?: string; environment?: string },
  headers: Record<string, string> = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/store/orders',
    headers: { ...user.headers, ...headers },
    payload,
  });

/** Rows of a raw query (the database type does not say which driver's result shape comes back). */
export async function rowsOf<T = Record<string, unknown>>(testApp: TestApp, query: SQL): Promise<T[]> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The activity log's entries of one event about one subject, oldest first (the staff action's trace). */
export function staffActionsOf(
  testApp: TestApp,
  event: string,
  subject: { type: string; id: number },
): Promise<{ actor_id: number | null; properties: Record<string, unknown> }[]> {
  return rowsOf(
    testApp,
    sql`select actor_id, properties from activity_logs
        where event = ${event} and subject_type = ${subject.type} and subject_id = ${subject.id} order by id`,
  );
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

/**
 * Tests only: while `attempt` runs, the database refuses ledger entries of one transaction_action
 * (a trigger), as if the server died in the middle of the transaction that writes them: nothing of
 * that transaction may stay. Returns what `attempt` returns.
 */
export async function withLedgerActionRefused<T>(
  testApp: TestApp,
  action: number,
  attempt: () => Promise<T>,
): Promise<T> {
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
  try {
    return await attempt();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on wallet_transactions`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
