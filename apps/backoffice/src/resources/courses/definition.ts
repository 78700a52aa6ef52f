import type { AdminCourseCreateRequest } from '@golf/contracts';

type Definition = Pick<AdminCourseCreateRequest, 'tees' | 'holes'>;

/**
 * Reads the definition staff paste: `{ "tees": [...], "holes": [...] }` as a course's detail reply
 * has them (exported from GET /api/v1/courses/{id} or the game's course tool). The server checks the
 * holes' content; this only says whether it is that shape at all. Null: it is not.
 */
export function parseDefinition(text: string): Definition | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { tees = [], holes } = value as { tees?: unknown; holes?: unknown };
  if (!Array.isArray(tees) || !Array.isArray(holes) || holes.length === 0) return null;
  return { tees, holes } as Definition;
}

/** The create form's values as the API's body: the pasted definition becomes tees and holes. */
export function courseCreateBody(data: Record<string, unknown>): Record<string, unknown> {
  const { definition, ...rest } = data;
  const parsed = typeof definition === 'string' ? parseDefinition(definition) : null;
  return { ...rest, ...(parsed ?? { holes: [] }) };
}
