import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { demoCourses } from '../../test/golf';
import { beforeHardwareCoursesFaq, hardwareCoursesFaqMigration, migrationStatements } from '../../test/migrations';
import { courses } from './schema';

const testApp = await createTestApp();
const { db } = testApp.database;
const { regular } = await demoCourses(testApp);

describe('migration 0015_hardware_courses_faq: course categories', () => {
  it('keeps known styles in any case, turns others into parkland, then refuses anything else', async () => {
    // The database as it was before the migration: free-text categories.
    for (const statement of beforeHardwareCoursesFaq) await db.execute(sql.raw(statement));
    const [first, second, third] = regular.map((course) => course.id);
    for (const [id, category] of [
      [first, ' Links '],
      [second, 'jungle'],
      [third, 'desert'],
    ] as const)
      await db.execute(sql`update courses set category = ${category} where id = ${id}`);

    for (const statement of migrationStatements(hardwareCoursesFaqMigration)) await db.execute(sql.raw(statement));

    const categoryOf = async (id: number) =>
      (await db.select({ category: courses.category }).from(courses).where(eq(courses.id, id)))[0]?.category;
    expect([await categoryOf(first!), await categoryOf(second!), await categoryOf(third!)]).toEqual([
      'links',
      'parkland',
      'desert',
    ]);
    await expect(db.execute(sql`update courses set category = 'jungle' where id = ${first}`)).rejects.toThrow();
  });
});
