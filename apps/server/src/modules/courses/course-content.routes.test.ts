import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses } from '../../../test/golf';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const staff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-courses'] });

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff.headers) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

type Detail = {
  id: number;
  title: string;
  category: string;
  course_type: number;
  par: number;
  tees: { teeing_type: number; course_rating: number; slope_rating: number; length_cm: number }[];
  holes: { number: number; par: number; stroke_index: number; geometry: Record<string, unknown> }[];
};

/** A course exported from its detail reply, as the add call takes it. */
async function exported(courseId: number, inGameId: string, title: string) {
  const course = (await call('GET', `/courses/${courseId}`)).json().data as Detail;
  return {
    in_game_id: inGameId,
    title,
    category: course.category,
    course_type: course.course_type,
    tees: course.tees.map(({ teeing_type, course_rating, slope_rating }) => ({
      teeing_type,
      course_rating,
      slope_rating,
    })),
    holes: course.holes,
  };
}

async function addCourse(inGameId: string, title: string, from = regular[0]!.id) {
  const res = await call('POST', '/admin/courses', await exported(from, inGameId, title));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Detail;
}

describe('back-office: add a course', () => {
  it('adds a course from an exported definition: par and tee lengths follow the holes', async () => {
    const source = (await call('GET', `/courses/${regular[1]!.id}`)).json().data as Detail;
    const added = await addCourse('copy-of-second', 'Second Again', regular[1]!.id);
    expect(added).toMatchObject({ title: 'Second Again', category: source.category, par: source.par });
    expect(added.tees).toEqual(source.tees);
    expect(added.holes.map((hole) => hole.geometry)).toEqual(source.holes.map((hole) => hole.geometry));
    const listed = (await call('GET', `/admin/courses?search=Second%20Again`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: added.id, is_default: false })]);
    // A new course is nobody's until it is default, in a map pack or granted.
    const player = await createTestUser(testApp);
    const mine = (await call('GET', `/courses/${added.id}`, undefined, player.headers)).json().data;
    expect(mine).toMatchObject({ owned: false, source: null, map_packs: [] });
  });

  it('adds a driving range without ratings', async () => {
    const body = await exported(range.id, 'range-two', 'Range Two');
    expect(body.tees).toEqual([]);
    const res = await call('POST', '/admin/courses', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ course_type: 20, tees: [] });
  });

  it('refuses an in_game_id another course has: 12005, nothing added', async () => {
    await addCourse('twin-course', 'Twin One');
    const res = await call('POST', '/admin/courses', await exported(regular[0]!.id, 'twin-course', 'Twin Two'));
    expectError(res, 'content.course_in_game_id_taken', { params: { in_game_id: 'twin-course' } });
    expect(res.json().error).toBe('Another course already has the in-game id "twin-course".');
    const sv = await call('POST', '/admin/courses', await exported(regular[0]!.id, 'twin-course', 'Twin Two'), {
      ...staff.headers,
      'accept-language': 'sv',
    });
    expect(sv.json().error).toBe('En annan bana har redan spel-id "twin-course".');
    expect((await call('GET', '/admin/courses?search=Twin%20Two')).json().data).toEqual([]);
  });

  it('refuses a definition the course model rejects, with each problem on holes, adding nothing', async () => {
    const body = await exported(regular[0]!.id, 'broken-course', 'Broken Course');
    body.holes[1] = { ...body.holes[1]!, stroke_index: body.holes[0]!.stroke_index };
    const res = await call('POST', '/admin/courses', body);
    expectError(res, 'general.validation_failed');
    expect(res.json().errors.holes).toEqual([
      'The course definition is not valid: stroke indexes are not a permutation of 1..18.',
    ]);
    const unrated = { ...(await exported(regular[0]!.id, 'unrated', 'Unrated')), tees: [] };
    expect((await call('POST', '/admin/courses', unrated)).json().errors.holes).toEqual([
      'The course definition is not valid: a regular course needs course and slope ratings for every tee.',
    ]);
    expect((await call('GET', '/admin/courses?search=Broken')).json().data).toEqual([]);
  });

  it('refuses a category outside course_category with 422 on category', async () => {
    const body = { ...(await exported(regular[0]!.id, 'jungle', 'Jungle')), category: 'jungle' };
    const res = await call('POST', '/admin/courses', body);
    expectError(res, 'general.validation_failed');
    expect(Object.keys(res.json().errors)).toEqual(['category']);
  });

  it('needs manage-courses: 403 without it, 401 signed out', async () => {
    const other = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-hardware'] });
    const body = await exported(regular[0]!.id, 'nope', 'Nope');
    expectError(await call('POST', '/admin/courses', body, other.headers), 'auth.insufficient_permissions');
    expectError(
      await call('DELETE', `/admin/courses/${regular[0]!.id}`, undefined, other.headers),
      'auth.insufficient_permissions',
    );
    expectError(await call('DELETE', `/admin/courses/${regular[0]!.id}`, undefined, {}), 'auth.unauthorized');
  });
});

describe('back-office: delete a course', () => {
  it('deletes a course nothing uses (204); then it is gone', async () => {
    const course = await addCourse('short-lived', 'Short-lived');
    const res = await call('DELETE', `/admin/courses/${course.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expectError(await call('GET', `/courses/${course.id}`), 'general.not_found');
    expectError(await call('DELETE', `/admin/courses/${course.id}`), 'general.not_found');
  });

  it('refuses a course rounds are played on: 12003 with their number, the course stays', async () => {
    const course = await addCourse('played-on', 'Played On');
    const player = await createTestUser(testApp);
    await app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/courses`,
      headers: staff.headers,
      payload: { course_id: course.id },
    });
    await createRound(testApp, player, { title: 'On it', game_mode: 20, course_id: course.id });
    const res = await call('DELETE', `/admin/courses/${course.id}`);
    expectError(res, 'content.course_has_rounds', { params: { rounds: 1 } });
    expect(res.json().error).toBe(
      'The course cannot be deleted: 1 round is played on it. Keep it, or stop offering it (it is no default course and no map pack holds it).',
    );
    expect((await call('GET', `/courses/${course.id}`)).statusCode).toBe(200);
  });

  it('refuses a course a map pack holds: 12004 naming the packs, the course stays', async () => {
    const course = await addCourse('packed', 'Packed');
    for (const title of ['Pack Zeta', 'Pack Alpha'])
      expect((await call('POST', '/admin/mappacks', { title, course_ids: [course.id] })).statusCode).toBe(201);
    const res = await call('DELETE', `/admin/courses/${course.id}`);
    expectError(res, 'content.course_in_map_packs', { params: { map_packs: 'Pack Alpha, Pack Zeta' } });
    expect(res.json().error).toBe(
      'The course cannot be deleted while map packs hold it (Pack Alpha, Pack Zeta). Take it out of those map packs first.',
    );
    const sv = await call('DELETE', `/admin/courses/${course.id}`, undefined, {
      ...staff.headers,
      'accept-language': 'sv',
    });
    expectError(sv, 'content.course_in_map_packs', { locale: 'sv', params: { map_packs: 'Pack Alpha, Pack Zeta' } });
    expect((await call('GET', `/courses/${course.id}`)).statusCode).toBe(200);
  });
});

describe('player: owned and locked courses, and how to get a locked one', () => {
  it('marks the championship courses locked, with the map pack and the store product that sells it', async () => {
    const player = await createTestUser(testApp);
    const list = (await call('GET', '/courses?per_page=100', undefined, player.headers)).json().data as {
      id: number;
      title: string;
      owned: boolean;
      category: string;
      map_packs: { title: string; product_id: number | null; owned: boolean | null }[];
    }[];
    const locked = list.filter((course) => !course.owned).map((course) => course.title);
    expect(locked).toEqual(expect.arrayContaining(['Thornbury Heath', 'Wolf Ridge']));
    const wolf = list.find((course) => course.title === 'Wolf Ridge')!;
    expect(wolf.map_packs).toEqual([
      { id: expect.any(Number), title: 'Championship Pack', product_id: expect.any(Number), owned: false },
    ]);
    const product = await call('GET', `/store/products/${wolf.map_packs[0]!.product_id}`, undefined, player.headers);
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().data.name).toMatch(/Championship Pack/);

    const detail = (await call('GET', `/courses/${wolf.id}`, undefined, player.headers)).json().data;
    expect(detail).toMatchObject({ owned: false, source: null, map_packs: wolf.map_packs });
    // Signed out, a course that is not default is neither owned nor locked: nobody knows.
    const anonymous = (await call('GET', `/courses/${wolf.id}`, undefined, {})).json().data;
    expect(anonymous).toMatchObject({ owned: null, source: null });
    expect(anonymous.map_packs[0].owned).toBeNull();
    const open = (await call('GET', `/courses/${regular[0]!.id}`, undefined, {})).json().data;
    expect(open).toMatchObject({ owned: true, source: 'default' });
  });
});
