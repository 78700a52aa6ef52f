import { z } from 'zod';
import { enumValues, recordId } from '@golf/contracts';

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

export const courseSummarySchema = courseBaseSchema.extend({
  owned: z
    .boolean()
    .nullable()
    .describe('Whether the caller may play it (null: not signed in and not a default course)'),
  source: z
    .enum(['default', 'map_pack', 'granted'])
    .nullable()
    .describe('Why the caller has it: default course, a map pack they own, or a staff grant; null if they lack it'),
  display_name: z.string().nullable().describe("The caller's own name for the course, if they set one"),
});

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

export const courseParamsSchema = z.object({ id: recordId });

export const courseDisplayNameSchema = z.object({
  display_name: z.string().trim().min(1).max(60).nullable().describe('null clears the custom name'),
});
