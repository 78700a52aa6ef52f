import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import {
  fieldError,
  fieldErrorsOf,
  formErrorOf,
  mergeFieldErrors,
  type FieldErrors,
} from '../../../lib/forms/field-errors';
import { useLocale } from '../../../lib/i18n';
import {
  collectProblems,
  passwordConfirmationProblem,
  passwordProblem,
  passwordUnchangedProblem,
} from '../../../lib/validation';
import type { ChangePasswordRequest } from '@golf/contracts';
import { changePassword } from '../api';

const empty: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };
const fields = Object.keys(empty) as (keyof ChangePasswordRequest)[];
const keyFields = { 'auth.wrong_password': 'current_password', 'auth.password_unchanged': 'password' };
const testIds: Record<keyof ChangePasswordRequest, string> = {
  current_password: 'change-password-current',
  password: 'change-password-new',
  password_confirmation: 'change-password-confirmation',
};

/** Change the password; the other sessions end, this one continues with a new token. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useFeedback();
  const [values, setValues] = useState(empty);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => {
      setValues(empty);
      toast(t('profile.password.changed'), { color: 'green' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      current_password: !values.current_password && t('profile.password.currentRequired'),
      password:
        passwordProblem(values.password, locale) ??
        passwordUnchangedProblem(values.current_password, values.password, locale),
      password_confirmation: passwordConfirmationProblem(values.password, values.password_confirmation, locale),
    });
    // The last reply's errors were about what was sent then, not about this input.
    mutation.reset();
    setClientErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate(values);
  };

  const errors = mergeFieldErrors(clientErrors, fieldErrorsOf(mutation.error, keyFields));
  const message = formErrorOf(mutation.error, fields, keyFields);

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack gap="sm">
        <Title order={4}>{t('profile.password.title')}</Title>
        {message && (
          <Alert color="red" data-testid="change-password-error">
            {message}
          </Alert>
        )}
        {fields.map((field) => (
          <PasswordInput
            key={field}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            label={t(`auth.fields.${field === 'password' ? 'new_password' : field}`)}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
            error={fieldError(errors, field)}
            data-testid={testIds[field]}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
