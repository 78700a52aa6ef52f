import { courseVersion } from './course-version';
import type { CourseSource } from './course-allocation.repository';
import type { CoursesRepository } from './courses.repository';

type PackRow = Awaited<ReturnType<CoursesRepository['mapPacksOf']>>[number];

/** The caller's side of a course: their source (undefined: signed out), own name and the packs holding it. */
export interface CourseAccess {
  source?: CourseSource | null;
  displayName: string | null;
  mapPacks: PackRow[];
}

/** Signed out, only default courses are known to be playable; the others are null (unknown). */
export function presentAccess(isDefault: boolean, access: CourseAccess) {
  const signedIn = access.source !== undefined;
  const source = signedIn ? (access.source ?? null) : isDefault ? 'default' : null;
  return {
    owned: source !== null ? true : signedIn ? false : null,
    source,
    display_name: access.displayName,
    map_packs: access.mapPacks.map((pack) => ({
      id: pack.id,
      title: pack.title,
      product_id: pack.productId,
      owned: pack.owned,
    })),
  };
}

/** A course with its tees and holes, as the repository loads it for one course. */
export type CourseWithHoles = NonNullable<Awaited<ReturnType<CoursesRepository['findWithHoles']>>>;

type SummaryFields = Pick<
  CourseWithHoles['course'],
  'id' | 'title' | 'category' | 'courseType' | 'par' | 'isDefault' | 'mainImage'
> & { holeCount: number };

/** The fields every course reply has (lists and single courses, player and back-office). */
export const presentCourseSummary = (row: SummaryFields) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  course_type: row.courseType,
  par: row.par,
  hole_count: row.holeCount,
  is_default: row.isDefault,
  main_image: row.mainImage,
});

/** One course with its rating per tee and every hole's geometry (courseDetailSchema). */
export const presentCourseDetail = ({ course, tees, holes, holeCount }: CourseWithHoles, access: CourseAccess) => ({
  ...presentCourseSummary({ ...course, holeCount }),
  ...presentAccess(course.isDefault, access),
  in_game_id: course.inGameId,
  version: courseVersion(holes),
  hcp_rebasing: course.hcpRebasing,
  images: course.images,
  tees: tees.map((tee) => ({
    teeing_type: tee.teeingType as 10 | 20 | 30,
    course_rating: tee.courseRating,
    slope_rating: tee.slopeRating,
    length_cm: tee.lengthCm,
  })),
  holes: holes.map((hole) => ({
    number: hole.number,
    par: hole.par,
    stroke_index: hole.strokeIndex,
    geometry: hole.geometry as unknown as Record<string, unknown>,
  })),
});
