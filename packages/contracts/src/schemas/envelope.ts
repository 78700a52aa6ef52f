/**
 * The two reply envelopes of the API: `{ data }` for one resource and `{ data, meta }` for a page
 * of a list. The server wraps its reply schemas in them; the apps read the types.
 */
import { z } from 'zod';

/** Laravel-style pagination metadata returned with every list. */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.output<typeof pageMetaSchema>;

/** The paginated list reply schema for an item schema. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export type Paginated<T> = { data: T[]; meta: PageMeta };

/** The `{ data }` envelope every single-resource reply uses. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
