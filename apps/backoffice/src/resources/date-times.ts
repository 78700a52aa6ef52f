/** A date input's value (a Date, or a string the browser wrote) as the API's UTC ISO string. */
export function toIsoTime(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString();
  if (typeof value === 'string' && value !== '') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return value;
}

/**
 * The record with these date-time fields in UTC and a cleared one as none. react-admin's
 * DateTimeInput writes local time without an offset ("2026-12-01T10:00"), which the API refuses.
 */
export function withIsoTimes(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { ...data };
  for (const key of keys) if (key in body) body[key] = body[key] === '' ? null : toIsoTime(body[key]);
  return body;
}
