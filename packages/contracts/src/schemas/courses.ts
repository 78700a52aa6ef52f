/**
 * Courses: the public catalogue, one course with its tees and holes, the caller's own name for a
 * course, and the back-office's course edits and course allocation (manage-courses).
 */
import { z } from 'zod';
import { COURSE_CATEGORIES } from '@golf/golf';
import { enumValues } from '../enums';
import { isImageUrl } from '../images';
import { recordIdBody } from './common';

const teeingType = z.union(enumValues('teeing_type').map((v) => z.literal(v)));

/** course_category: the style of a course (docs/decisions/0048), labelled by the enumeration's catalogue. */
export const courseCategorySchema = z
  .enum(COURSE_CATEGORIES)
  .describe(`course_category: ${COURSE_CATEGORIES.join(', ')}`);

export const courseBaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: courseCategorySchema,
  course_type: z.number().int().describe('course_type enum: 10 regular, 20 driving range'),
  par: z.number().int(),
  hole_count: z.number().int(),
  is_default: z.boolean().describe('Playable by everyone without a map pack'),
  main_image: z.string().nullable(),
});
export type CourseBase = z.output<typeof courseBaseSchema>;

/** Why a user has a course of their own: default course, a map pack they own, or a staff grant (what staff allocate). */
const ownedCourseSource = z.enum(['default', 'map_pack', 'granted']);
export type OwnedCourseSource = z.output<typeof ownedCourseSource>;
/** Why the caller has a course: an owned source, or `plan` (the all_courses feature opens every course). */
const courseSource = z.enum([...ownedCourseSource.options, 'plan']);
export type CourseSource = z.output<typeof courseSource>;

/** A map pack that holds a course, with the store product that sells it (null: none is listed). */
export const courseMapPackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  product_id: z.number().int().nullable().describe('A listed store product selling the pack; null when none does'),
  owned: z.boolean().nullable().describe('Whether the caller owns the pack (null: not signed in)'),
});
export type CourseMapPack = z.output<typeof courseMapPackSchema>;

export const courseSummarySchema = courseBaseSchema.extend({
  owned: z
    .boolean()
    .nullable()
    .describe('Whether the caller may play it (null: not signed in and not a default course)'),
  source: courseSource
    .nullable()
    .describe('Why the caller has it: default course, a map pack they own, or a staff grant; null if they lack it'),
  display_name: z.string().nullable().describe("The caller's own name for the course, if they set one"),
  map_packs: z
    .array(courseMapPackSchema)
    .describe('The map packs that hold the course: how to get it when the caller lacks it'),
});
export type CourseSummary = z.output<typeof courseSummarySchema>;

const point = z.object({ x: z.number(), y: z.number() }).describe('Centimetres in the hole frame');

export const courseDetailSchema = courseBaseSchema.extend({
  owned: courseSummarySchema.shape.owned,
  source: courseSummarySchema.shape.source,
  display_name: courseSummarySchema.shape.display_name,
  map_packs: courseSummarySchema.shape.map_packs,
  in_game_id: z.string(),
  version: z
    .string()
    .describe(
      "Changes whenever a hole's par, stroke index or geometry changes; an offline round names the one it was played on",
    ),
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
  category: courseCategorySchema.optional(),
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
  category: courseCategorySchema,
  course_type: z.number().int(),
  is_default: z.boolean(),
  source: ownedCourseSource
    .nullable()
    .describe('Why the user has it; null: they do not (the all_courses feature is shown with their features)'),
  granted: z.boolean().describe('Staff granted it (independent of the other sources)'),
  display_name: z.string().nullable(),
});
export type UserCourse = z.output<typeof userCourseSchema>;

/** GET /admin/users/{id}/courses: every course with the user's source for it, and their map packs. */
export const userCoursesSchema = z.object({
  courses: z.array(userCourseSchema),
  map_pack_ids: z.array(z.number().int()),
  system_account: z
    .boolean()
    .describe(
      "One of the platform's own accounts (decision 0120): staff may only view it, so every change is 403 (1511)",
    ),
  administrator: z
    .boolean()
    .describe(
      "The account holds the administrator role: only an administrator changes it, others' changes are 403 (1507)",
    ),
});
export type UserCourses = z.output<typeof userCoursesSchema>;

export const grantCourseBodySchema = z.object({ course_id: recordIdBody });
export type GrantCourseRequest = z.input<typeof grantCourseBodySchema>;
export const grantMapPackBodySchema = z.object({ map_pack_id: recordIdBody });
export type GrantMapPackRequest = z.input<typeof grantMapPackBodySchema>;

const pointSchema = z.object({ x: z.number().int(), y: z.number().int() });
const polygonSchema = z.array(pointSchema).min(3).max(2000);
const holeTeeSchema = z.object({ position: pointSchema, lengthCm: z.number().int().min(0) });

/** A hole's geometry in the course model of packages/golf (centimetres, the hole's own frame). */
export const holeGeometrySchema = z.object({
  tees: z.object({ 10: holeTeeSchema, 20: holeTeeSchema, 30: holeTeeSchema }),
  pin: pointSchema,
  centreLine: z.array(pointSchema).max(50),
  fairway: z.array(polygonSchema).max(50),
  green: polygonSchema,
  targets: z.array(polygonSchema).max(50).optional(),
  bunkers: z.array(polygonSchema).max(100),
  water: z.array(polygonSchema).max(100),
  outOfBounds: z.array(polygonSchema).max(100),
  bounds: polygonSchema,
});

/**
 * A new course (back-office add): its fields, then its tees and holes in the shape a course's
 * detail reply has, so a course exported from GET /courses/{id} can be edited and added again.
 */
export const adminCourseCreateBodySchema = z.object({
  in_game_id: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(120),
  title: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(120),
  category: courseCategorySchema,
  course_type: z.union(enumValues('course_type').map((v) => z.literal(v))),
  is_default: z.boolean().default(false),
  hcp_rebasing: z.boolean().default(false),
  main_image: imageUrlSchema.nullable().optional().describe(IMAGE_URL_RULE),
  images: z.array(imageUrlSchema).max(30).default([]),
  tees: z
    .array(
      z.object({
        teeing_type: teeingType,
        course_rating: z.number(),
        slope_rating: z.number().int(),
      }),
    )
    .max(3)
    .default([])
    .describe('Ratings of the front, middle and back tees; all three for a regular course, none for a driving range'),
  holes: z
    .array(
      z.object({
        number: z.number().int().min(1).max(18),
        par: z.number().int(),
        stroke_index: z.number().int(),
        geometry: holeGeometrySchema,
      }),
    )
    .min(1)
    .max(18)
    .describe(
      '9 or 18 holes for a regular course, one for a driving range; checked like the game assets (validation.course_definition)',
    ),
});
export type AdminCourseCreateRequest = z.input<typeof adminCourseCreateBodySchema>;
