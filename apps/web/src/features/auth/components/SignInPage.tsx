import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { authViewPaths, postSignInLocation, RETURN_PARAM } from '../../../lib/auth/redirects';
import { sessionStore } from '../../../lib/auth/session-store';
import type { SessionEndedKey, SessionEndedNotice } from '../../../lib/auth/unauthorized';
import { fieldError, fieldErrorsOf, formErrorOf, type FieldErrors } from '../../../lib/forms/field-errors';
import { PageLoader } from '../../../lib/ui/PageLoader';
import type { SignInRequest } from '@golf/contracts';
import { useKioskActive } from '../../kiosk/kiosk-store';
import { signIn } from '../api';
import { classifySignInError } from '../sign-in-errors';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import { VERIFY_EMAIL_PARAM } from './VerifyEmailPage';

/** `?verified=1|0`: where the link in the verification e-mail lands. */
function VerifiedNotice({ verified }: { verified: string | null }) {
  const { t } = useTranslation();
  if (verified === '1') {
    return (
      <Alert color="green" title={t('signIn.verifiedTitle')} data-testid="sign-in-verified">
        {t('signIn.verified')}
      </Alert>
    );
  }
  if (verified === '0') {
    return (
      <Alert color="red" title={t('signIn.verifyFailedTitle')} data-testid="sign-in-verify-failed">
        <Stack gap="sm">
          <Text size="sm">{t('signIn.verifyFailed')}</Text>
          <ResendVerification />
        </Stack>
      </Alert>
    );
  }
  return null;
}

/** The notice's title for each cause; the server's message says the rest. */
const sessionEndedTitles = {
  'users.session_ended_suspended': 'signIn.suspendedTitle',
  'auth.session_ended_password_changed': 'signIn.passwordChangedTitle',
} as const satisfies Record<SessionEndedKey, string>;

/** Why the app lost its session, in the server's words (decision 0124): a suspension and its reason, a password change. */
function SessionEndedNotice({ notice }: { notice: SessionEndedNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert color="orange" title={t(sessionEndedTitles[notice.key])} data-testid="sign-in-session-ended">
      {/* The reason is staff's free text: its line breaks stay, and a long word wraps on a phone. */}
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {notice.message}
      </Text>
    </Alert>
  );
}

/**
 * Sign in with e-mail and password. When the account has two-factor authentication the server
 * answers code 100: the second step asks for the code and sends the same request again with it.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { environment, pathFor } = useEnvironment();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  // On a locked device the session is created as a kiosk session (decision 0104).
  const kiosk = useKioskActive();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (input: SignInRequest) => signIn(input),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (data) => {
      if (data.token) sessionStore.setToken(data.token); // Game and mobile; the web uses the cookie.
      auth.completeSignIn(data.user);
    },
    onError: (error) => {
      switch (classifySignInError(error)) {
        case 'needsCode':
          setStep('code');
          setErrors({});
          setFormError(null);
          return;
        case 'invalidCode':
          setErrors({ code: [error.message] });
          setFormError(null);
          return;
        case 'emailNotVerified': {
          const query = new URLSearchParams({ [VERIFY_EMAIL_PARAM]: email.trim() });
          void navigate(`${pathFor(authViewPaths.verifyEmail)}?${query.toString()}`, {
            state: { message: error.message },
          });
          return;
        }
        default:
          setErrors(fieldErrorsOf(error));
          setFormError(formErrorOf(error, step === 'code' ? ['code'] : ['email', 'password']));
      }
    },
  });

  if (auth.status === 'signedIn') {
    if (auth.user)
      return <Navigate to={postSignInLocation(environment, auth.user, params.get(RETURN_PARAM))} replace />;
    return <PageLoader />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    mutation.mutate({
      email: email.trim(),
      password,
      remember_me: rememberMe,
      ...(step === 'code' && { code: code.trim() }),
      ...(kiosk && { kiosk: true }),
    });
  };

  const backToCredentials = () => {
    setStep('credentials');
    setCode('');
    setErrors({});
    setFormError(null);
  };

  return (
    <AuthCard title={t('signIn.title')} testId="sign-in">
      <SessionEndedNotice notice={auth.sessionEndedNotice} />
      <VerifiedNotice verified={params.get('verified')} />
      <form onSubmit={submit} noValidate data-testid="sign-in-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" data-testid="sign-in-error">
              {formError}
            </Alert>
          )}
          {step === 'credentials' ? (
            <>
              <TextInput
                type="email"
                autoComplete="email"
                label={t('auth.fields.email')}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldError(errors, 'email')}
                required
                data-testid="sign-in-email"
              />
              <PasswordInput
                autoComplete="current-password"
                label={t('auth.fields.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={fieldError(errors, 'password')}
                required
                data-testid="sign-in-password"
              />
              <Checkbox
                label={t('signIn.rememberMe')}
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.currentTarget.checked)}
                data-testid="sign-in-remember"
              />
            </>
          ) : (
            <Stack gap="xs" data-testid="sign-in-code-step">
              <Text size="sm">{t('signIn.codeIntro')}</Text>
              <TextInput
                autoComplete="one-time-code"
                label={t('signIn.code')}
                description={t('signIn.codeHint')}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={fieldError(errors, 'code')}
                required
                autoFocus
                data-testid="sign-in-code"
              />
            </Stack>
          )}
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={step === 'code' ? !code.trim() : !email.trim() || !password}
            data-testid="sign-in-submit"
          >
            {step === 'code' ? t('signIn.verify') : t('signIn.submit')}
          </Button>
          {step === 'code' && (
            <Button variant="subtle" onClick={backToCredentials} data-testid="sign-in-code-back">
              {t('signIn.back')}
            </Button>
          )}
        </Stack>
      </form>
      <Group justify="space-between">
        <Anchor component={Link} to={pathFor(authViewPaths.forgotPassword)} size="sm" data-testid="sign-in-forgot-link">
          {t('signIn.forgot')}
        </Anchor>
        <Anchor component={Link} to={pathFor(authViewPaths.signUp)} size="sm" data-testid="sign-in-sign-up-link">
          {t('signIn.noAccount')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
