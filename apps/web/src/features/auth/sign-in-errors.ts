import { enums } from '@golf/contracts';
import { isApiError } from '../../lib/api';

/**
 * What a failed sign-in means for the screen:
 * - needsCode: error_info.code 100, ask for the second factor and send again with `code`;
 * - invalidCode: error_info.code 101, the code was wrong (shown on the code field);
 * - emailNotVerified: auth.email_not_verified, show the verify-e-mail notice;
 * - other: show the server's message (wrong credentials, disabled, 429 with its seconds, ...).
 */
export type SignInFailure = 'needsCode' | 'invalidCode' | 'emailNotVerified' | 'other';

export function classifySignInError(error: unknown): SignInFailure {
  if (!isApiError(error)) return 'other';
  if (error.code === enums.http_error_type.two_factor_required) return 'needsCode';
  if (error.code === enums.http_error_type.invalid_two_factor) return 'invalidCode';
  if (error.key === 'auth.email_not_verified') return 'emailNotVerified';
  return 'other';
}
