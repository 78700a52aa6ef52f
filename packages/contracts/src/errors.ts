/**
 * The error table: every error the platform can answer with, keyed by a stable key.
 *
 * - `code` is the numeric `error_info.code`. The spec's http_error_type numbers are kept
 *   (10, 100, 101); the rest are ours, grouped by area (see README "Error codes"):
 *   1–99 general, 1000 authentication, 1500 users, 2000 strokes, 3000 rounds, 4000 store,
 *   5000 clubs, 6000 tournaments, 7000 friends, 9000 other.
 * - `status` is the HTTP status the API answers with.
 * - The message is `errors.<key>` in the i18n catalogues.
 *
 * Codes never change once released; add new keys instead.
 */
export const errorDefinitions = {
  // General (HTTP and API conventions)
  'general.something_went_wrong': { code: 1, status: 500 },
  'general.validation_failed': { code: 2, status: 422 },
  'general.not_found': { code: 3, status: 404 },
  'general.method_not_allowed': { code: 4, status: 405 },
  'general.malformed_json': { code: 5, status: 400 },
  'general.payload_too_large': { code: 6, status: 413 },
  'general.unsupported_api_version': { code: 7, status: 404 },
  'general.unsupported_media_type': { code: 8, status: 415 },
  'general.too_many_requests': { code: 9, status: 429 },
  'general.service_unavailable': { code: 11, status: 503 },
  'general.bad_request': { code: 12, status: 400 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorKey = keyof typeof errorDefinitions;

export function isErrorKey(key: string): key is ErrorKey {
  return Object.hasOwn(errorDefinitions, key);
}

/** The body of every error reply. */
export interface ErrorBody {
  error: string;
  error_info: { code: number; key: string };
  errors?: Record<string, string[]>;
}
