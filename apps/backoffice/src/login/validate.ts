import { type ValidationErrorMessage, email, required } from 'react-admin';
import type { LoginStep } from '../auth/login';

export type LoginField = 'email' | 'password' | 'code';
export type LoginValues = Record<LoginField, string>;

/** The rules the form had as react-admin inputs, with react-admin's validators and messages. */
const rules: Record<
  LoginField,
  ((value: unknown, values: LoginValues) => ValidationErrorMessage | null | undefined)[]
> = {
  email: [required(), email()],
  password: [required()],
  code: [required()],
};

/** An empty input counts as no value, as react-admin's inputs parse it. */
const valueOf = (text: string) => (text === '' ? null : text);

/**
 * Each invalid field's first message (an i18n key and its arguments); the code only on the code step.
 * Empty when the form may be sent.
 */
export function loginErrors(
  values: LoginValues,
  step: LoginStep,
): Partial<Record<LoginField, { message: string; args?: Record<string, unknown> }>> {
  const fields: LoginField[] = step === 'code' ? ['email', 'password', 'code'] : ['email', 'password'];
  const errors: ReturnType<typeof loginErrors> = {};
  for (const field of fields) {
    for (const rule of rules[field]) {
      const error = rule(valueOf(values[field]), values);
      if (!error) continue;
      errors[field] = typeof error === 'string' ? { message: error } : { message: error.message, args: error.args };
      break;
    }
  }
  return errors;
}
