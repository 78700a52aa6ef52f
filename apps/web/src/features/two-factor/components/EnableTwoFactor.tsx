import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { CopyTextButton } from '../../../lib/ui/CopyTextButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { meQueryKey } from '../../../lib/auth/user-api';
import { useFeedback } from '../../../lib/feedback';
import { fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { cleanTotpCode, isCompleteTotpCode, secretGroups } from '../code';
import type { TwoFactorEnrolment } from '@golf/contracts';
import { confirmTwoFactor, enableTwoFactor } from '../api';
import { BackupCodes } from './BackupCodes';
import { PasswordPrompt } from './PasswordPrompt';

const passwordKeys = { 'auth.wrong_password': 'password' };

/** Step two: scan (or type) the secret, keep the backup codes, and prove it works with a code. */
function ConfirmEnrolment({ enrolment, onCancel }: { enrolment: TwoFactorEnrolment; onCancel: () => void }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: confirmTwoFactor,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: ({ mfa_enabled_at }) => {
      queryClient.setQueryData<User>(meQueryKey, (user) => (user ? { ...user, mfa_enabled_at } : user));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast(t('twoFactor.enabled'), { color: 'green' });
    },
  });
  const codeError = fieldErrorsOf(confirm.error, { 'auth.invalid_two_factor': 'code' }).code?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteTotpCode(code)) confirm.mutate(code);
  };

  return (
    <Stack gap="md" data-testid="two-factor-enrolment">
      <Text>{t('twoFactor.scan')}</Text>
      <Image
        src={enrolment.qr_code}
        alt={t('twoFactor.qrAlt')}
        w={200}
        h={200}
        fit="contain"
        bg="white"
        p="xs"
        data-testid="two-factor-qr"
      />
      <Stack gap={4}>
        <Text size="sm">{t('twoFactor.manual')}</Text>
        {/* In groups of four that wrap on a narrow screen. The groups are set apart by margins, not
            spaces, so the text (selected, or from the copy button) is the key itself. */}
        <Code block fz="md" style={{ whiteSpace: 'normal' }} data-testid="two-factor-secret">
          {secretGroups(enrolment.secret).map((group, i) => (
            <span key={i} style={{ display: 'inline-block', marginInlineEnd: '0.6em' }}>
              {group}
            </span>
          ))}
        </Code>
        <Group>
          <CopyTextButton
            size="xs"
            value={enrolment.secret}
            label={t('twoFactor.copySecret')}
            testId="two-factor-secret-copy"
          />
        </Group>
      </Stack>
      <BackupCodes codes={enrolment.backup_codes} />
      <form onSubmit={submit} noValidate data-testid="two-factor-confirm-form">
        <Stack gap="sm">
          <TextInput
            label={t('twoFactor.code')}
            description={t('twoFactor.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(cleanTotpCode(event.currentTarget.value))}
            error={codeError}
            w={220}
            data-testid="two-factor-code"
          />
          {confirm.error && !codeError && (
            <Alert color="red" data-testid="two-factor-error">
              {formErrorOf(confirm.error, ['code'])}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={confirm.isPending}
              disabled={!isCompleteTotpCode(code)}
              data-testid="two-factor-confirm"
            >
              {t('twoFactor.confirm')}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={confirm.isPending} data-testid="two-factor-cancel">
              {t('feedback.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Two-factor authentication is off: password, then the enrolment and its confirmation. */
export function EnableTwoFactor() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const enable = useMutation({ mutationFn: enableTwoFactor, meta: { handlesErrors: true, inlineLoading: true } });

  if (enable.data) return <ConfirmEnrolment enrolment={enable.data} onCancel={() => enable.reset()} />;

  if (asking) {
    const errors = fieldErrorsOf(enable.error, passwordKeys);
    return (
      <PasswordPrompt
        intro={t('twoFactor.enablePassword')}
        submitLabel={t('twoFactor.continue')}
        onSubmit={(password) => enable.mutate(password)}
        onCancel={() => {
          enable.reset();
          setAsking(false);
        }}
        pending={enable.isPending}
        error={errors.password?.[0] ?? formErrorOf(enable.error, ['password'], passwordKeys) ?? undefined}
        testId="two-factor-enable-prompt"
      />
    );
  }

  return (
    <Stack gap="sm" align="flex-start" data-testid="two-factor-disabled">
      <Text>{t('twoFactor.off')}</Text>
      <Text size="sm" c="dimmed">
        {t('twoFactor.why')}
      </Text>
      <Button onClick={() => setAsking(true)} data-testid="two-factor-enable">
        {t('twoFactor.enable')}
      </Button>
    </Stack>
  );
}
