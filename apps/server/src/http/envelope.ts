import { z } from 'zod';

/** Builds the paginated list response schema for an item schema. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  });
}

/** The `{ data }` envelope every single-resource reply uses. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
