import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { classifySignInError } from './sign-in-errors';

const error = (status: number, code: number, key: string) => new ApiError({ status, code, key, message: key });

describe('classifySignInError', () => {
  it('asks for the second factor on code 100', () => {
    expect(classifySignInError(error(403, 100, 'auth.two_factor_required'))).toBe('needsCode');
  });

  it('reports a wrong code on code 101', () => {
    expect(classifySignInError(error(422, 101, 'auth.invalid_two_factor'))).toBe('invalidCode');
  });

  it('shows the verify-e-mail notice for an unverified address', () => {
    expect(classifySignInError(error(403, 1023, 'auth.email_not_verified'))).toBe('emailNotVerified');
  });

  it.each([
    error(401, 1006, 'auth.invalid_credentials'),
    error(403, 1005, 'auth.user_disabled'),
    error(429, 1002, 'auth.too_many_login_attempts'),
    new Error('boom'),
    'text',
  ])('shows the message for anything else (%s)', (failure) => {
    expect(classifySignInError(failure)).toBe('other');
  });
});
