import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { isApiError } from '../../../lib/api';
import { authViewPaths } from '../../../lib/auth/redirects';
import {
  fieldError,
  fieldErrorsOf,
  formErrorOf,
  mergeFieldErrors,
  type FieldErrors,
} from '../../../lib/forms/field-errors';
import { useLocale } from '../../../lib/i18n';
import { collectProblems, passwordConfirmationProblem, passwordProblem } from '../../../lib/validation';
import { resetPassword } from '../api';
import { deadLinkErrorKeys, resetLinkState } from '../reset-link';
import { AuthCard } from './AuthCard';

/** Where the reset e-mail's link lands: choose a new password (`?token=…`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const [params] = useSearchParams();
  const link = resetLinkState(params);
  const token = link.kind === 'form' ? link.token : '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true, inlineLoading: true } });

  const requestNew = (
    <Anchor component={Link} to={pathFor(authViewPaths.forgotPassword)} data-testid="reset-password-request-new">
      {t('resetPassword.requestNew')}
    </Anchor>
  );

  if (link.kind === 'used') {
    return (
      <AuthCard title={t('resetPassword.title')} testId="reset-password">
        <Alert color="red" data-testid="reset-password-used">
          {t('resetPassword.usedLink')}
        </Alert>
        {requestNew}
      </AuthCard>
    );
  }

  if (!token) {
    return (
      <AuthCard title={t('resetPassword.title')} testId="reset-password">
        <Alert color="red" data-testid="reset-password-missing-token">
          {t('resetPassword.missingToken')}
        </Alert>
        {requestNew}
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t('resetPassword.title')} testId="reset-password">
        <Alert color="green" title={t('resetPassword.doneTitle')} data-testid="reset-password-done">
          {t('resetPassword.done')}
        </Alert>
        <Button component={Link} to={pathFor(authViewPaths.signIn)} data-testid="reset-password-sign-in-link">
          {t('resetPassword.signIn')}
        </Button>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      password: passwordProblem(password, locale),
      password_confirmation: passwordConfirmationProblem(password, confirmation, locale),
    });
    // The last reply's errors were about what was sent then, not about this input.
    mutation.reset();
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate({ token, password, password_confirmation: confirmation });
  };

  const failed = isApiError(mutation.error) && deadLinkErrorKeys.includes(mutation.error.key);
  const errors = mergeFieldErrors(clientErrors, fieldErrorsOf(mutation.error));
  const formError = failed ? null : formErrorOf(mutation.error, ['password', 'password_confirmation']);

  return (
    <AuthCard title={t('resetPassword.title')} testId="reset-password">
      {failed && (
        <Alert color="red" data-testid="reset-password-failed">
          <Stack gap="xs">
            <Text size="sm">{mutation.error?.message}</Text>
            {requestNew}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate data-testid="reset-password-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" data-testid="reset-password-error">
              {formError}
            </Alert>
          )}
          <PasswordInput
            autoComplete="new-password"
            label={t('auth.fields.new_password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(errors, 'password')}
            required
            data-testid="reset-password-password"
          />
          <PasswordInput
            autoComplete="new-password"
            label={t('auth.fields.password_confirmation')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={fieldError(errors, 'password_confirmation')}
            required
            data-testid="reset-password-confirmation"
          />
          <Button type="submit" loading={mutation.isPending} data-testid="reset-password-submit">
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
