import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const staff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-courses'] });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

/** The allocation screen's view of one user: the source of each course and the packs they own. */
async function allocationOf(userId: number) {
  const res = await call('GET', `/admin/users/${userId}/courses`, staff);
  expect(res.statusCode, res.body).toBe(200);
  const { courses, map_pack_ids } = res.json().data as {
    courses: { id: number; source: string | null; granted: boolean }[];
    map_pack_ids: number[];
  };
  return { sourceOf: (id: number) => courses.find((c) => c.id === id)?.source, courses, mapPackIds: map_pack_ids };
}

describe('back-office courses (manage-courses)', () => {
  it('lists courses with the spec columns and opens one with images, tees and holes', async () => {
    const list = await call('GET', '/admin/courses?sort=title', staff);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { id: number; title: string; category: string; is_default: boolean }[];
    expect(rows.map((row) => row.id).sort()).toEqual([...regular.map((c) => c.id), range.id].sort());
    for (const row of rows) expect(row).toEqual(expect.objectContaining({ title: expect.any(String) }));
    expect(rows[0]).toHaveProperty('category');
    expect(rows[0]).toHaveProperty('is_default');

    const one = await call('GET', `/admin/courses/${regular[0]!.id}`, staff);
    expect(one.statusCode).toBe(200);
    const course = one.json().data;
    expect(course).toMatchObject({ id: regular[0]!.id, main_image: null, images: expect.any(Array) });
    expect(course.holes).toHaveLength(18);
    expect(course.tees).toHaveLength(3);
    expectError(await call('GET', '/admin/courses/999999', staff), 'general.not_found');
  });

  it('edits title, default flag, images and a hole, keeping the course par the sum of the holes', async () => {
    const id = regular[1]!.id;
    const before = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    const firstPar = before.holes[0].par;
    const newPar = firstPar === 3 ? 4 : 3;
    const res = await call('PATCH', `/admin/courses/${id}`, staff, {
      title: 'Renamed links',
      is_default: false,
      hcp_rebasing: true,
      main_image: 'https://example.test/course.jpg',
      images: ['https://example.test/1.jpg'],
      holes: [{ number: 1, par: newPar }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({
      title: 'Renamed links',
      is_default: false,
      hcp_rebasing: true,
      main_image: 'https://example.test/course.jpg',
      images: ['https://example.test/1.jpg'],
    });
    expect(after.holes[0].par).toBe(newPar);
    expect(after.par).toBe(before.par - firstPar + newPar);
    // Fields not sent stay as they were.
    expect(after.category).toBe(before.category);
  });

  it('takes an empty patch and a hole entry without changes as no change', async () => {
    const id = regular[0]!.id;
    const before = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    for (const patch of [{}, { holes: [{ number: 2 }] }]) {
      const res = await call('PATCH', `/admin/courses/${id}`, staff, patch);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(before);
    }
  });

  it('refuses stroke indexes that are not 1..n each once, and unknown holes, changing nothing', async () => {
    const id = regular[2]!.id;
    const before = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    const other = before.holes.find((h: { stroke_index: number }) => h.stroke_index !== before.holes[0].stroke_index);
    const duplicate = await call('PATCH', `/admin/courses/${id}`, staff, {
      title: 'Should not stick',
      holes: [{ number: 1, stroke_index: other.stroke_index }],
    });
    expectError(duplicate, 'general.validation_failed');
    expect(Object.keys(duplicate.json().errors)).toEqual(['holes']);
    expectError(
      await call('PATCH', `/admin/courses/${id}`, staff, { holes: [{ number: 19, par: 4 }] }),
      'general.validation_failed',
    );
    expectError(await call('PATCH', `/admin/courses/${id}`, staff, { title: '' }), 'general.validation_failed');
    const after = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    expect(after.title).toBe(before.title);
    expect(after.holes).toEqual(before.holes);
  });

  it('is refused to players and to staff without manage-courses', async () => {
    const player = await createTestUser(testApp);
    const otherStaff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-users'] });
    for (const user of [player, otherStaff]) {
      expectError(await call('GET', '/admin/courses', user), 'auth.insufficient_permissions');
      expectError(
        await call('PATCH', `/admin/courses/${regular[0]!.id}`, user, { title: 'x' }),
        'auth.insufficient_permissions',
      );
      expectError(await call('GET', '/admin/mappacks', user), 'auth.insufficient_permissions');
      expectError(await call('GET', `/admin/users/${player.id}/courses`, user), 'auth.insufficient_permissions');
    }
    const anonymous = await app.inject({ url: '/api/v1/admin/courses' });
    expectError(anonymous, 'auth.unauthorized');
  });
});

describe('map packs and course allocation', () => {
  it('creates, edits and removes a map pack; owners gain and lose its courses at once', async () => {
    const [a, b] = [regular[0]!, regular[1]!];
    const created = await call('POST', '/admin/mappacks', staff, { title: 'Links pack', course_ids: [a.id] });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json().data;
    expect(pack).toMatchObject({ title: 'Links pack', course_ids: [a.id], courses: [{ id: a.id }] });

    const player = await createTestUser(testApp);
    const give = await call('POST', `/admin/users/${player.id}/map-packs`, staff, { map_pack_id: pack.id });
    expect(give.statusCode, give.body).toBe(204);
    let allocation = await allocationOf(player.id);
    expect(allocation.mapPackIds).toContain(pack.id);
    // A default course stays "default" even when a pack holds it too.
    if (!a.isDefault) expect(allocation.sourceOf(a.id)).toBe('map_pack');

    const edited = await call('PUT', `/admin/mappacks/${pack.id}`, staff, { course_ids: [b.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.course_ids).toEqual([b.id]);
    allocation = await allocationOf(player.id);
    if (!b.isDefault) expect(allocation.sourceOf(b.id)).toBe('map_pack');
    if (!a.isDefault) expect(allocation.sourceOf(a.id)).toBeNull();

    const take = await call('DELETE', `/admin/users/${player.id}/map-packs/${pack.id}`, staff);
    expect(take.statusCode).toBe(204);
    expect((await allocationOf(player.id)).mapPackIds).not.toContain(pack.id);

    expect((await call('DELETE', `/admin/mappacks/${pack.id}`, staff)).statusCode).toBe(204);
    expectError(await call('GET', `/admin/mappacks/${pack.id}`, staff), 'general.not_found');
    expectError(await call('POST', '/admin/mappacks', staff, { title: '' }), 'general.validation_failed');
  });

  it('grants and revokes single courses; granting twice is one grant; unknown users are 404', async () => {
    const player = await createTestUser(testApp);
    const course = range;
    const grant = () => call('POST', `/admin/users/${player.id}/courses`, staff, { course_id: course.id });
    expect((await grant()).statusCode).toBe(204);
    expect((await grant()).statusCode).toBe(204);
    let allocation = await allocationOf(player.id);
    const row = allocation.courses.find((c) => c.id === course.id)!;
    expect(row.granted).toBe(true);
    expect(row.source).toBe(course.isDefault ? 'default' : 'granted');
    // The player's own course list agrees.
    const mine = (await call('GET', '/courses?filter[owned]=1', player)).json().data as { id: number }[];
    expect(mine.map((c) => c.id)).toContain(course.id);

    expect((await call('DELETE', `/admin/users/${player.id}/courses/${course.id}`, staff)).statusCode).toBe(204);
    allocation = await allocationOf(player.id);
    expect(allocation.courses.find((c) => c.id === course.id)!.granted).toBe(false);
    expectError(await call('GET', '/admin/users/999999/courses', staff), 'general.not_found');
  });
});
