import { isApiError } from '../api';

/** Field name → messages, as in the API's 422 `errors`. */
export type FieldErrors = Record<string, string[]>;

/** The first message for a field, for an input's `error` prop. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  return errors[name]?.[0];
}

/**
 * The server's field errors of a failed call, plus errors whose key belongs to one field
 * (e.g. auth.wrong_password on current_password) when `keyFields` says so.
 */
export function fieldErrorsOf(error: unknown, keyFields: Record<string, string> = {}): FieldErrors {
  if (!isApiError(error)) return {};
  const out: FieldErrors = { ...error.fieldErrors };
  const field = keyFields[error.key];
  if (field && !out[field]) out[field] = [error.message];
  return out;
}

/**
 * The message to show above a form: the server's text, unless every problem is already shown
 * next to one of `fields`.
 */
export function formErrorOf(
  error: unknown,
  fields: readonly string[],
  keyFields: Record<string, string> = {},
): string | null {
  if (!error) return null;
  if (!isApiError(error)) return error instanceof Error ? error.message : null;
  const errors = fieldErrorsOf(error, keyFields);
  const names = Object.keys(errors);
  if (names.length > 0 && names.every((name) => fields.includes(name))) return null;
  return error.message;
}

/** Merges client-side checks (shown first) with the server's errors. */
export function mergeFieldErrors(client: FieldErrors, server: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...server };
  for (const [field, messages] of Object.entries(client)) if (messages.length) out[field] = messages;
  return out;
}
