import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createEconomyAdmin } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const { regular } = await demoCourses(testApp);
const staff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-courses'] });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff.headers) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function create(title: string, courseIds: number[] = []) {
  const res = await call('POST', '/admin/mappacks', { title, course_ids: courseIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; course_ids: number[] };
}

const titles = async () =>
  ((await call('GET', '/admin/mappacks?per_page=100')).json().data as { title: string }[]).map((pack) => pack.title);

describe('map pack titles are unique (any letter case, trimmed)', () => {
  it('refuses a second pack titled like an existing one with validation.unique on title, adding nothing', async () => {
    await create('Fjord & Fell', [regular[0]!.id]);
    const before = await titles();
    for (const title of ['Fjord & Fell', '  fjord & FELL  ']) {
      const res = await call('POST', '/admin/mappacks', { title, course_ids: [regular[1]!.id] });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ title: ['The title has already been taken.'] });
    }
    const sv = await call(
      'POST',
      '/admin/mappacks',
      { title: 'FJORD & FELL' },
      { ...staff.headers, 'accept-language': 'sv' },
    );
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(sv.json().errors).toEqual({ title: ['Värdet i fältet titel är redan upptaget.'] });
    expect(await titles()).toEqual(before);
  });

  it('refuses renaming a pack to a title another pack has, changing nothing; its own title in another case is fine', async () => {
    const first = await create('Coastal Classics');
    const second = await create('Inland Gems', [regular[0]!.id]);
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await call(method, `/admin/mappacks/${second.id}`, {
        title: ' COASTAL classics ',
        course_ids: [regular[1]!.id],
      });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ title: ['The title has already been taken.'] });
    }
    const unchanged = (await call('GET', `/admin/mappacks/${second.id}`)).json().data;
    expect(unchanged).toMatchObject({ title: 'Inland Gems', course_ids: [regular[0]!.id] });

    const recased = await call('PATCH', `/admin/mappacks/${first.id}`, { title: 'COASTAL CLASSICS' });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(recased.json().data.title).toBe('COASTAL CLASSICS');
    const renamed = await call('PUT', `/admin/mappacks/${second.id}`, { title: '  Inland Gems II ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.title).toBe('Inland Gems II');
  });

  it('frees a title when its pack is removed', async () => {
    const pack = await create('Short-lived Pack');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/admin/mappacks/${pack.id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(204);
    await create('short-lived pack');
  });

  it('seeds the demo packs once each', async () => {
    const lower = (await titles()).map((title) => title.toLowerCase());
    expect(lower.filter((title) => title === 'heath & links')).toHaveLength(1);
    expectError(await call('POST', '/admin/mappacks', { title: 'Heath & Links' }), 'general.validation_failed');
  });
});

describe('a map pack a store product sells', () => {
  it('is not removed (4014, naming the products) until no product names it; an unknown pack is a 404', async () => {
    const admin = await createEconomyAdmin(testApp);
    const pack = await create(`Sold Pack ${Date.now()}`, [regular[0]!.id]);
    const product = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: {
        name: 'Sold pack product',
        type: 30,
        category: 10,
        meta: [{ meta_key: 'map_pack_id', meta_value: String(pack.id) }],
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    const productId = product.json().data.id as number;
    const remove = (headers: Record<string, string> = staff.headers) =>
      app.inject({ method: 'DELETE', url: `/api/v1/admin/mappacks/${pack.id}`, headers });

    expectError(await remove(), 'store.map_pack_in_use', { params: { products: String(productId) } });
    expectError(await remove({ ...staff.headers, 'accept-language': 'sv' }), 'store.map_pack_in_use', {
      locale: 'sv',
      params: { products: String(productId) },
    });
    const read = await call('GET', `/admin/mappacks/${pack.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ owners_count: 0, selling_product_ids: [productId] });

    // Pointed at another pack, the product no longer holds this one.
    const other = await create(`Other Pack ${Date.now()}`);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${productId}`,
      headers: admin.headers,
      payload: { meta: [{ meta_key: 'map_pack_id', meta_value: String(other.id) }] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await remove()).statusCode).toBe(204);
    expectError(await remove(), 'general.not_found');
  });
});

describe('a map pack players own', () => {
  it('is not removed (4019, with the number of owners) while anyone owns it: they keep its courses', async () => {
    const admin = await createEconomyAdmin(testApp);
    const player = await createTestUser(testApp);
    const pack = await create(`Owned Pack ${Date.now()}`, [regular[0]!.id]);
    const grant = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/map-packs`,
      headers: admin.headers,
      payload: { map_pack_id: pack.id },
    });
    expect(grant.statusCode, grant.body).toBeLessThan(300);
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/v1/admin/mappacks/${pack.id}`, headers: staff.headers });
    expectError(await remove(), 'store.map_pack_owned', { params: { owners: '1' } });
    // The back-office reads why before offering a delete: the pack and the list say who holds it.
    const read = await call('GET', `/admin/mappacks/${pack.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ owners_count: 1, selling_product_ids: [] });
    const listed = await call('GET', `/admin/mappacks?search=${encodeURIComponent(pack.title)}`);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: pack.id, owners_count: 1 })]);
    const owned = await app.inject({ url: '/api/v1/courses', headers: player.headers });
    expect(owned.json().data.find((c: { id: number }) => c.id === regular[0]!.id)).toMatchObject({ owned: true });

    // Once nobody owns it, it goes.
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/users/${player.id}/map-packs/${pack.id}`,
      headers: admin.headers,
    });
    expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    expect((await remove()).statusCode).toBe(204);
  });
});

// PGlite runs one statement at a time, so the two cannot overlap there.
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')(
  'a map pack deleted while a product naming it is saved',
  () => {
    it('waits for the save and then refuses (4014): the store never sells a deleted pack', async () => {
      const { raw } = testApp.database;
      if (raw.kind !== 'postgres') throw new Error('PostgreSQL only');
      const pack = await create(`Raced Pack ${Date.now()}`, [regular[0]!.id]);
      // A product save in progress: its transaction holds the share lock the save takes on the pack it names.
      const save = await raw.pool.connect();
      try {
        await save.query('begin');
        await save.query('select id from map_packs where id = $1 for share', [pack.id]);
        const deleting = app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/mappacks/${pack.id}`,
          headers: staff.headers,
        });
        const waitingOnLock = async () =>
          (
            await raw.pool.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0]!.n;
        await expect.poll(waitingOnLock).toBe(1);
        const product = await save.query<{ id: number }>(
          'insert into products (name, type, category, meta) values ($1, 30, 10, $2) returning id',
          ['Raced pack product', JSON.stringify([{ meta_key: 'map_pack_id', meta_value: String(pack.id) }])],
        );
        await save.query('commit');
        expectError(await deleting, 'store.map_pack_in_use', { params: { products: String(product.rows[0]!.id) } });
        expect((await call('GET', `/admin/mappacks/${pack.id}`)).statusCode).toBe(200);
      } finally {
        save.release();
      }
    });
  },
);
