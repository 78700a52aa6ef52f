import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { meQueryKey } from '../../../lib/auth/user-api';
import { useFeedback } from '../../../lib/feedback';
import { fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { disableTwoFactor, regenerateBackupCodes } from '../api';
import { BackupCodes } from './BackupCodes';
import { PasswordPrompt } from './PasswordPrompt';

const passwordKeys = { 'auth.wrong_password': 'password' };
const promptError = (error: unknown) =>
  fieldErrorsOf(error, passwordKeys).password?.[0] ?? formErrorOf(error, ['password'], passwordKeys) ?? undefined;

/** Two-factor authentication is on: since when, new backup codes, or turn it off. */
export function ManageTwoFactor({ enabledAt }: { enabledAt: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { toast } = useFeedback();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'regenerate' | 'disable'>('idle');

  const regenerate = useMutation({
    mutationFn: regenerateBackupCodes,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => setMode('idle'),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => {
      queryClient.setQueryData<User>(meQueryKey, (user) => (user ? { ...user, mfa_enabled_at: null } : user));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast(t('twoFactor.disabled'), { color: 'green' });
    },
  });

  return (
    <Stack gap="md" data-testid="two-factor-enabled">
      <Alert color="green" title={t('twoFactor.on')}>
        <Text size="sm" data-testid="two-factor-enabled-at">
          {t('twoFactor.enabledAt', { date: formatDateTime(enabledAt, locale) })}
        </Text>
      </Alert>
      {regenerate.data && mode === 'idle' && <BackupCodes codes={regenerate.data.backup_codes} />}
      {mode === 'regenerate' && (
        <PasswordPrompt
          intro={t('twoFactor.regeneratePassword')}
          submitLabel={t('twoFactor.regenerate')}
          onSubmit={(password) => regenerate.mutate(password)}
          onCancel={() => {
            regenerate.reset();
            setMode('idle');
          }}
          pending={regenerate.isPending}
          error={promptError(regenerate.error)}
          testId="two-factor-regenerate-prompt"
        />
      )}
      {mode === 'disable' && (
        <PasswordPrompt
          intro={t('twoFactor.disablePassword')}
          submitLabel={t('twoFactor.disable')}
          onSubmit={(password) => disable.mutate(password)}
          onCancel={() => {
            disable.reset();
            setMode('idle');
          }}
          pending={disable.isPending}
          error={promptError(disable.error)}
          danger
          testId="two-factor-disable-prompt"
        />
      )}
      {mode === 'idle' && (
        <Group>
          <Button variant="light" onClick={() => setMode('regenerate')} data-testid="two-factor-regenerate">
            {t('twoFactor.regenerate')}
          </Button>
          <Button variant="light" color="red" onClick={() => setMode('disable')} data-testid="two-factor-disable">
            {t('twoFactor.disable')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
