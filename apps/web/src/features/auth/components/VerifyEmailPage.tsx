import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { authViewPaths } from '../../../lib/auth/redirects';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/** Query parameters of the verify-e-mail notice. */
export const VERIFY_EMAIL_PARAM = 'email';

function serverMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as Record<string, unknown>).message;
  return typeof message === 'string' ? message : null;
}

/**
 * "Check your e-mail": shown after signing up, and when signing in is refused because the address
 * is not verified yet (the server's message comes along in the navigation state).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const email = params.get(VERIFY_EMAIL_PARAM)?.trim() || undefined;
  const refusal = serverMessage(state);

  return (
    <AuthCard title={t('verifyEmail.title')} testId="verify-email">
      {refusal && (
        <Alert color="yellow" data-testid="verify-email-unverified">
          {refusal}
        </Alert>
      )}
      <Text data-testid="verify-email-message">
        {email ? t('verifyEmail.sentTo', { email }) : t('verifyEmail.enterEmail')}
      </Text>
      {email && (
        <Text size="sm" c="dimmed">
          {t('verifyEmail.hint')}
        </Text>
      )}
      <ResendVerification email={email} />
      <Anchor component={Link} to={pathFor(authViewPaths.signIn)} data-testid="verify-email-sign-in-link">
        {t('auth.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
