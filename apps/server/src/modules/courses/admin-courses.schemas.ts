import { z } from 'zod';
import { isImageUrl, recordId, recordIdBody } from '@golf/contracts';

const IMAGE_URL_RULE =
  'An https:// URL (any host) or a path on this site starting with a single "/", e.g. "/images/pines.jpg". Anything else (http://, "//host", javascript:, data:, a relative path) is refused with 422 validation.image_url on the field: the web apps\' Content-Security-Policy would not show it.';

/** One course image: trimmed, at most 500 characters, and an image the apps can show (isImageUrl). */
const imageUrlSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(isImageUrl, { message: 'validation.image_url' });

export const adminCoursePatchSchema = z.object({
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
export type AdminCoursePatch = z.output<typeof adminCoursePatchSchema>;

export const userCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  course_type: z.number().int(),
  is_default: z.boolean(),
  source: z.enum(['default', 'map_pack', 'granted']).nullable().describe('Why the user has it; null: they do not'),
  granted: z.boolean().describe('Staff granted it (independent of the other sources)'),
  display_name: z.string().nullable(),
});

export const grantCourseSchema = z.object({ course_id: recordIdBody });
export const grantMapPackSchema = z.object({ map_pack_id: recordIdBody });
export const userParamsSchema = z.object({ id: recordId });
export const userCourseParamsSchema = z.object({
  id: recordId,
  courseId: recordId,
});
export const userMapPackParamsSchema = z.object({
  id: recordId,
  mapPackId: recordId,
});
