import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { authViewPaths } from '../../../lib/auth/redirects';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { requestPasswordReset } from '../api';
import { AuthCard } from './AuthCard';

/** Ask for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const [email, setEmail] = useState('');
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    meta: { handlesErrors: true, inlineLoading: true },
  });

  const send = useOneAtATime((address: string) => mutation.mutateAsync(address));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(email.trim());
  };

  const errors = fieldErrorsOf(mutation.error);
  const formError = formErrorOf(mutation.error, ['email']);

  return (
    <AuthCard title={t('forgotPassword.title')} testId="forgot-password">
      {mutation.isSuccess ? (
        <Alert color="green" title={t('forgotPassword.sentTitle')} data-testid="forgot-password-sent">
          {t('forgotPassword.sent', { email: mutation.variables })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate data-testid="forgot-password-form">
          <Stack gap="sm">
            <Text size="sm">{t('forgotPassword.intro')}</Text>
            {formError && (
              <Alert color="red" data-testid="forgot-password-error">
                {formError}
              </Alert>
            )}
            <TextInput
              type="email"
              autoComplete="email"
              label={t('auth.fields.email')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError(errors, 'email')}
              required
              data-testid="forgot-password-email"
            />
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={!email.trim()}
              data-testid="forgot-password-submit"
            >
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={pathFor(authViewPaths.signIn)} size="sm" data-testid="forgot-password-sign-in-link">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
