import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';
import { courses as courseRows } from '../../db/schema';

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
    const every = await testApp.database.db.select({ id: courseRows.id }).from(courseRows);
    expect(rows.map((row) => row.id).sort()).toEqual(every.map((c) => c.id).sort());
    expect(every.map((c) => c.id)).toEqual(expect.arrayContaining([...regular.map((c) => c.id), range.id]));
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

  it('refuses a hole number sent twice where it repeats, changing nothing (no "last wins")', async () => {
    const id = regular[2]!.id;
    const before = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    const twice = await call('PATCH', `/admin/courses/${id}`, staff, {
      holes: [
        { number: 3, par: 3 },
        { number: 3, par: 6 },
      ],
    });
    expectError(twice, 'general.validation_failed');
    expect(twice.json().errors).toEqual({ 'holes.1.number': ['The hole number field has a duplicate value.'] });
    const after = (await call('GET', `/admin/courses/${id}`, staff)).json().data;
    expect({ par: after.par, holes: after.holes }).toEqual({ par: before.par, holes: before.holes });
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

/** The message of validation.image_url, as the catalogue has it (en and sv). */
const imageUrlMessage = {
  en: 'The image must be an https:// URL or a path on this site starting with a single "/" (such as /images/course.jpg).',
  sv: 'Bilden måste vara en https://-adress eller en sökväg på den här webbplatsen som börjar med ett enda "/" (till exempel /images/course.jpg).',
};

describe("course images: https URLs and paths on this site only (the apps' CSP shows nothing else)", () => {
  const id = () => regular[2]!.id;
  const imagesOf = async () => {
    const res = await call('GET', `/admin/courses/${id()}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const { main_image, images } = res.json().data as { main_image: string | null; images: string[] };
    return { main_image, images };
  };

  it.each([
    ['an https URL', 'https://images.example.test/courses/pines.jpg?w=640#top', undefined],
    ['an https URL with a port and an upper-case scheme', 'HTTPS://cdn.example.test:8443/p.webp', undefined],
    ['an https URL on an IP address', 'https://[2001:db8::1]/p.png', undefined],
    ['a path on this site', '/images/courses/pines.jpg', undefined],
    ['a path with a query', '/storage/p.jpg?v=2', undefined],
    [
      'a value with spaces around it, stored trimmed',
      '  https://example.test/trim.jpg \n',
      'https://example.test/trim.jpg',
    ],
  ])('accepts %s as main_image and in images', async (_, value, stored) => {
    const res = await call('PATCH', `/admin/courses/${id()}`, staff, { main_image: value, images: [value] });
    expect(res.statusCode, res.body).toBe(200);
    const expected = stored ?? value;
    expect(res.json().data).toMatchObject({ main_image: expected, images: [expected] });
    expect(await imagesOf()).toEqual({ main_image: expected, images: [expected] });
  });

  it('removes the main image with null and the images with an empty list', async () => {
    await call('PATCH', `/admin/courses/${id()}`, staff, { main_image: '/a.jpg', images: ['/b.jpg'] });
    const res = await call('PATCH', `/admin/courses/${id()}`, staff, { main_image: null, images: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await imagesOf()).toEqual({ main_image: null, images: [] });
  });

  const refused: [string, string][] = [
    ['plain http', 'http://images.example.test/pines.jpg'],
    ['a protocol-relative URL (another host)', '//images.example.test/pines.jpg'],
    ['a backslash that browsers read as "//"', '/\\images.example.test/pines.jpg'],
    ['a tab that browsers drop, making "//"', '/\t/images.example.test/pines.jpg'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['blob:', 'blob:https://example.test/5b0b6f3c'],
    ['ftp:', 'ftp://example.test/pines.jpg'],
    ['a relative path', 'images/pines.jpg'],
    ['https without "//"', 'https:images.example.test/pines.jpg'],
    ['https without a host', 'https://'],
    ['an https URL that is not valid', 'https://exa mple.test/pines.jpg'],
    ['an https URL with a user and password', 'https://user:secret@images.example.test/pines.jpg'],
    ['an empty string', ''],
    ['blanks only', '   '],
  ];

  it.each(refused)(
    'refuses %s as main_image with 422 validation.image_url on main_image, changing nothing',
    async (_, value) => {
      await call('PATCH', `/admin/courses/${id()}`, staff, { main_image: '/before.jpg', images: ['/before-1.jpg'] });
      const res = await call('PATCH', `/admin/courses/${id()}`, staff, {
        title: 'Should not stick',
        main_image: value,
      });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ main_image: [imageUrlMessage.en] });
      expect(await imagesOf()).toEqual({ main_image: '/before.jpg', images: ['/before-1.jpg'] });
      expect((await call('GET', `/admin/courses/${id()}`, staff)).json().data.title).toBe(regular[2]!.title);
    },
  );

  it.each(refused)('refuses %s in images with the error on its index', async (_, value) => {
    const res = await call('PATCH', `/admin/courses/${id()}`, staff, {
      images: ['https://example.test/0.jpg', '/1.jpg', value, '/3.jpg'],
    });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({ 'images.2': [imageUrlMessage.en] });
  });

  it("names every refused image by its index, in the caller's language", async () => {
    const before = await imagesOf();
    const body = {
      main_image: 'http://example.test/main.jpg',
      images: ['http://example.test/0.jpg', '/1.jpg', '//example.test/2.jpg', 'https://example.test/3.jpg'],
    };
    const en = await call('PATCH', `/admin/courses/${id()}`, staff, body);
    expectError(en, 'general.validation_failed');
    expect(en.json().errors).toEqual({
      main_image: [imageUrlMessage.en],
      'images.0': [imageUrlMessage.en],
      'images.2': [imageUrlMessage.en],
    });
    const sv = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/courses/${id()}`,
      headers: { ...staff.headers, 'accept-language': 'sv' },
      payload: body,
    });
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(sv.json().errors).toEqual({
      main_image: [imageUrlMessage.sv],
      'images.0': [imageUrlMessage.sv],
      'images.2': [imageUrlMessage.sv],
    });
    expect(await imagesOf()).toEqual(before);
  });

  it('reports only the length of an over-long image, the same rule for PUT', async () => {
    const long = `https://example.test/${'a'.repeat(500)}.jpg`;
    const longHttp = long.replace('https:', 'http:');
    const res = await call('PUT', `/admin/courses/${id()}`, staff, { main_image: long, images: ['/ok.jpg', longHttp] });
    expectError(res, 'general.validation_failed');
    // One message per field, the length: it stops the check of the (over-long) http image's scheme.
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toEqual({ main_image: [expect.any(String)], 'images.1': [expect.any(String)] });
    expect(errors.main_image).toEqual(['The main image field must not be greater than 500 characters.']);
    expect(errors['images.1']![0]).toMatch(/must not be greater than 500 characters/);
    const put = await call('PUT', `/admin/courses/${id()}`, staff, { images: ['http://example.test/x.jpg'] });
    expect(put.json().errors).toEqual({ 'images.0': [imageUrlMessage.en] });
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
