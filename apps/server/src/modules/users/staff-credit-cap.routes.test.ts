import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
// Staff with every permission these routes ask for, but not the administrator role.
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
// The setting's default (setting-keys.ts staff_credit_cap).
const CAP = 10_000;

const adjust = (by: TestUser, userId: number, amount: number, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/wallets/adjustments',
    headers: { ...by.headers, 'accept-language': locale },
    payload: { user_id: userId, token_type: 10, amount, comment: 'goodwill' },
  });
const post = (by: TestUser, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/vouchers${url}`, headers: by.headers, payload });

const deniedEntries = async (actorId: number) => {
  const response = await app.inject({
    url: `/api/v1/admin/activity-logs?filter[event]=auth.permission_denied&filter[actor_id]=${actorId}&per_page=100`,
    headers: admin.headers,
  });
  return (response.json() as { data: { properties: Record<string, unknown> }[] }).data;
};

describe('staff credits above staff_credit_cap need an administrator', () => {
  it('a wallet adjustment: up to the cap, any amount of debit; above it 4020, unless an administrator', async () => {
    const player = await createTestUser(testApp);
    expect((await adjust(staff, player.id, CAP)).statusCode).toBe(201);
    const refused = await adjust(staff, player.id, CAP + 1);
    expectError(refused, 'store.staff_credit_cap_exceeded', { params: { max: CAP } });
    expectError(await adjust(staff, player.id, CAP + 1, 'sv'), 'store.staff_credit_cap_exceeded', {
      locale: 'sv',
      params: { max: CAP },
    });
    expect(await balanceOf(testApp, player)).toBe(CAP);
    // Taking back is not crediting.
    expect((await adjust(staff, player.id, -CAP)).statusCode).toBe(201);
    expect((await adjust(admin, player.id, CAP + 1)).statusCode).toBe(201);
    expect(await balanceOf(testApp, player)).toBe(CAP + 1);
    expect(await deniedEntries(staff.id)).toContainEqual(
      expect.objectContaining({
        properties: expect.objectContaining({ error: 'store.staff_credit_cap_exceeded', tokens: CAP + 1, max: CAP }),
      }),
    );
  });

  it('a token voucher batch counts count × amount; other voucher types credit nothing', async () => {
    const batch = (count: number, amount: number) => ({
      batch: `cap-${count}-${amount}-${Date.now()}`,
      type: 10,
      count,
      amount,
    });
    expect((await post(staff, '', batch(10, CAP / 10))).statusCode).toBe(201);
    expectError(await post(staff, '', batch(11, CAP / 10)), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP },
    });
    expect((await post(admin, '', batch(11, CAP / 10))).statusCode).toBe(201);
    const downloads = await post(staff, '', { batch: `cap-dl-${Date.now()}`, type: 20, count: 1000, days: 30 });
    expect(downloads.statusCode, downloads.body).toBe(201);
  });

  it('a CSV import counts the sum of its tokens rows, and saves nothing when refused', async () => {
    const name = `cap-csv-${Date.now()}`;
    const csv = `code,type,amount\nCAPCODE000001,tokens,${CAP / 2}\nCAPCODE000002,tokens,${CAP / 2 + 1}`;
    expectError(await post(staff, '/import', { batch: name, csv }), 'store.staff_credit_cap_exceeded', {
      params: { max: CAP },
    });
    const listed = await app.inject({ url: `/api/v1/admin/vouchers?search=${name}`, headers: staff.headers });
    expect(listed.json().meta.total).toBe(0);
    expect((await post(admin, '/import', { batch: name, csv })).statusCode).toBe(201);
  });
});
