import { z } from 'zod';
import { recordId, recordIdBody } from '@golf/contracts';

export const mapPackParamsSchema = z.object({ id: recordId });

export const mapPackBodySchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  course_ids: z.array(recordIdBody).max(200).default([]).describe('The courses the pack gives'),
});
export type MapPackBody = z.output<typeof mapPackBodySchema>;

export const mapPackPatchSchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  course_ids: z.array(recordIdBody).max(200).optional(),
});
export type MapPackPatch = z.output<typeof mapPackPatchSchema>;

export const mapPackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  course_ids: z.array(z.number().int()),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
