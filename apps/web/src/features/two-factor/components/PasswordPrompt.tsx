import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PasswordPromptProps {
  intro: string;
  submitLabel: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  pending: boolean;
  /** The server's answer (wrong password, ...). */
  error?: string;
  danger?: boolean;
  testId: string;
}

/** Asks for the account password before a two-factor change. */
export function PasswordPrompt({
  intro,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  error,
  danger,
  testId,
}: PasswordPromptProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <PasswordInput
          autoComplete="current-password"
          label={t('auth.fields.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          autoFocus
          data-testid={`${testId}-password`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending} data-testid={`${testId}-cancel`}>
            {t('feedback.cancel')}
          </Button>
          <Button
            type="submit"
            color={danger ? 'red' : undefined}
            loading={pending}
            disabled={!password}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
