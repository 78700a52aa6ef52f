import { describe, expect, it } from 'vitest';
import { refuseActivityLog } from '../../../test/activity-log-fault';
import { createTestApp } from '../../../test/app';
import { adjustWallet, balanceOf, createCoinPack, createEconomyAdmin, purchase } from '../../../test/economy';
import { noticesOf } from '../../../test/notifications';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const db = testApp.database.db;
const admin = await createEconomyAdmin(testApp);

const entriesAbout = async (event: string, subjectType: string, subjectId: number) => {
  const response = await app.inject({
    url: `/api/v1/admin/activity-logs?filter[event]=${event}&filter[subject_type]=${subjectType}&filter[subject_id]=${subjectId}`,
    headers: admin.headers,
  });
  return response.json().meta.total as number;
};

/** A staff money action and its log entry commit together or not at all (the log fails in the database). */
describe('a staff action without its activity entry does not happen', () => {
  it('a wallet adjustment whose entry is refused moves no coins', async () => {
    const player = await createTestUser(testApp);
    const lift = await refuseActivityLog(db, 'wallets.adjusted', player.id);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/wallets/adjustments',
        headers: admin.headers,
        payload: { user_id: player.id, token_type: 10, amount: 70, comment: 'lost entry', idempotency_key: 'atomic-1' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect(await balanceOf(testApp, player)).toBe(0);
    expect(await noticesOf(testApp, player, 'wallet')).toEqual([]);
    // The key was not spent either: the same request now applies, once.
    await adjustWallet(testApp, admin, player.id, 70);
    expect(await balanceOf(testApp, player)).toBe(70);
  });

  it('a refund whose entry is refused leaves the order paid and the coins with the player', async () => {
    const player = await createTestUser(testApp);
    const pack = await createCoinPack(testApp, admin, `Atomic ${Date.now()}`, 300);
    const { order, checkout_url } = (await purchase(testApp, player, { price_id: pack.priceId })).json().data;
    await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    const lift = await refuseActivityLog(db, 'orders.refunded', order.id);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/refund`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    const detail = await app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: admin.headers });
    expect(detail.json().data.status).not.toBe(50);
    expect(await balanceOf(testApp, player)).toBe(300);
    expect(await entriesAbout('orders.refunded', 'order', order.id)).toBe(0);
  });
});

describe('racing retries of one adjustment (meaningful on PostgreSQL)', () => {
  it('twelve parallel sends of one idempotency key credit once, log once and tell the player once', async () => {
    const player = await createTestUser(testApp);
    const payload = { user_id: player.id, token_type: 10, amount: 25, comment: 'race', idempotency_key: 'race-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/admin/wallets/adjustments', headers: admin.headers, payload }),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    expect(await balanceOf(testApp, player)).toBe(25);
    expect(await entriesAbout('wallets.adjusted', 'user', player.id)).toBe(1);
    expect(await noticesOf(testApp, player, 'wallet')).toHaveLength(1);
  });
});
