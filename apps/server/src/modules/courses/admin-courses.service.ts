import { validateCourse, type CourseDefinition, type HoleDefinition, type TeeRating } from '@golf/golf';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { courseListSpec, inCourseAdminTransaction, type CoursesRepository } from './courses.repository';
import type { AdminCourseCreate, AdminCoursePatch } from './admin-courses.schemas';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';

/** The stored value behind a patch field (the patch is snake_case, the row camelCase). */
const courseField = (course: object, key: string): unknown =>
  (course as Record<string, unknown>)[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())];

/** The body as the course model of packages/golf, so it is checked like the game's own course assets. */
function toDefinition(body: AdminCourseCreate): CourseDefinition {
  const holes = body.holes.map(
    (hole) =>
      ({
        ...hole.geometry,
        number: hole.number,
        par: hole.par,
        strokeIndex: hole.stroke_index,
      }) as unknown as HoleDefinition,
  );
  const ratings = body.tees.length
    ? (Object.fromEntries(
        body.tees.map((tee) => [tee.teeing_type, { courseRating: tee.course_rating, slopeRating: tee.slope_rating }]),
      ) as Record<10 | 20 | 30, TeeRating>)
    : null;
  return {
    inGameId: body.in_game_id,
    title: body.title,
    category: body.category,
    courseType: body.course_type,
    ratings,
    par: holes.reduce((sum, hole) => sum + hole.par, 0),
    holes: [...holes].sort((a, b) => a.number - b.number),
  };
}

/**
 * Back-office: the course catalogue (manage-courses). Staff add a course from its definition (the
 * game asset's tees and holes), edit it, and delete one nothing uses.
 */
export function createAdminCoursesService(deps: {
  db: Database;
  courses: CoursesRepository;
  activity: Pick<ActivityLog, 'record'>;
}) {
  const { courses } = deps;

  /** The course as staff see it: no caller's access, but the map packs holding it. */
  async function get(id: number) {
    const found = await courses.findWithHoles(id);
    if (!found) throw new AppError('general.not_found');
    return { found, access: { source: undefined, displayName: null, mapPacks: await courses.mapPacksOf([id]) } };
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await courses.list(planList(query, courseListSpec()));
      return { rows, meta: pageMeta(query, total) };
    },

    get,

    /** Adds a course after checking its definition as packages/golf checks the game's assets. */
    async create(body: AdminCourseCreate, actor: StaffActor) {
      const definition = toDefinition(body);
      const problems = validateCourse(definition);
      if (problems.length)
        throw AppError.validation({
          holes: problems.slice(0, 10).map((problem) => ({ key: 'validation.course_definition', params: { problem } })),
        });
      const id = await inCourseAdminTransaction(deps.db, async (repo, tx) => {
        const courseId = await repo.insert({
          inGameId: definition.inGameId,
          title: definition.title,
          category: definition.category,
          courseType: definition.courseType,
          par: definition.par,
          isDefault: body.is_default,
          hcpRebasing: body.hcp_rebasing,
          mainImage: body.main_image ?? null,
          images: body.images,
        });
        if (courseId === null) throw new AppError('content.course_in_game_id_taken', { in_game_id: body.in_game_id });
        await repo.insertTees(
          Object.entries(definition.ratings ?? {}).map(([teeingType, rating]) => ({
            courseId,
            teeingType: Number(teeingType),
            courseRating: rating.courseRating,
            slopeRating: rating.slopeRating,
            lengthCm: definition.holes.reduce(
              (sum, hole) => sum + hole.tees[Number(teeingType) as 10 | 20 | 30].lengthCm,
              0,
            ),
          })),
        );
        await repo.insertHoles(
          definition.holes.map(({ number, par, strokeIndex, ...geometry }) => ({
            courseId,
            number,
            par,
            strokeIndex,
            geometry,
          })),
        );
        await recordStaffAction(
          deps.activity,
          {
            event: 'courses.created',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'course', id: courseId },
            // The course's own fields; its holes' geometry is large and is the game asset's.
            before: null,
            after: {
              in_game_id: definition.inGameId,
              title: definition.title,
              category: definition.category,
              course_type: definition.courseType,
              par: definition.par,
              holes: definition.holes.length,
            },
          },
          tx,
        );
        return courseId;
      });
      return get(id);
    },

    /**
     * Deletes a course nothing uses. Rounds played on it keep their scores and handicap records
     * (12003); a map pack holding it would sell less than it says (12004).
     */
    async remove(id: number, actor: StaffActor) {
      await inCourseAdminTransaction(deps.db, async (repo, tx) => {
        const course = await repo.lockForDelete(id);
        if (!course) throw new AppError('general.not_found');
        const rounds = await repo.countRounds(id);
        if (rounds > 0) throw new AppError('content.course_has_rounds', { rounds });
        const packs = await repo.mapPackTitles(id);
        if (packs.length) throw new AppError('content.course_in_map_packs', { map_packs: packs.join(', ') });
        await repo.remove(id);
        await recordStaffAction(
          deps.activity,
          {
            event: 'courses.deleted',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'course', id },
            before: course,
            after: null,
          },
          tx,
        );
      });
    },

    /** Edits the course and, when sent, the par and stroke index of holes; par is kept as the sum of the holes. */
    async update(id: number, patch: AdminCoursePatch, actor: StaffActor) {
      const before = (await get(id)).found;
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
