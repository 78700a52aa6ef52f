import type { CoursesRepository } from './courses.repository';

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
export const presentCourseDetail = ({ course, tees, holes, holeCount }: CourseWithHoles) => ({
  ...presentCourseSummary({ ...course, holeCount }),
  in_game_id: course.inGameId,
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
