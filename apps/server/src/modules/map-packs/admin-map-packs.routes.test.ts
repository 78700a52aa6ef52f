import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
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
    expect(sv.json().errors).toEqual({ title: ['Värdet i fältet title är redan upptaget.'] });
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
