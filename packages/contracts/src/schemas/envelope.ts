/**
 * The two reply envelopes of the API: `{ data }` for one resource and `{ data, meta }` for a page
 * of a list, and the body of every error reply. The server wraps its reply schemas in them; the
 * apps read the types.
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
/** A `{ data }` reply whose item is of type T, as dataEnvelope's schema reads it. */
export type DataEnvelope<T> = z.output<ReturnType<typeof dataEnvelope<z.ZodType<T>>>>;

/** The body of every error reply: the message in the caller's language, the catalogue's code and key, field errors. */
export const errorBodySchema = z.object({
  error: z.string().describe("Message in the caller's language"),
  error_info: z.object({ code: z.number().int(), key: z.string() }),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.output<typeof errorBodySchema>;
