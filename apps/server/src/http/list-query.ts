import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, decimalInteger } from '@golf/contracts';

/**
 * The list query every paginated endpoint accepts (Laravel style, bracket-form arrays):
 * `?page=2&per_page=25&sort=-created_at,title&search=pine&filter[course_type]=10&filter[id][]=1`.
 * per_page above the cap is clamped to it, not refused, so clients asking for "everything" still work.
 */
export const listQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1)).default(1).describe('1-based page number, default 1'),
  per_page: decimalInteger(z.number().int().min(1))
    .default(DEFAULT_PER_PAGE)
    .transform((n) => Math.min(n, MAX_PER_PAGE))
    .describe(`Page size, default ${DEFAULT_PER_PAGE}, capped at ${MAX_PER_PAGE}`),
  sort: z
    .string()
    .regex(/^-?[a-z0-9_]+(,-?[a-z0-9_]+)*$/)
    .optional()
    .describe('Comma-separated fields; a leading "-" sorts descending'),
  search: z.string().trim().max(200).optional().describe("Free-text search over the list's searchable fields"),
  filter: z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .optional()
    .describe('filter[field]=value or filter[field][]=a&filter[field][]=b'),
});

export type ListQuery = z.output<typeof listQuerySchema>;

export interface SortTerm {
  field: string;
  descending: boolean;
}

export function parseSort(sort: string | undefined): SortTerm[] {
  if (!sort) return [];
  return sort.split(',').map((term) => ({ field: term.replace(/^-/, ''), descending: term.startsWith('-') }));
}

/** filter values always as a list, so "filter[x]=1" and "filter[x][]=1" mean the same. */
export function filterValues(filter: ListQuery['filter']): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filter ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
}
