import type { ErrorKey } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { USER_DISABLED_CODE } from './identity-provider';
import type { ProviderReply } from './provider-client';

/** The provider's error codes → the platform's error keys (spec section 8, "Authentication"). */
const providerCodes: Record<string, ErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalid_credentials',
  INVALID_ORIGIN: 'auth.untrusted_origin',
  MISSING_OR_NULL_ORIGIN: 'auth.untrusted_origin',
  EMAIL_NOT_VERIFIED: 'auth.email_not_verified',
  [USER_DISABLED_CODE]: 'auth.user_disabled',
  USER_ALREADY_EXISTS: 'auth.email_already_in_use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.email_already_in_use',
  INVALID_EMAIL: 'auth.invalid_email',
  PASSWORD_TOO_SHORT: 'auth.weak_password',
  PASSWORD_TOO_LONG: 'auth.weak_password',
  INVALID_PASSWORD: 'auth.wrong_password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.wrong_password',
  INVALID_TOKEN: 'auth.invalid_token',
  USER_NOT_FOUND: 'auth.user_not_found',
  INVALID_CODE: 'auth.invalid_two_factor',
  INVALID_BACKUP_CODE: 'auth.invalid_two_factor',
  INVALID_TWO_FACTOR_COOKIE: 'auth.invalid_two_factor',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.too_many_attempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth.too_many_attempts',
  TOTP_NOT_ENABLED: 'auth.invalid_two_factor',
};

function byStatus(status: number): ErrorKey {
  if (status === 401) return 'auth.unauthorized';
  if (status === 403) return 'auth.insufficient_permissions';
  if (status === 429) return 'auth.too_many_attempts';
  if (status >= 500) return 'general.something_went_wrong';
  return 'general.bad_request';
}

/**
 * A failed provider reply as an AppError. `overrides` re-map codes where one endpoint means
 * something more specific (a bad token on reset is "request a new link").
 */
export function providerError(reply: ProviderReply, overrides: Partial<Record<string, ErrorKey>> = {}): AppError {
  const code = typeof reply.body?.code === 'string' ? reply.body.code : '';
  const key = overrides[code] ?? providerCodes[code] ?? byStatus(reply.status);
  if (reply.status === 429) {
    const seconds = Number(reply.headers.get('x-retry-after') ?? reply.headers.get('retry-after') ?? 60);
    return new AppError(key, { seconds: Number.isFinite(seconds) ? seconds : 60 });
  }
  return new AppError(key);
}

export const providerErrorCode = (reply: ProviderReply): string =>
  typeof reply.body?.code === 'string' ? reply.body.code : '';
