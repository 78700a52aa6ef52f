import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useFeedback } from '../../../lib/feedback';
import { sendVerificationEmail } from '../api';
import { useCountdown } from '../hooks/useCountdown';
import { recordVerificationSent, VERIFICATION_EMAIL_INTERVAL_S, verificationDeadline } from '../verification';

/**
 * "Send the link again", at most once a minute: the button stays disabled with a visible countdown,
 * which follows the server's retry_after (or its Retry-After on a 429).
 */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [typedEmail, setTypedEmail] = useState('');
  const email = (knownEmail ?? typedEmail).trim();
  const { secondsLeft, start } = useCountdown(verificationDeadline(knownEmail));
  const [message, setMessage] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: sendVerificationEmail,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (data) => {
      const wait = data.retry_after > 0 ? data.retry_after : VERIFICATION_EMAIL_INTERVAL_S;
      recordVerificationSent(email, wait);
      start(wait);
      setMessage(null);
      toast(t('verifyEmail.resent', { email }), { color: 'green' });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 429) {
        const wait = error.retryAfterSeconds ?? VERIFICATION_EMAIL_INTERVAL_S;
        recordVerificationSent(email, wait);
        start(wait);
      }
      setMessage(error.message);
    },
  });

  return (
    <Stack gap="sm" data-testid="resend-verification">
      {knownEmail === undefined && (
        <TextInput
          type="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.currentTarget.value)}
          data-testid="resend-verification-email"
        />
      )}
      {message && (
        <Alert color="red" data-testid="resend-verification-error">
          {message}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => mutation.mutate(email)}
        disabled={secondsLeft > 0 || !email}
        loading={mutation.isPending}
        data-testid="resend-verification-button"
      >
        {secondsLeft > 0 ? t('verifyEmail.resendIn', { seconds: secondsLeft }) : t('verifyEmail.resend')}
      </Button>
      {secondsLeft > 0 && (
        <Text size="sm" c="dimmed" data-testid="resend-verification-countdown" aria-live="polite">
          {t('verifyEmail.countdown', { seconds: secondsLeft })}
        </Text>
      )}
    </Stack>
  );
}
