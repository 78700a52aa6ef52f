import { DISPLAY_NAME_PATTERN, localizedAttribute, PASSWORD_MIN, translate, type Locale } from '@golf/contracts';

export { DISPLAY_NAME_MAX } from '@golf/contracts';

/**
 * Client-side checks that mirror the server's rules (spec section 5). They return the shared
 * catalogue's message, so the text is the one the server would send; null when the value is fine.
 * The server stays the judge: its field errors are shown too.
 */
export function displayNameProblem(value: string, locale: Locale): string | null {
  return DISPLAY_NAME_PATTERN.test(value.trim()) ? null : translate(locale, 'validation.display_name');
}

export function passwordProblem(value: string, locale: Locale): string | null {
  return value.length >= PASSWORD_MIN ? null : translate(locale, 'validation.password_min');
}

export function passwordConfirmationProblem(password: string, confirmation: string, locale: Locale): string | null {
  return password === confirmation ? null : translate(locale, 'validation.password_confirmation');
}

/** A password change must pick another password than the current one (the server's 1027). */
export function passwordUnchangedProblem(current: string, password: string, locale: Locale): string | null {
  return current !== '' && password === current ? translate(locale, 'validation.password_unchanged') : null;
}

export function emailConfirmationProblem(email: string, confirmation: string, locale: Locale): string | null {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase()
    ? null
    : translate(locale, 'validation.email_confirmation');
}

/** A very small sanity check; the server decides what a valid address is. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

export function emailProblem(value: string, locale: Locale): string | null {
  return looksLikeEmail(value)
    ? null
    : translate(locale, 'validation.email', { attribute: localizedAttribute(locale, 'email') });
}

/** Collects the problems into the FieldErrors shape, dropping fields without one. */
export function collectProblems(problems: Record<string, string | null | false | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(problems)) if (problem) out[field] = [problem];
  return out;
}
