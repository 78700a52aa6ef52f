import type { Locale, SignUpRequest } from '@golf/contracts';
import {
  collectProblems,
  displayNameProblem,
  emailConfirmationProblem,
  emailProblem,
  passwordConfirmationProblem,
  passwordProblem,
} from '../../lib/validation';

export const signUpFields = [
  'display_name',
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
  'locale',
] as const;

/**
 * Errors the server answers with a key but no field (409 e-mail in use, weak password, ...),
 * shown on the field they concern.
 */
export const signUpKeyFields: Record<string, string> = {
  'auth.email_already_in_use': 'email',
  'auth.invalid_email': 'email',
  'auth.emails_do_not_match': 'email_confirmation',
  'auth.weak_password': 'password',
  'auth.passwords_do_not_match': 'password_confirmation',
};

/**
 * The language the account is created with: the one picked in the form's Language field, else the
 * page's current language (it follows the language switch until the visitor picks one).
 */
export function signUpLocale(chosen: Locale | null, uiLocale: Locale): Locale {
  return chosen ?? uiLocale;
}

/** The client-side checks of the sign-up form, mirroring the server (spec section 5). */
export function validateSignUp(values: SignUpRequest, locale: Locale): Record<string, string[]> {
  return collectProblems({
    display_name: displayNameProblem(values.display_name, locale),
    email: emailProblem(values.email, locale),
    email_confirmation: emailConfirmationProblem(values.email, values.email_confirmation, locale),
    password: passwordProblem(values.password, locale),
    password_confirmation: passwordConfirmationProblem(values.password, values.password_confirmation, locale),
  });
}
