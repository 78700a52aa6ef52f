import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isLocale, locales, type Locale, type SignUpRequest } from '@golf/contracts';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { authViewPaths } from '../../../lib/auth/redirects';
import { fieldError, fieldErrorsOf, formErrorOf, type FieldErrors } from '../../../lib/forms/field-errors';
import { textLimit } from '../../../lib/forms/text-limit';
import { useLocale } from '../../../lib/i18n';
import { DISPLAY_NAME_MAX } from '../../../lib/validation';
import { signUp } from '../api';
import { signUpFields, signUpKeyFields, signUpLocale, validateSignUp } from '../sign-up-form';
import { recordVerificationSent } from '../verification';
import { AuthCard } from './AuthCard';
import { VERIFY_EMAIL_PARAM } from './VerifyEmailPage';

type TextField = Exclude<keyof SignUpRequest, 'locale'>;

/** Create an account; on success the verify-e-mail notice for that address. */
export function SignUpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { status } = useAuth();
  const [fields, setValues] = useState<Omit<SignUpRequest, 'locale'>>({
    display_name: '',
    email: '',
    email_confirmation: '',
    password: '',
    password_confirmation: '',
  });
  // The account's language follows the page's until the visitor picks one in the field, so a page
  // switched to Svenska signs up a Swedish account (and its verification e-mail is Swedish).
  const [chosenLocale, setChosenLocale] = useState<Locale | null>(null);
  const values: SignUpRequest = { ...fields, locale: signUpLocale(chosenLocale, locale) };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: signUp,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (user) => {
      recordVerificationSent(user.email);
      const query = new URLSearchParams({ [VERIFY_EMAIL_PARAM]: user.email });
      void navigate(`${pathFor(authViewPaths.verifyEmail)}?${query.toString()}`);
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error, signUpKeyFields));
      setFormError(formErrorOf(error, signUpFields, signUpKeyFields));
    },
  });

  if (status === 'signedIn') return <Navigate to={pathFor('')} replace />;

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, display_name: values.display_name.trim(), email: values.email.trim() };
    const problems = validateSignUp(input, locale);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length === 0) mutation.mutate(input);
  };

  const text = (field: TextField, type: 'text' | 'email', autoComplete: string) => (
    <TextInput
      type={type}
      autoComplete={autoComplete}
      label={t(`auth.fields.${field}`)}
      value={values[field]}
      onChange={set(field)}
      error={fieldError(errors, field)}
      required
      data-testid={`sign-up-${field.replace('_', '-')}`}
    />
  );
  const secret = (field: 'password' | 'password_confirmation') => (
    <PasswordInput
      autoComplete="new-password"
      label={t(`auth.fields.${field}`)}
      value={values[field]}
      onChange={set(field)}
      error={fieldError(errors, field)}
      required
      data-testid={`sign-up-${field.replace('_', '-')}`}
    />
  );

  return (
    <AuthCard title={t('signUp.title')} testId="sign-up">
      <form onSubmit={submit} noValidate data-testid="sign-up-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" data-testid="sign-up-error">
              {formError}
            </Alert>
          )}
          <TextInput
            autoComplete="username"
            label={t('auth.fields.display_name')}
            description={t('signUp.displayNameHint')}
            value={values.display_name}
            onChange={set('display_name')}
            error={fieldError(errors, 'display_name') ?? textLimit(t, values.display_name, DISPLAY_NAME_MAX).error}
            required
            data-testid="sign-up-display-name"
          />
          {text('email', 'email', 'email')}
          {text('email_confirmation', 'email', 'email')}
          {secret('password')}
          {secret('password_confirmation')}
          <Select
            label={t('auth.fields.locale')}
            data={locales.map((value) => ({ value, label: t(`language.names.${value}`) }))}
            value={values.locale}
            onChange={(value) => {
              if (isLocale(value)) setChosenLocale(value);
            }}
            allowDeselect={false}
            error={fieldError(errors, 'locale')}
            data-testid="sign-up-locale"
          />
          <Button type="submit" loading={mutation.isPending} data-testid="sign-up-submit">
            {t('signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={pathFor(authViewPaths.signIn)} size="sm" data-testid="sign-up-sign-in-link">
        {t('signUp.haveAccount')}
      </Anchor>
    </AuthCard>
  );
}
