import { AppError } from '../../errors/app-error';
import type { CourseAllocationRepository } from './course-allocation.repository';

/**
 * Course allocation (back-office "allocate-courses", manage-courses): which courses a user may
 * play. Default courses are everyone's; map packs a user owns add theirs; staff grant single courses.
 */
export function createCourseAllocationService(deps: {
  allocation: CourseAllocationRepository;
  userExists(userId: number): Promise<boolean>;
  mapPackExists(mapPackId: number): Promise<boolean>;
}) {
  const { allocation } = deps;

  async function requireUser(userId: number) {
    if (!(await deps.userExists(userId))) throw new AppError('general.not_found');
  }

  async function requireCourse(userId: number, courseId: number) {
    if (!(await allocation.access(userId, courseId)))
      throw AppError.validation({ course_id: [{ key: 'validation.in', params: { attribute: 'course' } }] });
  }

  return {
    async coursesOf(userId: number) {
      await requireUser(userId);
      const [rows, packs] = await Promise.all([allocation.coursesOf(userId), allocation.mapPacksOf(userId)]);
      return {
        courses: rows.map((row) => ({
          id: row.id,
          title: row.title,
          category: row.category,
          course_type: row.courseType,
          is_default: row.isDefault,
          source: row.source,
          granted: row.granted,
          display_name: row.displayName,
        })),
        map_pack_ids: packs.map((pack) => pack.mapPackId),
      };
    },

    async grantCourse(userId: number, courseId: number) {
      await requireUser(userId);
      await requireCourse(userId, courseId);
      await allocation.setGranted(userId, courseId, true);
    },

    async revokeCourse(userId: number, courseId: number) {
      await requireUser(userId);
      await allocation.setGranted(userId, courseId, false);
    },

    async grantMapPack(userId: number, mapPackId: number) {
      await requireUser(userId);
      if (!(await deps.mapPackExists(mapPackId)))
        throw AppError.validation({ map_pack_id: [{ key: 'validation.in', params: { attribute: 'map pack' } }] });
      await allocation.grantMapPack(userId, mapPackId);
    },

    async revokeMapPack(userId: number, mapPackId: number) {
      await requireUser(userId);
      await allocation.revokeMapPack(userId, mapPackId);
    },
  };
}

export type CourseAllocationService = ReturnType<typeof createCourseAllocationService>;
