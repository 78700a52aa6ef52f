import { siblingValue, type ValidatedField } from './sibling-field';

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

const timeOf = (value: unknown): number | null => {
  const iso = toIsoTime(value);
  const time = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * react-admin validator: this date-time comes after the sibling field `start` (in an array item, the
 * same item's), so "ends before it starts" shows under the field before the form is sent.
 */
export function afterField(start: string) {
  return (value: unknown, values: unknown, props?: ValidatedField) => {
    const end = timeOf(value);
    const begin = timeOf(siblingValue(values, props, start));
    return end !== null && begin !== null && end <= begin
      ? { message: 'app.validation.after_start', args: {} }
      : undefined;
  };
}

/** react-admin validator: a date-time in the future (a tournament no one could enter otherwise). */
export function inTheFuture(value: unknown) {
  const time = timeOf(value);
  return time !== null && time <= Date.now() ? { message: 'app.validation.in_future', args: {} } : undefined;
}
