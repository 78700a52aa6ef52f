import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, userFeatureUnlocks, userSubscriptions } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;

describe('courses', () => {
  it('lists the demo courses: five 18-hole courses (three default) and a driving range', async () => {
    const { data } = (await app.inject('/api/v1/courses')).json();
    const regular = data.filter((c: { course_type: number }) => c.course_type === 10);
    expect(regular).toHaveLength(5);
    for (const course of regular) expect(course.hole_count).toBe(18);
    expect(
      regular.filter((c: { is_default: boolean }) => !c.is_default).map((c: { title: string }) => c.title),
    ).toEqual(['Thornbury Heath', 'Wolf Ridge']);
    expect(data.filter((c: { course_type: number }) => c.course_type === 20)).toHaveLength(1);
  });

  it('returns one course with per-tee ratings and hole geometry', async () => {
    const list = (await app.inject('/api/v1/courses?filter[course_type]=10&sort=title')).json();
    const res = await app.inject(`/api/v1/courses/${list.data[0].id}`);
    expect(res.statusCode).toBe(200);
    const course = res.json().data;
    expect(course.tees.map((t: { teeing_type: number }) => t.teeing_type)).toEqual([10, 20, 30]);
    for (const tee of course.tees) {
      expect(tee.slope_rating).toBeGreaterThanOrEqual(55);
      expect(tee.slope_rating).toBeLessThanOrEqual(155);
    }
    expect(course.holes).toHaveLength(18);
    expect(
      course.holes.map((h: { stroke_index: number }) => h.stroke_index).sort((a: number, b: number) => a - b),
    ).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(course.holes.reduce((sum: number, h: { par: number }) => sum + h.par, 0)).toBe(course.par);
    expect(course.holes[0].geometry).toHaveProperty('green');
  });

  it('answers 404 with the error shape for a missing course, 422 for a non-numeric id', async () => {
    expect((await app.inject('/api/v1/courses/99999')).json().error_info.key).toBe('general.not_found');
    expect((await app.inject('/api/v1/courses/abc')).statusCode).toBe(422);
  });

  it('a player with the all_courses feature has every course: listed as theirs by its plan, and in filter[owned]', async () => {
    const player = await createTestUser(testApp);
    type Listed = { title: string; source: string | null };
    const listed = async (query = '') =>
      (await app.inject({ url: `/api/v1/courses?filter[course_type]=10${query}`, headers: player.headers })).json()
        .data as Listed[];
    const sources = async () => Object.fromEntries((await listed()).map((course) => [course.title, course.source]));
    expect((await sources())['Thornbury Heath']).toBeNull();
    expect((await listed('&filter[owned]=1')).map((course) => course.title)).not.toContain('Thornbury Heath');

    await testApp.database.db
      .insert(userFeatureUnlocks)
      .values({ userId: player.id, feature: 'all_courses', entityType: 'admin' });
    const after = await sources();
    expect(after['Thornbury Heath']).toBe('plan');
    expect(after['Wolf Ridge']).toBe('plan');
    expect(after['Pinewood Heath']).toBe('default');
    expect((await listed('&filter[owned]=0')).map((course) => course.title)).toEqual([]);
    const thornbury = (await listed()).find((course) => course.title === 'Thornbury Heath') as unknown as {
      id: number;
    };
    const one = await app.inject({ url: `/api/v1/courses/${thornbury.id}`, headers: player.headers });
    expect(one.json().data.source).toBe('plan');
  });

  it('a Premium subscriber names a pack course the plan opens; a player without it is refused', async () => {
    const subscriber = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const thornbury = (await app.inject('/api/v1/courses?search=Thornbury%20Heath')).json().data[0] as {
      id: number;
    };
    const rename = (headers: Record<string, string>, display_name: string | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/courses/${thornbury.id}/display-name`,
        headers,
        payload: { display_name },
      });

    // The seeded Premium plan grants all_courses (demo-economy.ts).
    const [premium] = await testApp.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.name, 'Premium'));
    await testApp.database.db.insert(userSubscriptions).values({ userId: subscriber.id, subscriptionId: premium!.id });

    expect((await rename(subscriber.headers, 'The Heath')).statusCode).toBe(204);
    const course = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/api/v1/courses/${thornbury.id}`, headers })).json().data;
    expect(await course(subscriber.headers)).toMatchObject({ source: 'plan', display_name: 'The Heath' });
    expect((await rename(subscriber.headers, null)).statusCode).toBe(204);
    expect((await course(subscriber.headers)).display_name).toBeNull();

    expectError(await rename(other.headers, 'Mine'), 'rounds.course_unavailable');
    expect((await course(other.headers)).display_name).toBeNull();
  });
});
