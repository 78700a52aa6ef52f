import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { signUpLocale, validateSignUp } from './sign-up-form';

const valid = {
  display_name: 'Player_1',
  email: 'ann@example.com',
  email_confirmation: 'ann@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  locale: 'en' as const,
};

describe('validateSignUp', () => {
  it('accepts a valid form', () => {
    expect(validateSignUp(valid, 'en')).toEqual({});
  });

  it('names every problem on its field, in the shared catalogue words', () => {
    const errors = validateSignUp(
      {
        ...valid,
        display_name: 'x',
        email: 'not-an-address',
        email_confirmation: 'other@example.com',
        password: 'short',
        password_confirmation: 'shorter',
      },
      'en',
    );
    expect(errors).toEqual({
      display_name: [translate('en', 'validation.display_name')],
      email: [translate('en', 'validation.email', { attribute: 'email' })],
      email_confirmation: [translate('en', 'validation.email_confirmation')],
      password: [translate('en', 'validation.password_min')],
      password_confirmation: [translate('en', 'validation.password_confirmation')],
    });
  });

  it('speaks the UI language', () => {
    expect(validateSignUp({ ...valid, password: 'short', password_confirmation: 'short' }, 'sv').password).toEqual([
      translate('sv', 'validation.password_min'),
    ]);
  });

  it('names the field in the UI language too (QA: Swedish showed "Fältet email")', () => {
    expect(validateSignUp({ ...valid, email: 'bad' }, 'sv').email).toEqual([
      'Fältet e-postadress måste vara en giltig e-postadress.',
    ]);
    expect(validateSignUp({ ...valid, email: 'bad' }, 'en').email).toEqual([
      'The email field must be a valid email address.',
    ]);
  });
});

describe('signUpLocale', () => {
  it('follows the page language until the visitor picks one (QA: a Swedish page signed up in English)', () => {
    expect(signUpLocale(null, 'sv')).toBe('sv');
    expect(signUpLocale(null, 'en')).toBe('en');
  });

  it('keeps the language picked in the field whatever the page speaks', () => {
    expect(signUpLocale('en', 'sv')).toBe('en');
    expect(signUpLocale('sv', 'en')).toBe('sv');
  });
});
