import { describe, it, expect } from 'vitest';
import { CourseType, TEEING_TYPES, courseLength, distance, validateCourse } from '@golf/golf';
import { championshipCourses, defaultDemoCourses, demoCourses } from './demo-courses';

const byTitle = (title: string) => {
  const course = demoCourses.find((c) => c.title === title);
  if (!course) throw new Error(`no demo course ${title}`);
  return course;
};
const regular = demoCourses.filter((c) => c.courseType === CourseType.regular);

describe('demo courses', () => {
  it('has three default courses and a range, two championship courses, with unique in-game ids', () => {
    expect(defaultDemoCourses.map((c) => c.title)).toEqual([
      'Pinewood Heath',
      'Saltmarsh Links',
      'Red Mesa',
      'Practice Range',
    ]);
    expect(championshipCourses.map((c) => c.title)).toEqual(['Thornbury Heath', 'Wolf Ridge']);
    expect(demoCourses).toEqual([...defaultDemoCourses, ...championshipCourses]);
    expect(new Set(demoCourses.map((c) => c.inGameId)).size).toBe(demoCourses.length);
  });

  it.each(demoCourses.map((c) => [c.title, c] as const))('%s passes validateCourse', (_title, course) => {
    expect(validateCourse(course)).toEqual([]);
  });

  // [title, category, course type, par, holes, [front, middle, back] lengths in metres]
  it.each([
    ['Pinewood Heath', 'parkland', CourseType.regular, 72, 18, [5143, 5957, 6506]],
    ['Saltmarsh Links', 'links', CourseType.regular, 71, 18, [5108, 5930, 6475]],
    ['Red Mesa', 'desert', CourseType.regular, 72, 18, [5227, 6064, 6628]],
    ['Practice Range', 'practice', CourseType.driving_range, 4, 1, [300, 300, 300]],
    ['Thornbury Heath', 'heathland', CourseType.regular, 72, 18, [5278, 6068, 6597]],
    ['Wolf Ridge', 'mountain', CourseType.regular, 71, 18, [5248, 6034, 6559]],
  ] as const)(
    '%s: %s, type %i, par %i, %i holes, lengths %o',
    (title, category, courseType, par, holeCount, lengthsM) => {
      const course = byTitle(title);
      expect(course.category).toBe(category);
      expect(course.courseType).toBe(courseType);
      expect(course.par).toBe(par);
      expect(course.holes).toHaveLength(holeCount);
      expect(TEEING_TYPES.map((t) => courseLength(course, t))).toEqual(lengthsM.map((m) => m * 100));
    },
  );

  it.each(regular.map((c) => [c.title, c] as const))('%s has realistic lengths per tee', (_title, course) => {
    const metres = (t: 10 | 20 | 30) => courseLength(course, t) / 100;
    expect(metres(30)).toBeGreaterThanOrEqual(6200);
    expect(metres(30)).toBeLessThanOrEqual(6700);
    expect(metres(20)).toBeGreaterThanOrEqual(5800);
    expect(metres(20)).toBeLessThanOrEqual(6100);
    expect(metres(10)).toBeGreaterThanOrEqual(4900);
    expect(metres(10)).toBeLessThanOrEqual(5300);
  });

  it.each(regular.map((c) => [c.title, c] as const))(
    '%s has odd stroke indexes on one nine and even on the other',
    (_title, course) => {
      const parity = (holes: typeof course.holes) => new Set(holes.map((h) => h.strokeIndex % 2));
      const front = parity(course.holes.slice(0, 9));
      const back = parity(course.holes.slice(9));
      expect(front.size).toBe(1);
      expect(back.size).toBe(1);
      expect([...front][0]).not.toBe([...back][0]);
    },
  );

  it.each(regular.map((c) => [c.title, c] as const))('%s is rated harder from longer tees', (_title, course) => {
    const ratings = course.ratings!;
    expect(ratings[10].courseRating).toBeLessThan(ratings[20].courseRating);
    expect(ratings[20].courseRating).toBeLessThan(ratings[30].courseRating);
    expect(ratings[10].slopeRating).toBeLessThan(ratings[20].slopeRating);
    expect(ratings[20].slopeRating).toBeLessThan(ratings[30].slopeRating);
  });

  it('gives each course its character', () => {
    const count = (title: string, pick: (h: (typeof demoCourses)[number]['holes'][number]) => readonly unknown[]) =>
      byTitle(title).holes.reduce((sum, h) => sum + pick(h).length, 0);
    // The links has the most bunkers and a boundary on every hole.
    expect(count('Saltmarsh Links', (h) => h.bunkers)).toBeGreaterThan(count('Pinewood Heath', (h) => h.bunkers));
    expect(count('Saltmarsh Links', (h) => h.bunkers)).toBeGreaterThan(count('Red Mesa', (h) => h.bunkers));
    expect(byTitle('Saltmarsh Links').holes.every((h) => h.outOfBounds.length === 1)).toBe(true);
    // The desert course carries penalty areas on every hole.
    expect(byTitle('Red Mesa').holes.every((h) => h.water.length > 0)).toBe(true);
    expect(count('Red Mesa', (h) => h.water)).toBeGreaterThan(count('Pinewood Heath', (h) => h.water));
  });

  it('sets up the range: unrated, 300 m long, targets at 50, 100, 150 and 200 m', () => {
    const range = byTitle('Practice Range');
    expect(range.ratings).toBeNull();
    const [hole] = range.holes;
    expect(hole!.tees[30].lengthCm).toBe(30000);
    const centre = (polygon: readonly { x: number; y: number }[]) => ({
      x: polygon.reduce((s, q) => s + q.x, 0) / polygon.length,
      y: polygon.reduce((s, q) => s + q.y, 0) / polygon.length,
    });
    const tee = hole!.tees[30].position;
    expect(hole!.targets!.map((t) => Math.round(centre(t).y / 100))).toEqual([50, 100, 150, 200]);
    for (const [i, target] of hole!.targets!.entries()) {
      expect(Math.abs(distance(tee, centre(target)) - [50, 100, 150, 200][i]! * 100)).toBeLessThan(200);
    }
  });
});
