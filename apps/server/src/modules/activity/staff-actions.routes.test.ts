import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createCoinPack, createEconomyAdmin, purchase } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
const { regular, range } = await demoCourses(testApp);
let n = 0;
const unique = (base: string) => `${base}-${(n += 1)}-${Date.now()}`;

interface Entry {
  event: string;
  actor_id: number | null;
  subject_type: string | null;
  subject_id: number | null;
  ip_address: string | null;
  properties: Record<string, unknown>;
}

const call = (by: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: by.headers, ...(payload ? { payload } : {}) });

/** The log's entries of one event, newest first. */
async function entries(event: string, subjectType?: string): Promise<Entry[]> {
  const type = subjectType ? `&filter[subject_type]=${subjectType}` : '';
  const response = await call(admin, 'GET', `/admin/activity-logs?filter[event]=${event}${type}&per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Entry[];
}

/** The newest entry of an event about one subject, asserting the actor. */
async function entryOf(event: string, subject: { type: string; id: number }, actor: TestUser = admin) {
  const found = (await entries(event, subject.type)).filter((entry) => entry.subject_id === subject.id);
  expect(found, `${event} about ${subject.type} #${subject.id}`).toHaveLength(1);
  expect(found[0]).toMatchObject({ actor_id: actor.id, subject_type: subject.type, subject_id: subject.id });
  expect(found[0]!.ip_address).toBeTruthy();
  return found[0]!;
}

describe('money actions by staff are in the activity log', () => {
  it('a wallet adjustment names the wallet, amount and balance before and after; its replay adds no entry', async () => {
    const player = await createTestUser(testApp);
    const payload = {
      user_id: player.id,
      token_type: 10,
      amount: 40,
      comment: 'goodwill',
      idempotency_key: unique('key-one'),
    };
    expect((await call(admin, 'POST', '/admin/wallets/adjustments', payload)).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/admin/wallets/adjustments', payload)).statusCode).toBe(201);
    const debit = { ...payload, amount: -15, idempotency_key: unique('key-two') };
    expect((await call(admin, 'POST', '/admin/wallets/adjustments', debit)).statusCode).toBe(201);
    const logged = (await entries('wallets.adjusted', 'user')).filter((entry) => entry.subject_id === player.id);
    expect(logged.map((entry) => entry.properties)).toEqual([
      expect.objectContaining({ amount: -15, comment: 'goodwill', before: { balance: 40 }, after: { balance: 25 } }),
      expect.objectContaining({ amount: 40, token_type: 10, before: { balance: 0 }, after: { balance: 40 } }),
    ]);
  });

  it('a refund names the order, its buyer and the status before and after', async () => {
    const player = await createTestUser(testApp);
    const pack = await createCoinPack(testApp, admin, unique('Refund pack'));
    const { order, checkout_url } = (await purchase(testApp, player, { price_id: pack.priceId })).json().data;
    await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    expect((await call(admin, 'POST', `/admin/orders/${order.id}/refund`)).statusCode).toBe(200);
    const entry = await entryOf('orders.refunded', { type: 'order', id: order.id });
    expect(entry.properties).toMatchObject({ user_id: player.id, total_amount: 499, after: { status: 50 } });
  });

  it('voucher batches, imports and decrypts are logged; decrypting needs manage-users', async () => {
    const batch = unique('logged');
    const created = await call(admin, 'POST', '/admin/vouchers', { batch, type: 10, count: 2, amount: 5 });
    const vouchers = created.json().data.vouchers as { id: number; payload: string }[];
    const batchEntry = await entryOf('vouchers.batch_created', { type: 'voucher', id: vouchers[0]!.id });
    expect(batchEntry.properties).toMatchObject({
      batch,
      count: 2,
      content: { amount: 5 },
      voucher_ids: vouchers.map((v) => v.id),
    });

    const imported = await call(admin, 'POST', '/admin/vouchers/import', {
      batch: unique('csv'),
      csv: 'code,type,amount\nLOGGEDCODE0001,tokens,3\nLOGGEDCODE0002,tokens,4',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [importEntry] = await entries('vouchers.imported');
    expect(importEntry).toMatchObject({ actor_id: admin.id, properties: { count: 2, credit: 7 } });

    // Any back-office user sees the list; only manage-users shows a code, and the refusal is logged too.
    const clerk = await createTestUser(testApp, { abilities: ['access-backoffice'] });
    expect((await call(clerk, 'GET', `/admin/vouchers?search=${batch}`)).json().meta.total).toBe(2);
    const refused = await call(clerk, 'POST', '/admin/vouchers/decrypt', { payload: vouchers[1]!.payload });
    expectError(refused, 'auth.insufficient_permissions');
    expect(JSON.stringify(refused.json())).not.toContain('code":"');
    expect((await entries('vouchers.decrypted', 'voucher')).some((e) => e.subject_id === vouchers[1]!.id)).toBe(false);
    const support = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    expect((await call(support, 'POST', '/admin/vouchers/decrypt', { payload: vouchers[1]!.payload })).statusCode).toBe(
      200,
    );
    const decrypted = await entryOf('vouchers.decrypted', { type: 'voucher', id: vouchers[1]!.id }, support);
    expect(decrypted.properties).toMatchObject({ batch });
  });

  it('course and map pack grants and revokes name the user and what was granted', async () => {
    const player = await createTestUser(testApp);
    expect((await call(admin, 'POST', `/admin/users/${player.id}/courses`, { course_id: range.id })).statusCode).toBe(
      204,
    );
    expect((await call(admin, 'DELETE', `/admin/users/${player.id}/courses/${range.id}`)).statusCode).toBe(204);
    const pack = await call(admin, 'POST', '/admin/mappacks', { title: unique('Grant'), course_ids: [regular[0]!.id] });
    const packId = pack.json().data.id as number;
    const granted = await call(admin, 'POST', `/admin/users/${player.id}/map-packs`, { map_pack_id: packId });
    expect(granted.statusCode, granted.body).toBe(204);
    const subject = { type: 'user', id: player.id };
    expect((await entryOf('courses.granted', subject)).properties).toEqual({ course_id: range.id });
    expect((await entryOf('courses.revoked', subject)).properties).toEqual({ course_id: range.id });
    expect((await entryOf('map_packs.granted', subject)).properties).toEqual({ map_pack_id: packId });
  });
});

describe('subscriptions staff give and take are in the activity log', () => {
  it('names the user and the subscription row', async () => {
    const player = await createTestUser(testApp);
    const plan = await call(admin, 'POST', '/admin/subscriptions', { name: unique('Given plan'), meta: [] });
    const planId = plan.json().data.id as number;
    const given = await call(admin, 'POST', `/admin/users/${player.id}/subscriptions`, { subscription_id: planId });
    expect(given.statusCode, given.body).toBe(201);
    const rowId = (given.json().data as { user_subscription_id: number; id: number }[]).find(
      (row) => row.id === planId,
    )!.user_subscription_id;
    expect((await call(admin, 'DELETE', `/admin/users/${player.id}/subscriptions/${rowId}`)).statusCode).toBe(204);
    const subject = { type: 'user', id: player.id };
    expect((await entryOf('users.subscription_granted', subject)).properties).toMatchObject({
      before: null,
      after: { id: rowId, subscriptionId: planId },
    });
    expect((await entryOf('users.subscription_revoked', subject)).properties).toMatchObject({
      before: { id: rowId, subscriptionId: planId },
      after: null,
    });
  });
});

describe('content edits by staff are in the activity log, with the record before and after', () => {
  it('subscription plans: add, change, delete; changing needs manage-products, viewing does not', async () => {
    const created = await call(admin, 'POST', '/admin/subscriptions', { name: unique('Plan'), meta: [] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const clerk = await createTestUser(testApp, { abilities: ['access-backoffice'] });
    expect((await call(clerk, 'GET', `/admin/subscriptions/${id}`)).statusCode).toBe(200);
    expect((await call(clerk, 'GET', '/admin/subscriptions')).statusCode).toBe(200);
    expectError(
      await call(clerk, 'PUT', `/admin/subscriptions/${id}`, { name: 'Hijacked' }),
      'auth.insufficient_permissions',
    );
    expectError(await call(clerk, 'DELETE', `/admin/subscriptions/${id}`), 'auth.insufficient_permissions');
    expectError(
      await call(clerk, 'POST', '/admin/subscriptions', { name: unique('No') }),
      'auth.insufficient_permissions',
    );
    expect((await call(admin, 'GET', `/admin/subscriptions/${id}`)).json().data.name).not.toBe('Hijacked');

    const products = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-products'] });
    const renamed = await call(products, 'PUT', `/admin/subscriptions/${id}`, { name: 'Renamed plan' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(products, 'DELETE', `/admin/subscriptions/${id}`)).statusCode).toBe(204);

    const subject = { type: 'subscription_plan', id };
    expect((await entryOf('subscription_plans.created', subject)).properties).toMatchObject({
      before: null,
      after: { id, name: created.json().data.name },
    });
    expect((await entryOf('subscription_plans.updated', subject, products)).properties).toMatchObject({
      before: { name: created.json().data.name },
      after: { name: 'Renamed plan' },
    });
    expect((await entryOf('subscription_plans.deleted', subject, products)).properties).toMatchObject({
      before: { name: 'Renamed plan' },
      after: null,
    });
  });

  it('products and prices: add and change', async () => {
    const name = unique('Logged pack');
    const pack = await createCoinPack(testApp, admin, name);
    const renamed = await call(admin, 'PUT', `/admin/products/${pack.id}`, { name: `${name} 2` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const repriced = await call(admin, 'PUT', `/admin/prices/${pack.priceId}`, { amount: 599 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const product = { type: 'product', id: pack.id };
    expect((await entryOf('products.created', product)).properties).toMatchObject({ before: null, after: { name } });
    expect((await entryOf('products.updated', product)).properties).toMatchObject({
      before: { name },
      after: { name: `${name} 2` },
    });
    const price = { type: 'price', id: pack.priceId };
    expect((await entryOf('prices.created', price)).properties).toMatchObject({ after: { amount: 499 } });
    expect((await entryOf('prices.updated', price)).properties).toMatchObject({
      before: { amount: 499 },
      after: { amount: 599 },
    });
  });

  it('map packs: add, change, delete; courses: change', async () => {
    const title = unique('Logged pack');
    const pack = await call(admin, 'POST', '/admin/mappacks', { title, course_ids: [regular[0]!.id] });
    const id = pack.json().data.id as number;
    const changed = await call(admin, 'PUT', `/admin/mappacks/${id}`, { course_ids: [regular[1]!.id] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(admin, 'DELETE', `/admin/mappacks/${id}`)).statusCode).toBe(204);
    const subject = { type: 'map_pack', id };
    expect((await entryOf('map_packs.created', subject)).properties).toMatchObject({
      before: null,
      after: { title, course_ids: [regular[0]!.id] },
    });
    expect((await entryOf('map_packs.updated', subject)).properties).toMatchObject({
      before: { course_ids: [regular[0]!.id] },
      after: { course_ids: [regular[1]!.id] },
    });
    expect((await entryOf('map_packs.deleted', subject)).properties).toMatchObject({ before: { title }, after: null });

    const course = regular[2]!;
    const edited = await call(admin, 'PUT', `/admin/courses/${course.id}`, { title: `${course.title} (edited)` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await entryOf('courses.updated', { type: 'course', id: course.id })).properties).toMatchObject({
      before: { title: course.title },
      after: { title: `${course.title} (edited)` },
    });
  });
});
