import { enums } from '@golf/contracts';
import type { UncheckedErrorBody } from '../api/http';

/** error_info.code of the sign-in answers that ask for (or refuse) the two-factor code (spec http_error_type). */
export const TWO_FACTOR_REQUIRED = enums.http_error_type.two_factor_required;
export const INVALID_TWO_FACTOR = enums.http_error_type.invalid_two_factor;

/** i18n key of the invalid-code message (the shared catalogue's text for auth.invalid_two_factor). */
export const INVALID_TWO_FACTOR_MESSAGE = 'contracts.errors.auth.invalid_two_factor';
/** react-admin's generic sign-in failure text. */
export const SIGN_IN_ERROR = 'ra.auth.sign_in_error';
/** i18n key shown when the server asked for the code without a readable message. */
export const TWO_FACTOR_REQUIRED_MESSAGE = 'contracts.errors.auth.two_factor_required';

/**
 * Why a sign-in did not end in a back-office session:
 * - two_factor_required: the password was right; send the same request again with `code`;
 * - invalid_two_factor: the code (TOTP or backup code) was wrong;
 * - throttled: too many attempts (429); the message names the wait;
 * - insufficient_permissions: signed in, but without access-backoffice (signed out again);
 * - refused: anything else (wrong credentials, unverified, disabled, network…), with the server's message.
 */
export type LoginFailureReason =
  'two_factor_required' | 'invalid_two_factor' | 'throttled' | 'insufficient_permissions' | 'refused';

/** What authProvider.login rejects with; `message` is the server's localized text or an i18n key. */
export class LoginError extends Error {
  readonly reason: LoginFailureReason;
  readonly status: number | undefined;

  constructor(reason: LoginFailureReason, message: string, status?: number) {
    super(message);
    this.name = 'LoginError';
    this.reason = reason;
    this.status = status;
  }
}

export function isLoginError(error: unknown): error is LoginError {
  return error instanceof LoginError;
}

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  body?: UncheckedErrorBody | null;
}

/** Classifies a rejected sign-in call (react-admin's HttpError from the http client). */
export function loginErrorOf(error: unknown): LoginError {
  if (error instanceof LoginError) return error;
  const like = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  const status = typeof like.status === 'number' ? like.status : undefined;
  const code = like.body?.error_info?.code;
  const message =
    typeof like.message === 'string' && like.message
      ? like.message
      : typeof error === 'string' && error
        ? error
        : SIGN_IN_ERROR;
  if (code === TWO_FACTOR_REQUIRED) return new LoginError('two_factor_required', message, status);
  if (code === INVALID_TWO_FACTOR) return new LoginError('invalid_two_factor', message, status);
  if (status === 429) return new LoginError('throttled', message, status);
  return new LoginError('refused', message, status);
}

export type LoginStep = 'credentials' | 'code';

/** What the login page shows after a failed attempt: which step, and a message (i18n key or text). */
export interface LoginFeedback {
  step: LoginStep;
  severity: 'info' | 'error';
  message: string;
}

/**
 * The login page's reaction to a failure:
 * - code 100: go to (or stay on) the code step, with the server's prompt;
 * - code 101: stay on the code step with the invalid-code message;
 * - 429: the server's message (it names the wait), on the current step;
 * - anything else: the server's localized error (or our key), on the current step.
 */
export function loginFeedback(error: unknown, current: LoginStep): LoginFeedback {
  const failure = loginErrorOf(error);
  switch (failure.reason) {
    case 'two_factor_required':
      return { step: 'code', severity: 'info', message: failure.message || TWO_FACTOR_REQUIRED_MESSAGE };
    case 'invalid_two_factor':
      return { step: 'code', severity: 'error', message: INVALID_TWO_FACTOR_MESSAGE };
    default:
      return { step: current, severity: 'error', message: failure.message || SIGN_IN_ERROR };
  }
}
