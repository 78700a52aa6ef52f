import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { grantMapPack, revokeMapPack, type CourseAllocationRepository } from './course-allocation.repository';

/**
 * Course allocation (back-office "allocate-courses", manage-courses): which courses a user may
 * play. Default courses are everyone's; map packs a user owns add theirs; staff grant single courses.
 */
export function createCourseAllocationService(deps: {
  allocation: CourseAllocationRepository;
  /** The user, or undefined when there is none. */
  findUser(userId: number): Promise<{ systemAccount: boolean } | undefined>;
  /** Whether the user is an administrator, whose account only an administrator changes. */
  isAdministrator(userId: number): Promise<boolean>;
  mapPackExists(mapPackId: number): Promise<boolean>;
  activity: Pick<ActivityLog, 'record'>;
}) {
  const { allocation } = deps;

  /** A grant or revoke on the user's account, naming what was granted (course_id or map_pack_id). */
  const logged = (
    tx: Parameters<Parameters<CourseAllocationRepository['transaction']>[0]>[0],
    event: 'courses.granted' | 'courses.revoked' | 'map_packs.granted' | 'map_packs.revoked',
    actor: StaffActor,
    userId: number,
    details: Record<string, number>,
  ) =>
    recordStaffAction(
      deps.activity,
      { event, actorId: actor.id, request: actor.request, subject: { type: 'user', id: userId }, details },
      tx,
    );

  async function requireUser(userId: number) {
    const user = await deps.findUser(userId);
    if (!user) throw new AppError('general.not_found');
    return user;
  }

  async function requireCourse(userId: number, courseId: number) {
    if (!(await allocation.access(userId, courseId)))
      throw AppError.validation({ course_id: [{ key: 'validation.in', params: { attribute: 'course' } }] });
  }

  return {
    async coursesOf(userId: number) {
      const user = await requireUser(userId);
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
        // The page disables its changes with the reason rather than answering each with a 403.
        system_account: user.systemAccount,
        administrator: await deps.isAdministrator(userId),
      };
    },

    async grantCourse(userId: number, courseId: number, actor: StaffActor) {
      await requireUser(userId);
      await requireCourse(userId, courseId);
      await allocation.transaction(async (tx) => {
        await allocation.grant(tx, userId, courseId);
        await logged(tx, 'courses.granted', actor, userId, { course_id: courseId });
      });
    },

    /**
     * Takes back a course staff granted. An unknown course is 404, as an unknown feature unlock is;
     * a known course the user was not granted is a 204 that changes nothing (idempotent).
     */
    async revokeCourse(userId: number, courseId: number, actor: StaffActor) {
      await requireUser(userId);
      await allocation.transaction(async (tx) => {
        if (!(await allocation.courseExists(courseId, tx))) throw new AppError('general.not_found');
        await allocation.revoke(tx, userId, courseId);
        await logged(tx, 'courses.revoked', actor, userId, { course_id: courseId });
      });
    },

    async grantMapPack(userId: number, mapPackId: number, actor: StaffActor) {
      await requireUser(userId);
      if (!(await deps.mapPackExists(mapPackId)))
        throw AppError.validation({ map_pack_id: [{ key: 'validation.in', params: { attribute: 'map pack' } }] });
      await allocation.transaction(async (tx) => {
        await grantMapPack(tx, userId, mapPackId);
        await logged(tx, 'map_packs.granted', actor, userId, { map_pack_id: mapPackId });
      });
    },

    /** Takes a map pack away: an unknown pack is 404 (as an unknown course); one the user lacks, a 204 that changes nothing. */
    async revokeMapPack(userId: number, mapPackId: number, actor: StaffActor) {
      await requireUser(userId);
      if (!(await deps.mapPackExists(mapPackId))) throw new AppError('general.not_found');
      await allocation.transaction(async (tx) => {
        await revokeMapPack(tx, userId, mapPackId);
        await logged(tx, 'map_packs.revoked', actor, userId, { map_pack_id: mapPackId });
      });
    },
  };
}

export type CourseAllocationService = ReturnType<typeof createCourseAllocationService>;
