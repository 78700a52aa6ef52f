/** Map packs (back-office, manage-courses): a set of courses a player owns together. */
import { z } from 'zod';
import { recordIdBody } from './common';

export const mapPackBodySchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  course_ids: z.array(recordIdBody).max(200).default([]).describe('The courses the pack gives'),
});
export type MapPackRequest = z.input<typeof mapPackBodySchema>;

export const mapPackPatchBodySchema = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  description: z.string().trim().max(2000).nullable().optional(),
  course_ids: z.array(recordIdBody).max(200).optional(),
});
export type MapPackPatchRequest = z.input<typeof mapPackPatchBodySchema>;

export const mapPackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  course_ids: z.array(z.number().int()),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  owners_count: z.number().int().describe('Players who own the pack; an owned pack cannot be deleted'),
  selling_product_ids: z
    .array(z.number().int())
    .describe('Store products whose meta names the pack; a pack on sale cannot be deleted'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MapPack = z.output<typeof mapPackSchema>;
