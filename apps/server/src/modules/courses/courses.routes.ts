import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import type { SessionResolver } from '../auth/sessions';
import { presentAccess, presentCourseDetail, presentCourseSummary } from './course-presenter';
import type { CoursesService } from './courses.service';
import {
  courseDetailSchema,
  courseDisplayNameBodySchema,
  courseSummarySchema,
  dataEnvelope,
  paginatedSchema,
} from '@golf/contracts';
import { courseParamsSchema } from './courses.schemas';

type Listed = Awaited<ReturnType<CoursesService['list']>>['rows'][number];

const toListed = (row: Listed, signedIn: boolean) => ({
  ...presentCourseSummary(row),
  ...presentAccess(row.isDefault, {
    source: signedIn ? row.source : undefined,
    displayName: row.displayName,
    mapPacks: row.mapPacks,
  }),
});

export const coursesRoutes: FastifyPluginAsyncZod<{
  courses: CoursesService;
  guards: Guards;
  sessions: SessionResolver;
}> = async (app, { courses, guards, sessions }) => {
  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'The course catalogue',
        description:
          'Sortable by id, title, category, par, created_at. Searches title and category. Filters: course_type, category, is_default, and for a signed-in caller owned (1: the courses they may play, 0: the others). ' +
          'Signed in, each course carries owned and source (default: everyone has it; map_pack: from a map pack they own; granted: given by staff; null: they lack it) and their own display_name. Signed out, default courses are owned with source default and the others have null for both. map_packs names the packs holding each course with the store product selling each (how to get a locked course).',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(courseSummarySchema) },
      },
    },
    async (request) => {
      const session = await sessions.resolve(request);
      const { rows, meta } = await courses.list(request.query, session?.userId);
      return {
        data: rows.map((row) => toListed(row, session !== null)),
        meta,
      };
    },
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'One course with its tees and hole geometry',
        description: 'With the same owned, source, display_name and map_packs as the list, for the caller.',
        params: courseParamsSchema,
        response: { 200: dataEnvelope(courseDetailSchema) },
      },
    },
    async (request) => {
      const session = await sessions.resolve(request);
      const { found, access } = await courses.get(request.params.id, session?.userId);
      return { data: presentCourseDetail(found, access) };
    },
  );

  app.put(
    '/courses/:id/display-name',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['courses'],
        summary: "Set the caller's own name for a course",
        description:
          'Only for a course the caller has by the list’s rule, source plan (all_courses) included (otherwise ' +
          'rounds.course_unavailable). display_name null removes the custom name.',
        params: courseParamsSchema,
        body: courseDisplayNameBodySchema,
        response: { 204: z.null().describe('Saved') },
      },
      config: { errors: ['rounds.course_unavailable'] },
    },
    async (request, reply) => {
      await courses.setDisplayName(currentAuth(request).userId, request.params.id, request.body.display_name);
      return reply.status(204).send(null);
    },
  );
};
