import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import {
  collectProblems,
  displayNameProblem,
  emailConfirmationProblem,
  passwordConfirmationProblem,
  passwordProblem,
  passwordUnchangedProblem,
} from './validation';

describe('client-side checks mirror the server (spec section 5)', () => {
  it.each(['abc', 'Player_1', 'a-b-c', 'Åsa_Öberg', '12345678901234567890'])('display name %j is fine', (name) => {
    expect(displayNameProblem(name, 'en')).toBeNull();
  });

  it.each(['ab', '123456789012345678901', 'with space', 'dot.name', 'emoji😀x', ''])(
    'display name %j is not',
    (name) => {
      expect(displayNameProblem(name, 'en')).toBe(translate('en', 'validation.display_name'));
    },
  );

  it('passwords need 8 characters and a matching confirmation', () => {
    expect(passwordProblem('1234567', 'en')).toBe(translate('en', 'validation.password_min'));
    expect(passwordProblem('12345678', 'en')).toBeNull();
    expect(passwordConfirmationProblem('12345678', '12345679', 'sv')).toBe(
      translate('sv', 'validation.password_confirmation'),
    );
    expect(passwordConfirmationProblem('12345678', '12345678', 'en')).toBeNull();
  });

  it('a new password must differ from the current one, exactly as typed', () => {
    expect(passwordUnchangedProblem('same-password', 'same-password', 'sv')).toBe(
      translate('sv', 'validation.password_unchanged'),
    );
    expect(passwordUnchangedProblem('same-password', 'Same-password', 'en')).toBeNull();
    // Nothing typed as current yet: that field has its own message.
    expect(passwordUnchangedProblem('', '', 'en')).toBeNull();
  });

  it('e-mail confirmation matches regardless of case, like the server', () => {
    expect(emailConfirmationProblem('Ann@Example.com', 'ann@example.com ', 'en')).toBeNull();
    expect(emailConfirmationProblem('ann@example.com', 'anne@example.com', 'en')).toBe(
      translate('en', 'validation.email_confirmation'),
    );
  });

  it('collectProblems drops fine fields', () => {
    expect(collectProblems({ a: null, b: 'bad', c: false, d: undefined })).toEqual({ b: ['bad'] });
  });
});
