import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import { ECONOMY_TARGET_REFUSALS } from '../users/staff-target';
import type { AdminCoursesService } from './admin-courses.service';
import {
  adminCourseCreateBodySchema,
  adminCoursePatchBodySchema,
  courseBaseSchema,
  courseDetailSchema,
  dataEnvelope,
  grantCourseBodySchema,
  grantMapPackBodySchema,
  paginatedSchema,
  userCoursesSchema,
} from '@golf/contracts';
import { userCourseParamsSchema, userMapPackParamsSchema, userParamsSchema } from './admin-courses.schemas';
import type { CourseAllocationService } from './course-allocation.service';
import { presentCourseDetail } from './course-presenter';
import { courseParamsSchema } from './courses.schemas';

const tags = ['admin: courses'];

/** Back-office: courses and course allocation (manage-courses). */
export const adminCoursesRoutes: FastifyPluginAsyncZod<{
  adminCourses: AdminCoursesService;
  allocation: CourseAllocationService;
  guards: Guards;
}> = async (app, { adminCourses, allocation, guards }) => {
  const onRequest = guards.requirePermission('manage-courses');

  app.get(
    '/admin/courses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Courses (id, title, category, is_default)',
        description:
          'Sortable by id, title, category, par, created_at. Searches title and category. Filters: course_type, category, is_default.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(courseBaseSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await adminCourses.list(request.query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: row.title,
          category: row.category,
          course_type: row.courseType,
          par: row.par,
          hole_count: row.holeCount,
          is_default: row.isDefault,
          main_image: row.mainImage,
        })),
        meta,
      };
    },
  );

  app.get(
    '/admin/courses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One course with main_image, images, tees and holes',
        params: courseParamsSchema,
        response: { 200: dataEnvelope(courseDetailSchema) },
      },
    },
    async (request) => {
      const { found, access } = await adminCourses.get(request.params.id);
      return { data: presentCourseDetail(found, access) };
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/courses/:id',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Edit a course: title, category, is_default, hcp_rebasing, main_image, images, hole par and stroke index',
          description:
            'Only the fields sent change. Stroke indexes must remain a permutation of 1..n (422 on holes otherwise); the course par follows the holes.',
          params: courseParamsSchema,
          body: adminCoursePatchBodySchema,
          response: { 200: dataEnvelope(courseDetailSchema) },
        },
      },
      async (request) => {
        const { found, access } = await adminCourses.update(request.params.id, request.body, staffActor(request));
        return { data: presentCourseDetail(found, access) };
      },
    );
  }

  app.post(
    '/admin/courses',
    {
      onRequest,
      config: { errors: ['content.course_in_game_id_taken'] },
      schema: {
        tags,
        summary: 'Add a course from its definition',
        description:
          "The tees' ratings and the holes with their geometry, in the shape of a course's detail reply (an exported course can be added again under another in_game_id). The definition is checked like the game's course assets: each problem is a 422 validation.course_definition on holes. An in_game_id another course has is 12005 (409). The par is the sum of the holes' pars; each tee's length the sum of its holes' lengths.",
        body: adminCourseCreateBodySchema,
        response: { 201: dataEnvelope(courseDetailSchema) },
      },
    },
    async (request, reply) => {
      const { found, access } = await adminCourses.create(request.body, staffActor(request));
      return reply.status(201).send({ data: presentCourseDetail(found, access) });
    },
  );

  app.delete(
    '/admin/courses/:id',
    {
      onRequest,
      config: { errors: ['content.course_has_rounds', 'content.course_in_map_packs'] },
      schema: {
        tags,
        summary: 'Delete a course nothing uses',
        description:
          "Refused while rounds are played on it (12003, with their number: their scores and handicap records need it) or map packs hold it (12004, naming them: take it out first). Staff grants and players' own names for it go with it.",
        params: courseParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await adminCourses.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/users/:id/courses',
    {
      onRequest,
      schema: {
        tags,
        summary: "Course allocation: every course with the user's source for it, and their map packs",
        params: userParamsSchema,
        response: {
          200: dataEnvelope(userCoursesSchema),
        },
      },
    },
    async (request) => ({ data: await allocation.coursesOf(request.params.id) }),
  );

  app.post(
    '/admin/users/:id/courses',
    {
      config: { errors: ['users.administrator_protected', 'users.cannot_act_on_self', 'users.system_account'] },
      onRequest,
      schema: {
        tags,
        summary: 'Grant a course to a user',
        description: `Idempotent. ${ECONOMY_TARGET_REFUSALS}`,
        params: userParamsSchema,
        body: grantCourseBodySchema,
        response: { 204: z.null().describe('Granted') },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await allocation.grantCourse(request.params.id, request.body.course_id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:id/courses/:courseId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take back a course staff granted (default and map-pack courses stay)',
        description: ECONOMY_TARGET_REFUSALS,
        params: userCourseParamsSchema,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await allocation.revokeCourse(request.params.id, request.params.courseId, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/map-packs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Give a user a map pack (as a purchase would)',
        description: `Idempotent. ${ECONOMY_TARGET_REFUSALS}`,
        params: userParamsSchema,
        body: grantMapPackBodySchema,
        response: { 204: z.null().describe('Granted') },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await allocation.grantMapPack(request.params.id, request.body.map_pack_id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:id/map-packs/:mapPackId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take a map pack away from a user',
        description: ECONOMY_TARGET_REFUSALS,
        params: userMapPackParamsSchema,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await allocation.revokeMapPack(request.params.id, request.params.mapPackId, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
