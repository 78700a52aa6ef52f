import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, mapPackCourses, mapPacks } from '../schema';

/** Demo map packs, by the in-game ids of their courses. */
export const demoMapPacks = [
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

/** Adds the demo map packs that are missing (matched by title); existing packs are left as staff edited them. */
export async function seedMapPacks(db: Database): Promise<number> {
  for (const pack of demoMapPacks) {
    const [existing] = await db.select({ id: mapPacks.id }).from(mapPacks).where(eq(mapPacks.title, pack.title));
    if (existing) continue;
    const [row] = await db
      .insert(mapPacks)
      .values({ title: pack.title, description: pack.description })
      .returning({ id: mapPacks.id });
    const found = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.inGameId, [...pack.courses]));
    if (found.length)
      await db.insert(mapPackCourses).values(found.map((course) => ({ mapPackId: row!.id, courseId: course.id })));
  }
  return demoMapPacks.length;
}
