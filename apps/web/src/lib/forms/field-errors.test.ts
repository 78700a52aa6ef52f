import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { fieldError, fieldErrorsOf, formErrorOf, mergeFieldErrors } from './field-errors';

const validation = new ApiError({
  status: 422,
  code: 2,
  key: 'general.validation_failed',
  message: 'The given data was invalid.',
  fieldErrors: { display_name: ['Taken.', 'Bad word.'], 'player_settings.golf_bag': ['Needs a putter.'] },
});
const wrongPassword = new ApiError({ status: 401, code: 1008, key: 'auth.wrong_password', message: 'Wrong password.' });

describe('field errors', () => {
  it('fieldError gives the first message', () => {
    expect(fieldError(validation.fieldErrors, 'display_name')).toBe('Taken.');
    expect(fieldError(validation.fieldErrors, 'phone')).toBeUndefined();
  });

  it("fieldErrorsOf puts a keyed error on its field and keeps the server's fields", () => {
    expect(fieldErrorsOf(wrongPassword, { 'auth.wrong_password': 'current_password' })).toEqual({
      current_password: ['Wrong password.'],
    });
    expect(fieldErrorsOf(validation)).toEqual(validation.fieldErrors);
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('formErrorOf stays quiet when every problem is shown on a field of the form', () => {
    expect(formErrorOf(validation, ['display_name', 'player_settings.golf_bag'])).toBeNull();
    expect(formErrorOf(wrongPassword, ['current_password'], { 'auth.wrong_password': 'current_password' })).toBeNull();
  });

  it("formErrorOf shows the server's message otherwise", () => {
    expect(formErrorOf(validation, ['display_name'])).toBe('The given data was invalid.');
    expect(formErrorOf(wrongPassword, ['current_password'])).toBe('Wrong password.');
    expect(formErrorOf(null, [])).toBeNull();
  });

  it('mergeFieldErrors lets client checks win per field', () => {
    expect(mergeFieldErrors({ a: ['client'], b: [] }, { a: ['server'], b: ['server b'] })).toEqual({
      a: ['client'],
      b: ['server b'],
    });
  });
});
