/**
 * Courses: the public catalogue, one course with its tees and holes, the caller's own name for a
 * course, and the back-office's course edits and course allocation (manage-courses).
 */
import { z } from 'zod';
import { enumValues } from '../enums';
import { isImageUrl } from '../images';
import { recordIdBody } from './common';

const teeingType = z.union(enumValues('teeing_type').map((v) => z.literal(v)));

export const courseBaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string().describe('Style of course: parkland, links, desert, practice, ...'),
  course_type: z.number().int().describe('course_type enum: 10 regular, 20 driving range'),
  par: z.number().int(),
  hole_count: z.number().int(),
  is_default: z.boolean().describe('Playable by everyone without a map pack'),
  main_image: z.string().nullable(),
});
export type CourseBase = z.output<typeof courseBaseSchema>;

/** Why the caller has a course: default course, a map pack they own, or a staff grant. */
const courseSource = z.enum(['default', 'map_pack', 'granted']);
export type CourseSource = z.output<typeof courseSource>;

export const courseSummarySchema = courseBaseSchema.extend({
  owned: z
    .boolean()
    .nullable()
    .describe('Whether the caller may play it (null: not signed in and not a default course)'),
  source: courseSource
    .nullable()
    .describe('Why the caller has it: default course, a map pack they own, or a staff grant; null if they lack it'),
  display_name: z.string().nullable().describe("The caller's own name for the course, if they set one"),
});
export type CourseSummary = z.output<typeof courseSummarySchema>;

const point = z.object({ x: z.number(), y: z.number() }).describe('Centimetres in the hole frame');

export const courseDetailSchema = courseBaseSchema.extend({
  in_game_id: z.string(),
  hcp_rebasing: z.boolean(),
  images: z.array(z.string()),
  tees: z.array(
    z.object({
      teeing_type: teeingType.describe('10 front, 20 middle, 30 back'),
      course_rating: z.number().describe('WHS course rating, one decimal'),
      slope_rating: z.number().int(),
      length_cm: z.number().int(),
    }),
  ),
  holes: z.array(
    z.object({
      number: z.number().int(),
      par: z.number().int(),
      stroke_index: z.number().int(),
      geometry: z
        .record(z.string(), z.unknown())
        .describe('Tees, pin and surface polygons; points are ' + point.description),
    }),
  ),
});
export type CourseDetail = z.output<typeof courseDetailSchema>;

export const courseDisplayNameBodySchema = z.object({
  display_name: z.string().trim().min(1).max(60).nullable().describe('null clears the custom name'),
});
export type CourseDisplayNameRequest = z.input<typeof courseDisplayNameBodySchema>;

// Back-office.

const IMAGE_URL_RULE =
  'An https:// URL (any host) or a path on this site starting with a single "/", e.g. "/images/pines.jpg". Anything else (http://, "//host", javascript:, data:, a relative path) is refused with 422 validation.image_url on the field: the web apps\' Content-Security-Policy would not show it.';

/** One course image: trimmed, at most 500 characters, and an image the apps can show (isImageUrl). */
const imageUrlSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(isImageUrl, { message: 'validation.image_url' });

export const adminCoursePatchBodySchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  is_default: z.boolean().optional().describe('Every player has it'),
  hcp_rebasing: z.boolean().optional(),
  main_image: imageUrlSchema
    .nullable()
    .optional()
    .describe(`The course's main image; null removes it. ${IMAGE_URL_RULE}`),
  images: z
    .array(imageUrlSchema.describe(IMAGE_URL_RULE))
    .max(30)
    .optional()
    .describe('More images of the course, at most 30; an item that is refused is named by its index (images.2)'),
  holes: z
    .array(
      z.object({
        number: z.number().int().min(1).max(18),
        par: z.number().int().min(3).max(6).optional(),
        stroke_index: z.number().int().min(1).max(18).optional(),
      }),
    )
    .max(18)
    // Each hole once: a repeated number is refused where it repeats (holes.1.number), never "last wins".
    .superRefine((holes, ctx) => {
      const seen = new Set<number>();
      holes.forEach((hole, index) => {
        if (seen.has(hole.number))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'number'],
            message: 'validation.distinct',
            params: { attribute: 'hole number' },
          });
        seen.add(hole.number);
      });
    })
    .optional()
    .describe(
      'Par and stroke index per hole, each hole number at most once (a repeat is 422 validation.distinct on holes.N.number); the stroke indexes must stay 1..n, each once',
    ),
});
export type AdminCoursePatchRequest = z.input<typeof adminCoursePatchBodySchema>;

export const userCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  course_type: z.number().int(),
  is_default: z.boolean(),
  source: courseSource.nullable().describe('Why the user has it; null: they do not'),
  granted: z.boolean().describe('Staff granted it (independent of the other sources)'),
  display_name: z.string().nullable(),
});
export type UserCourse = z.output<typeof userCourseSchema>;

/** GET /admin/users/{id}/courses: every course with the user's source for it, and their map packs. */
export const userCoursesSchema = z.object({
  courses: z.array(userCourseSchema),
  map_pack_ids: z.array(z.number().int()),
});
export type UserCourses = z.output<typeof userCoursesSchema>;

export const grantCourseBodySchema = z.object({ course_id: recordIdBody });
export type GrantCourseRequest = z.input<typeof grantCourseBodySchema>;
export const grantMapPackBodySchema = z.object({ map_pack_id: recordIdBody });
export type GrantMapPackRequest = z.input<typeof grantMapPackBodySchema>;
