import { enums } from '@golf/contracts';
import type { UncheckedErrorBody } from '../api/http';

/** error_info.code of "cannot join wager round" (spec section 3, http_error_type). */
export const CANNOT_JOIN_WAGER_ROUND = enums.http_error_type.cannot_join_wager_round;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ErrorModalRequest {
  /** What the call rejected with: react-admin's HttpError, an ErrorBody, an Error or a string. */
  error?: unknown;
  /** Explicit texts from the caller; each overrides what the error would give. */
  title?: string;
  message?: string;
}

export interface ErrorModalContent {
  title: string;
  message?: string;
  /** Field messages of a validation error, one per line. */
  details: string[];
}

/** The API error body, whether it is the HttpError's body or the error itself. */
function errorBodyOf(error: unknown): UncheckedErrorBody | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && ('error' in body || 'error_info' in body)) return body as UncheckedErrorBody;
  if ('error' in error || 'error_info' in error) return error as UncheckedErrorBody;
  return undefined;
}

function fieldMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors as Record<string, unknown>).flatMap((value) =>
    Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)],
  );
}

/**
 * What the error modal shows (spec section 8, "Client handling"):
 * 1. the title is the server's `error` string;
 * 2. when `error_info.code` is 10 (cannot join wager round), that title and its description instead;
 * 3. a title or message passed by the caller overrides both. A caller's title without a message
 *    ("The wallet could not be adjusted") keeps what the error said as the message, so the reason
 *    still shows.
 * Without a server error the Error's message (often an i18n key) or a generic title is used.
 */
export function errorModalContent(request: ErrorModalRequest, translate: Translate): ErrorModalContent {
  const body = errorBodyOf(request.error);
  let title: string | undefined;
  let message: string | undefined;

  if (body?.error_info?.code === CANNOT_JOIN_WAGER_ROUND) {
    title = translate('contracts.enums.http_error_type.cannot_join_wager_round');
    message = translate('app.feedback.cannot_join_wager_round_description');
  } else if (typeof body?.error === 'string' && body.error) {
    title = body.error;
  } else {
    const raw =
      typeof request.error === 'string'
        ? request.error
        : request.error instanceof Error
          ? request.error.message
          : undefined;
    title = raw ? translate(raw, { _: raw }) : undefined;
  }

  if (request.title) {
    message ??= title;
    title = request.title;
  }
  if (request.message) message = request.message;
  title ??= translate('app.feedback.error_title');
  return { title, message, details: fieldMessages(body?.errors) };
}

/** An error in one line, for a place that shows it instead of content: its field messages, else its title. */
export function errorSummary(error: unknown, translate: Translate): string {
  const { title, details } = errorModalContent({ error }, translate);
  return details.length > 0 ? details.join(' ') : title;
}
