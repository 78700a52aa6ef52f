import { z } from 'zod';
import { PASSWORD_MIN, type ErrorKey } from '@golf/contracts';
import { AppError, type MessageRef } from '../../errors/app-error';

export const emailFormat = z.email();

/** "Badly formatted e-mail" (1007) before anything is sent or counted. */
export function assertEmailFormat(email: string) {
  if (!emailFormat.safeParse(email).success) throw new AppError('auth.invalid_email');
}

/** A field that failed its check: the spec's error for that failure alone, and the field's message. */
export interface FieldProblem {
  key: ErrorKey;
  field: string;
  message: MessageRef;
}

/**
 * Every failed field in one error, so the caller can fix them all at once. A lone problem keeps its
 * own error (1009 weak password, ...); several are a validation failure that lists each field.
 */
export function throwFieldProblems(problems: FieldProblem[]): void {
  if (problems.length === 0) return;
  const fields: Record<string, MessageRef[]> = {};
  for (const problem of problems) (fields[problem.field] ??= []).push(problem.message);
  throw problems.length === 1 ? new AppError(problems[0]!.key, {}, fields) : AppError.validation(fields);
}

export function newPasswordProblems(password: string, confirmation: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (password.length < PASSWORD_MIN)
    problems.push({ key: 'auth.weak_password', field: 'password', message: { key: 'validation.password_min' } });
  if (password !== confirmation)
    problems.push({
      key: 'auth.passwords_do_not_match',
      field: 'password_confirmation',
      message: { key: 'validation.password_confirmation' },
    });
  return problems;
}

export const assertNewPassword = (password: string, confirmation: string) =>
  throwFieldProblems(newPasswordProblems(password, confirmation));
