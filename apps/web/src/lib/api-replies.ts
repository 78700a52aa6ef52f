import { errorBodySchema, pageMetaSchema, type PageMeta } from '@golf/contracts';
import { ApiError, clientErrorKeys } from './api';

// The parts of lib/api.ts that need zod, loaded with the first error or list reply (see replies() there).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error body without its field errors, which parseFieldErrors reads leniently (a stray message loses only itself). */
const errorReply = errorBodySchema.omit({ errors: true });

function parseFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/**
 * Turns a non-2xx reply into an ApiError. A body in the platform's error shape keeps its text,
 * code, key and field errors; anything else (an HTML page from a proxy, an empty body) gets
 * `fallbackMessage`.
 */
export function parseApiError(
  status: number,
  body: unknown,
  fallbackMessage: string,
  retryAfterSeconds: number | null = null,
): ApiError {
  const reply = errorReply.safeParse(body);
  if (reply.success) {
    return new ApiError({
      status,
      code: reply.data.error_info.code,
      key: reply.data.error_info.key,
      message: reply.data.error,
      fieldErrors: parseFieldErrors(isRecord(body) ? body.errors : undefined),
      retryAfterSeconds,
    });
  }
  return new ApiError({ status, code: 0, key: clientErrorKeys.http, message: fallbackMessage, retryAfterSeconds });
}

/** A list reply's `meta`, or null when it is not the contract's page meta. */
export function parsePageMeta(value: unknown): PageMeta | null {
  const meta = pageMetaSchema.safeParse(value);
  return meta.success ? meta.data : null;
}
