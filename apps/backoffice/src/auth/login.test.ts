import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  INVALID_TWO_FACTOR_MESSAGE,
  LoginError,
  SIGN_IN_ERROR,
  TWO_FACTOR_REQUIRED_MESSAGE,
  loginErrorOf,
  loginFeedback,
} from './login';

const apiError = (status: number, code: number, error: string) =>
  new HttpError(error, status, { error, error_info: { code, key: 'k' } });

describe('loginErrorOf', () => {
  it.each([
    [apiError(403, 100, 'Code needed.'), 'two_factor_required'],
    [apiError(422, 101, 'Bad code.'), 'invalid_two_factor'],
    [apiError(429, 1002, 'Wait 30 seconds.'), 'throttled'],
    [apiError(401, 1006, 'Wrong password.'), 'refused'],
    [apiError(403, 1005, 'Disabled.'), 'refused'],
    [new HttpError('app.errors.network', 0), 'refused'],
  ])('%s → %s', (error, reason) => {
    const failure = loginErrorOf(error);
    expect(failure).toBeInstanceOf(LoginError);
    expect(failure.reason).toBe(reason);
    expect(failure.message).toBe(error.message);
  });

  it('passes LoginErrors through and gives unknown rejections a generic message', () => {
    const error = new LoginError('insufficient_permissions', 'app.auth.insufficient_permissions');
    expect(loginErrorOf(error)).toBe(error);
    expect(loginErrorOf(undefined).message).toBe(SIGN_IN_ERROR);
  });
});

describe('loginFeedback', () => {
  it('asks for the code on 100, with the server prompt', () => {
    expect(loginFeedback(apiError(403, 100, 'Enter the code.'), 'credentials')).toEqual({
      step: 'code',
      severity: 'info',
      message: 'Enter the code.',
    });
    expect(loginFeedback(new LoginError('two_factor_required', ''), 'credentials').message).toBe(
      TWO_FACTOR_REQUIRED_MESSAGE,
    );
  });

  it('keeps the code step with the invalid-code message on 101', () => {
    expect(loginFeedback(apiError(422, 101, 'whatever'), 'code')).toEqual({
      step: 'code',
      severity: 'error',
      message: INVALID_TWO_FACTOR_MESSAGE,
    });
  });

  it("shows the server's text for 429 and other errors, on the current step", () => {
    expect(loginFeedback(apiError(429, 1002, 'Try again in 42 seconds.'), 'code')).toEqual({
      step: 'code',
      severity: 'error',
      message: 'Try again in 42 seconds.',
    });
    expect(loginFeedback(apiError(401, 1006, 'Fel lösenord.'), 'credentials')).toEqual({
      step: 'credentials',
      severity: 'error',
      message: 'Fel lösenord.',
    });
    expect(
      loginFeedback(new LoginError('insufficient_permissions', 'app.auth.insufficient_permissions'), 'credentials')
        .message,
    ).toBe('app.auth.insufficient_permissions');
  });
});
