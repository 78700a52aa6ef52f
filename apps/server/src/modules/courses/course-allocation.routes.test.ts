import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const { range } = await demoCourses(testApp);
const staff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-courses'] });

const call = (method: 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

const userCourses = (userId: number) =>
  rowsOf<{ course_id: number; granted: boolean }>(
    testApp,
    sql`select course_id, granted from user_courses where user_id = ${userId} order by course_id`,
  );

describe('taking back courses and map packs (course allocation)', () => {
  it('an unknown course is 404, in the caller’s language, and writes nothing (it was a 500)', async () => {
    const player = await createTestUser(testApp);
    expectError(await call('DELETE', `/admin/users/${player.id}/courses/99999`, staff), 'general.not_found');
    expectError(
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/users/${player.id}/courses/99999`,
        headers: { ...staff.headers, 'accept-language': 'sv' },
      }),
      'general.not_found',
      { locale: 'sv' },
    );
    expect(await userCourses(player.id)).toEqual([]);
  });

  it('a known course never granted is a 204 that adds no row; a granted one is taken back', async () => {
    const player = await createTestUser(testApp);
    expect((await call('DELETE', `/admin/users/${player.id}/courses/${range.id}`, staff)).statusCode).toBe(204);
    expect(await userCourses(player.id)).toEqual([]);
    const grant = await call('POST', `/admin/users/${player.id}/courses`, staff, { course_id: range.id });
    expect(grant.statusCode, grant.body).toBe(204);
    expect(await userCourses(player.id)).toEqual([{ course_id: range.id, granted: true }]);
    expect((await call('DELETE', `/admin/users/${player.id}/courses/${range.id}`, staff)).statusCode).toBe(204);
    expect(await userCourses(player.id)).toEqual([]);
  });

  it('keeps the player’s own name for a course whose grant is taken back', async () => {
    const player = await createTestUser(testApp);
    await call('POST', `/admin/users/${player.id}/courses`, staff, { course_id: range.id });
    await testApp.database.db.execute(
      sql`update user_courses set display_name = 'My range' where user_id = ${player.id} and course_id = ${range.id}`,
    );
    expect((await call('DELETE', `/admin/users/${player.id}/courses/${range.id}`, staff)).statusCode).toBe(204);
    expect(await userCourses(player.id)).toEqual([{ course_id: range.id, granted: false }]);
  });

  it('an unknown map pack is 404 too, like an unknown course; one the user lacks is a 204', async () => {
    const player = await createTestUser(testApp);
    expectError(await call('DELETE', `/admin/users/${player.id}/map-packs/99999`, staff), 'general.not_found');
    const created = await call('POST', '/admin/mappacks', staff, { title: 'Unheld pack', course_ids: [range.id] });
    expect(created.statusCode, created.body).toBe(201);
    const take = await call('DELETE', `/admin/users/${player.id}/map-packs/${created.json().data.id}`, staff);
    expect(take.statusCode).toBe(204);
  });
});
