/** What react-admin tells a validator of the field it checks: its path in the form's values. */
export interface ValidatedField {
  finalSource?: string;
  source?: string;
}

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

/**
 * The value of the field `name` beside the one being validated: in an array item ("rounds.2.end_at"),
 * the same item's ("rounds.2.start_at"); elsewhere, the form's own.
 */
export function siblingValue(values: unknown, field: ValidatedField | undefined, name: string): unknown {
  const source = field?.finalSource ?? field?.source ?? '';
  return valueAt(values, source.includes('.') ? source.replace(/[^.]+$/, name) : name);
}
