import { z } from 'zod';

export const adminCoursePatchSchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  is_default: z.boolean().optional().describe('Every player has it'),
  hcp_rebasing: z.boolean().optional(),
  main_image: z.string().trim().max(500).nullable().optional().describe('Image URL or stored file path'),
  images: z.array(z.string().trim().min(1).max(500)).max(30).optional(),
  holes: z
    .array(
      z.object({
        number: z.number().int().min(1).max(18),
        par: z.number().int().min(3).max(6).optional(),
        stroke_index: z.number().int().min(1).max(18).optional(),
      }),
    )
    .max(18)
    .optional()
    .describe('Par and stroke index per hole; the stroke indexes must stay 1..n, each once'),
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

export const grantCourseSchema = z.object({ course_id: z.number().int().positive() });
export const grantMapPackSchema = z.object({ map_pack_id: z.number().int().positive() });
export const userParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const userCourseParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  courseId: z.coerce.number().int().positive(),
});
export const userMapPackParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  mapPackId: z.coerce.number().int().positive(),
});
