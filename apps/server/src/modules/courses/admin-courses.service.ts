import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { courseListSpec, inCourseAdminTransaction, type CoursesRepository } from './courses.repository';
import type { AdminCoursePatch } from './admin-courses.schemas';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';

/** The stored value behind a patch field (the patch is snake_case, the row camelCase). */
const courseField = (course: object, key: string): unknown =>
  (course as Record<string, unknown>)[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())];

/** Back-office: the course catalogue (manage-courses). Courses come from the game's assets; staff edit them. */
export function createAdminCoursesService(deps: {
  db: Database;
  courses: CoursesRepository;
  activity: Pick<ActivityLog, 'record'>;
}) {
  const { courses } = deps;

  async function get(id: number) {
    const found = await courses.findWithHoles(id);
    if (!found) throw new AppError('general.not_found');
    return found;
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await courses.list(planList(query, courseListSpec()));
      return { rows, meta: pageMeta(query, total) };
    },

    get,

    /** Edits the course and, when sent, the par and stroke index of holes; par is kept as the sum of the holes. */
    async update(id: number, patch: AdminCoursePatch, actor: StaffActor) {
      const before = await get(id);
      const { holes } = before;
      if (patch.holes) {
        const byNumber = new Map(holes.map((hole) => [hole.number, { ...hole }]));
        for (const change of patch.holes) {
          const hole = byNumber.get(change.number);
          if (!hole)
            throw AppError.validation({ holes: [{ key: 'validation.in', params: { attribute: 'hole number' } }] });
          if (change.par !== undefined) hole.par = change.par;
          if (change.stroke_index !== undefined) hole.strokeIndex = change.stroke_index;
        }
        const indexes = [...byNumber.values()].map((hole) => hole.strokeIndex).sort((a, b) => a - b);
        if (indexes.some((value, i) => value !== i + 1))
          throw AppError.validation({
            holes: [{ key: 'validation.in', params: { attribute: 'stroke index' } }],
          });
        patch = { ...patch, par: [...byNumber.values()].reduce((sum, hole) => sum + hole.par, 0) } as AdminCoursePatch;
      }
      await inCourseAdminTransaction(deps.db, async (repo, tx) => {
        await repo.update(id, {
          title: patch.title,
          category: patch.category,
          isDefault: patch.is_default,
          hcpRebasing: patch.hcp_rebasing,
          mainImage: patch.main_image,
          images: patch.images,
          par: (patch as { par?: number }).par,
        });
        for (const change of patch.holes ?? [])
          await repo.updateHole(id, change.number, { par: change.par, strokeIndex: change.stroke_index });
        await recordStaffAction(
          deps.activity,
          {
            event: 'courses.updated',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'course', id },
            // What staff sent, and what it replaced: the course's whole record (with every hole) is large.
            details: { changes: patch },
            before: Object.fromEntries(
              Object.keys(patch).map((key) => [key, key === 'holes' ? before.holes : courseField(before.course, key)]),
            ),
            after: patch,
          },
          tx,
        );
      });
      return get(id);
    },
  };
}

export type AdminCoursesService = ReturnType<typeof createAdminCoursesService>;
