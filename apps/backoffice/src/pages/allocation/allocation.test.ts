import { describe, expect, it } from 'vitest';
import type { UserCourse } from '@golf/contracts';
import { allocationAction, revokeRemovesAccess, sourceCounts, sourceKey, visibleCourses } from './allocation';

const course = (id: number, source: UserCourse['source'], granted = false, title = `Course ${id}`): UserCourse => ({
  id,
  title,
  category: id % 2 ? 'links' : 'parkland',
  course_type: 10,
  is_default: source === 'default',
  source,
  granted,
  display_name: null,
});

const courses = [
  course(1, 'default'),
  course(2, 'map_pack', false, 'Dunes'),
  course(3, 'granted', true),
  course(4, null),
  course(5, 'default', true),
];

describe('course allocation', () => {
  it('labels each source, and a missing course', () => {
    expect(sourceKey('map_pack')).toBe('app.allocation.source.map_pack');
    expect(sourceKey(null)).toBe('app.allocation.source.none');
  });

  it('offers grant for ungranted courses and revoke for granted ones', () => {
    expect(allocationAction(courses[3]!)).toBe('grant');
    expect(allocationAction(courses[4]!)).toBe('revoke');
  });

  it('knows when a revoke takes the course away', () => {
    expect(revokeRemovesAccess(courses[2]!)).toBe(true);
    // A default course stays playable even after its grant is taken back.
    expect(revokeRemovesAccess(courses[4]!)).toBe(false);
  });

  it('filters by ownership and searches title and category', () => {
    expect(visibleCourses(courses, 'owned').map((c) => c.id)).toEqual([1, 2, 3, 5]);
    expect(visibleCourses(courses, 'missing').map((c) => c.id)).toEqual([4]);
    expect(visibleCourses(courses, 'all', 'dun').map((c) => c.id)).toEqual([2]);
    expect(visibleCourses(courses, 'all', ' PARK').map((c) => c.id)).toEqual([2, 4]);
  });

  it('counts the sources, and every grant the rows show as granted', () => {
    // Course 5 is a default course staff also granted: it counts as default and as granted.
    expect(sourceCounts(courses)).toEqual({ default: 2, map_pack: 1, granted: 2, none: 1 });
  });

  it('counts the grants on default and map-pack courses ("also granted") as granted', () => {
    const alsoGranted = [course(1, 'default', true), course(2, 'map_pack', true), course(3, null)];
    expect(sourceCounts(alsoGranted)).toEqual({ default: 1, map_pack: 1, granted: 2, none: 1 });
  });
});
