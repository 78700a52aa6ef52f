import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';

// The cap counts per UTC day (decision 0096): the test's clock starts a minute before midnight.
let now = Date.parse('2026-11-28T23:59:00Z');
const testApp = await createTestApp({ clock: () => now });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
// The setting's default (setting-keys.ts staff_credit_cap).
const CAP = 10_000;
/** Staff with every permission these routes ask for, but not the administrator role; each test its own day total. */
const newStaff = () => createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });

const adjust = (by: TestUser, userId: number, amount: number, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/wallets/adjustments',
    headers: { ...by.headers, 'accept-language': locale },
    payload: { user_id: userId, token_type: 10, amount, comment: 'goodwill' },
  });
const post = (by: TestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/vouchers${url}`, headers: by.headers, payload });
let batches = 0;
const tokenBatch = (count: number, amount: number) => ({
  batch: `cap-${(batches += 1)}-${now}`,
  type: 10,
  count,
  amount,
});

const deniedEntries = async (actorId: number) => {
  const response = await app.inject({
    url: `/api/v1/admin/activity-logs?filter[event]=auth.permission_denied&filter[actor_id]=${actorId}&per_page=100`,
    headers: admin.headers,
  });
  return (response.json() as { data: { properties: Record<string, unknown> }[] }).data;
};

describe('staff credits past staff_credit_cap in a day need an administrator', () => {
  it('wallet adjustments add up over the day; past the cap 4020 naming what is left, until the next UTC day', async () => {
    const staff = await newStaff();
    const player = await createTestUser(testApp);
    expect((await adjust(staff, player.id, CAP / 2)).statusCode).toBe(201);
    expectError(await adjust(staff, player.id, CAP / 2 + 1), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: CAP / 2 },
    });
    expect((await adjust(staff, player.id, CAP / 2)).statusCode).toBe(201);
    expectError(await adjust(staff, player.id, 1, 'sv'), 'store.staff_credit_cap_exceeded', {
      locale: 'sv',
      params: { max: CAP, remaining: 0 },
    });
    // Taking back is not crediting, and does not give the day's credit back.
    expect((await adjust(staff, player.id, -CAP)).statusCode).toBe(201);
    expectError(await adjust(staff, player.id, 1), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: 0 },
    });
    expect((await adjust(admin, player.id, CAP + 1)).statusCode).toBe(201);
    expect(await balanceOf(testApp, player)).toBe(CAP + 1);
    expect(await deniedEntries(staff.id)).toContainEqual(
      expect.objectContaining({
        properties: expect.objectContaining({
          error: 'store.staff_credit_cap_exceeded',
          tokens: CAP / 2 + 1,
          max: CAP,
          credited_today: CAP / 2,
          day: '2026-11-28',
        }),
      }),
    );

    now += 60_000;
    expect((await adjust(staff, player.id, CAP)).statusCode).toBe(201);
    expect(await balanceOf(testApp, player)).toBe(2 * CAP + 1);
    now -= 60_000;
  });

  it('a token voucher batch counts count × amount against the same day total; other voucher types credit nothing', async () => {
    const staff = await newStaff();
    const player = await createTestUser(testApp);
    expect((await adjust(staff, player.id, CAP - 1_000)).statusCode).toBe(201);
    expect((await post(staff, '', tokenBatch(10, 100))).statusCode).toBe(201);
    expectError(await post(staff, '', tokenBatch(1, 1)), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: 0 },
    });
    expectError(await adjust(staff, player.id, 1), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: 0 },
    });
    const other = await newStaff();
    expectError(await post(other, '', tokenBatch(11, CAP / 10)), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: CAP },
    });
    expect((await post(admin, '', tokenBatch(11, CAP / 10))).statusCode).toBe(201);
    const downloads = await post(staff, '', { batch: `cap-dl-${now}`, type: 20, count: 1000, days: 30 });
    expect(downloads.statusCode, downloads.body).toBe(201);
  });

  it('a CSV import counts the sum of its tokens rows, and saves nothing when refused', async () => {
    const staff = await newStaff();
    const name = `cap-csv-${now}`;
    const csv = `code,type,amount\nCAPCODE000001,tokens,${CAP / 2}\nCAPCODE000002,tokens,${CAP / 2 + 1}`;
    expectError(await post(staff, '/import', { batch: name, csv }), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP, remaining: CAP },
    });
    const listed = await app.inject({ url: `/api/v1/admin/vouchers?search=${name}`, headers: staff.headers });
    expect(listed.json().meta.total).toBe(0);
    // The refusal took nothing from the day: a batch of the whole cap still passes.
    expect((await post(staff, '', tokenBatch(1, CAP))).statusCode).toBe(201);
    expect((await post(admin, '/import', { batch: name, csv })).statusCode).toBe(201);
  });
});
