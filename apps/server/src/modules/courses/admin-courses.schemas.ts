import { z } from 'zod';
import { recordId, type adminCourseCreateBodySchema, type adminCoursePatchBodySchema } from '@golf/contracts';

/** The course edit as the service gets it: validated and trimmed. */
export type AdminCoursePatch = z.output<typeof adminCoursePatchBodySchema>;
export type AdminCourseCreate = z.output<typeof adminCourseCreateBodySchema>;

export const userParamsSchema = z.object({ id: recordId });
export const userCourseParamsSchema = z.object({
  id: recordId,
  courseId: recordId,
});
export const userMapPackParamsSchema = z.object({
  id: recordId,
  mapPackId: recordId,
});
