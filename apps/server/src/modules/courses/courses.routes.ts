import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import type { CoursesService } from './courses.service';
import { courseDetailSchema, courseParamsSchema, courseSummarySchema } from './courses.schemas';

type Summary = Awaited<ReturnType<CoursesService['list']>>['rows'][number];

const toSummary = (row: Summary) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  course_type: row.courseType,
  par: row.par,
  hole_count: row.holeCount,
  is_default: row.isDefault,
  main_image: row.mainImage,
});

export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'The course catalogue',
        description:
          'Sortable by id, title, category, par, created_at. Searches title and category. Filters: course_type, category, is_default.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(courseSummarySchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await courses.list(request.query);
      return { data: rows.map(toSummary), meta };
    },
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One course with its tees and hole geometry',
        params: courseParamsSchema,
        response: { 200: dataEnvelope(courseDetailSchema) },
      },
    },
    async (request) => {
      const { course, tees, holes, holeCount } = await courses.get(request.params.id);
      return {
        data: {
          ...toSummary({ ...course, holeCount }),
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
        },
      };
    },
  );
};
