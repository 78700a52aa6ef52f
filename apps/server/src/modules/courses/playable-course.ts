import { AppError } from '../../errors/app-error';
import type { CourseAllocationRepository } from './course-allocation.repository';

/** A course a player may start a round on, with the type that decides its modes. */
export type PlayableCourse = { id: number; courseType: number };

/** The course if the user may play it, or rounds.course_unavailable (also for a course that does not exist). */
export type PlayableCourseCheck = (userId: number, courseId: number) => Promise<PlayableCourse>;

/**
 * The one rule a new round and an offline round's sync ask: a course is playable when the user has it
 * (a default course, a purchase, a staff grant or a map pack), or by the all_courses feature, which opens
 * every course (the course list shows the same, as source `plan`).
 */
export function createPlayableCourseCheck(deps: {
  allocation: Pick<CourseAllocationRepository, 'access'>;
  hasAllCourses: (userId: number) => Promise<boolean>;
}): PlayableCourseCheck {
  return async (userId, courseId) => {
    const access = await deps.allocation.access(userId, courseId);
    if (!access || (!access.source && !(await deps.hasAllCourses(userId))))
      throw new AppError('rounds.course_unavailable');
    return { id: access.id, courseType: access.courseType };
  };
}
