import type { OwnedCourseSource as CourseSource, UserCourse } from '@golf/contracts';

/** The allocation screen's view filter: every course, those the user has, or those they lack. */
export type AllocationFilter = 'all' | 'owned' | 'missing';

/** i18n key of a course's source for the user ("not available" when they lack it). */
export function sourceKey(source: CourseSource | null): string {
  return `app.allocation.source.${source ?? 'none'}`;
}

/** What staff can do with a course for this user: grant it, or take back their grant. */
export function allocationAction(course: Pick<UserCourse, 'granted'>): 'grant' | 'revoke' {
  return course.granted ? 'revoke' : 'grant';
}

/**
 * Whether a revoke leaves the user without the course: only when the grant was the only source
 * (a default course or one from a map pack stays playable).
 */
export function revokeRemovesAccess(course: Pick<UserCourse, 'granted' | 'source'>): boolean {
  return course.granted && course.source === 'granted';
}

/** The courses to show, filtered and matched against a search text (title or category). */
export function visibleCourses(courses: readonly UserCourse[], filter: AllocationFilter, search = ''): UserCourse[] {
  const needle = search.trim().toLowerCase();
  return courses.filter((course) => {
    if (filter === 'owned' && course.source === null) return false;
    if (filter === 'missing' && course.source !== null) return false;
    if (!needle) return true;
    return [course.title, course.category, course.display_name ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/**
 * The summary's counts: courses the user has by default and from map packs, courses staff granted
 * and courses the user lacks. "Granted" counts every grant the rows show, the grant that is the
 * only source ("Granted") and the grant on a default or map-pack course ("also granted"), so a
 * course can count twice: once for its source and once as granted.
 */
export function sourceCounts(courses: readonly UserCourse[]): Record<CourseSource | 'none', number> {
  const counts = { default: 0, map_pack: 0, granted: 0, none: 0 };
  for (const course of courses) {
    if (course.source !== 'granted') counts[course.source ?? 'none'] += 1;
    if (course.granted) counts.granted += 1;
  }
  return counts;
}
