import type { z } from 'zod';
import { DISPLAY_NAME_PATTERN, type signUpBodySchema } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { clientEnvironment } from '../../http/client-environment';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { UsersRepository } from '../users/users.repository';
import { verifiedSignInPath } from './environment-links';
import { emailFormat, newPasswordProblems, throwFieldProblems, type FieldProblem } from './field-problems';
import { providerError } from './identity-errors';
import type { Caller, ProviderCall } from './provider-client';
import type { VerificationEmailLimit } from './verification';

export type SignUp = z.output<typeof signUpBodySchema>;

export interface SignUpDeps {
  call: ProviderCall;
  users: Pick<UsersRepository, 'isTaken' | 'findByEmail'>;
  /** The display-name check PATCH /users/me runs too (docs/identity.md, "Profanity filter"). */
  profanity: ProfanityFilter;
  verificationEmailAllowed: VerificationEmailLimit;
}

/** A new account: the spec's checks on every field, then the provider creates it and mails the link. */
export function createSignUp({ call, users, profanity, verificationEmailAllowed }: SignUpDeps) {
  /** Every field is checked before anything is refused, so one reply lists every failed field. */
  async function fieldProblems(body: SignUp): Promise<{ problems: FieldProblem[]; emailInUse: boolean }> {
    const problems: FieldProblem[] = [];
    const emailValid = emailFormat.safeParse(body.email).success;
    if (!emailValid)
      problems.push({
        key: 'auth.invalid_email',
        field: 'email',
        message: {
          key: body.email.trim() ? 'validation.email' : 'validation.required',
          params: { attribute: 'email' },
        },
      });
    else if (body.email.toLowerCase() !== body.email_confirmation.toLowerCase())
      problems.push({
        key: 'auth.emails_do_not_match',
        field: 'email_confirmation',
        message: { key: 'validation.email_confirmation' },
      });
    problems.push(...newPasswordProblems(body.password, body.password_confirmation));
    // An address that has an account is most likely its owner signing up again: they learn that
    // (after any field problem), not that "their" display name is taken.
    const emailInUse = emailValid && (await users.isTaken('email', body.email));
    const nameWellFormed = DISPLAY_NAME_PATTERN.test(body.display_name);
    // The same filter as PATCH /users/me, so no name gets in at sign-up that an edit would refuse.
    const word = nameWellFormed ? await profanity.findProfanity(body.display_name) : null;
    if (!nameWellFormed)
      problems.push({
        key: 'general.validation_failed',
        field: 'display_name',
        message: { key: 'validation.display_name' },
      });
    else if (word)
      problems.push({
        key: 'general.validation_failed',
        field: 'display_name',
        message: { key: 'validation.profanity', params: { attribute: 'display name', word } },
      });
    else if (!emailInUse && (await users.isTaken('displayName', body.display_name)))
      problems.push({
        key: 'general.validation_failed',
        field: 'display_name',
        message: { key: 'validation.unique', params: { attribute: 'display name' } },
      });
    return { problems, emailInUse };
  }

  return {
    async signUp(body: SignUp, caller: Caller) {
      const { problems, emailInUse } = await fieldProblems(body);
      throwFieldProblems(problems);
      if (emailInUse) throw new AppError('auth.email_already_in_use');
      const reply = await call('/sign-up/email', caller, {
        email: body.email,
        password: body.password,
        name: body.display_name,
        displayName: body.display_name,
        locale: body.locale ?? 'en',
        callbackURL: verifiedSignInPath(clientEnvironment(caller.raw)),
      });
      if (reply.status >= 400) throw providerError(reply);
      const created = await users.findByEmail(body.email);
      if (!created) throw new AppError('general.something_went_wrong');
      // The sign-up mail counts as the first verification e-mail of the minute.
      await verificationEmailAllowed(body.email);
      return { id: created.id, email: created.email, display_name: created.displayName, email_verified: false };
    },
  };
}
