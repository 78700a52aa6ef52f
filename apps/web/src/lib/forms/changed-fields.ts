function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/**
 * The fields of `current` that differ from `initial`, for a PATCH that sends only what changed.
 * Arrays and nested objects compare by value.
 */
export function changedFields<T extends object>(initial: T, current: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (!same(initial[key], current[key])) out[key] = current[key];
  }
  return out;
}

export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}

/** A text field's value for the API: trimmed, and null when empty. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
