import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, mapPackCourses, mapPacks } from '../schema';

/** The map pack the store's Championship Pack product sells (demo-economy.ts). */
export const CHAMPIONSHIP_PACK_TITLE = 'Championship Pack';

/**
 * Demo map packs, by the in-game ids of their courses. The Championship Pack holds the courses
 * that are not default (demo-courses.ts), so buying it adds courses; the other two group default
 * courses for the back-office's map-pack screens.
 */
export const demoMapPacks = [
  {
    title: CHAMPIONSHIP_PACK_TITLE,
    description: 'Thornbury Heath and Wolf Ridge: open heathland and a mountain course, not in the free set.',
    courses: ['thornbury-heath', 'wolf-ridge'],
  },
  {
    title: 'Heath & Links',
    description: 'Pinewood Heath and Saltmarsh Links: heather, pines and sea wind.',
    courses: ['pinewood-heath', 'saltmarsh-links'],
  },
  {
    title: 'Desert & Practice',
    description: 'Red Mesa and the Practice Range.',
    courses: ['red-mesa', 'practice-range'],
  },
] as const;

/**
 * Adds the demo map packs that are missing (matched by title in any letter case, as titles are
 * unique); existing packs are left as staff edited them. Runs inside seedDemoData's transaction.
 */
export async function seedMapPacks(db: Database): Promise<number> {
  for (const pack of demoMapPacks) {
    const [row] = await db
      .insert(mapPacks)
      .values({ title: pack.title, description: pack.description })
      .onConflictDoNothing()
      .returning({ id: mapPacks.id });
    if (!row) continue;
    const found = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.inGameId, [...pack.courses]));
    if (found.length)
      await db.insert(mapPackCourses).values(found.map((course) => ({ mapPackId: row.id, courseId: course.id })));
  }
  return demoMapPacks.length;
}
