import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KioskCredentialsRequest } from '@golf/contracts';
import { confirmKioskExit, confirmKioskStart } from '../api';
import { kioskCredentialProblems, type KioskCredentialProblem } from '../credentials';
import { setKioskActive } from '../kiosk-store';

/**
 * Asks for an administrator's e-mail and password; the server checks them (no session is opened)
 * and only then does this device enter or leave kiosk mode. Refusals show the catalogue message:
 * Invalid credentials, Insufficient permissions, Too many login attempts.
 */
export function KioskCredentialsDialog({
  mode,
  opened,
  onClose,
  onDone,
}: {
  mode: 'start' | 'exit';
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState<KioskCredentialsRequest>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof KioskCredentialsRequest, KioskCredentialProblem>>>({});
  const confirm = useMutation({
    mutationFn: (body: KioskCredentialsRequest) =>
      mode === 'start' ? confirmKioskStart(body) : confirmKioskExit(body),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => {
      setKioskActive(mode === 'start');
      setCredentials({ email: '', password: '' });
      setProblems({});
      onDone?.();
    },
  });

  const close = () => {
    setCredentials({ email: '', password: '' });
    setProblems({});
    confirm.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(mode === 'start' ? 'kiosk.start.title' : 'kiosk.exit.title')}
      centered
      attributes={{ content: { 'data-testid': `kiosk-${mode}-dialog` } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = kioskCredentialProblems(credentials);
          setProblems(found);
          // A new attempt: the previous refusal no longer stands.
          confirm.reset();
          if (Object.keys(found).length === 0) confirm.mutate({ ...credentials, email: credentials.email.trim() });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(mode === 'start' ? 'kiosk.start.hint' : 'kiosk.exit.hint')}</Text>
          {confirm.error && (
            <Alert color="red" data-testid="kiosk-error">
              {confirm.error.message}
            </Alert>
          )}
          <TextInput
            label={t('kiosk.email')}
            type="email"
            autoComplete="off"
            value={credentials.email}
            onChange={(event) => setCredentials({ ...credentials, email: event.currentTarget.value })}
            error={problems.email && t(`kiosk.errors.${problems.email}`)}
            required
            data-autofocus
            data-testid="kiosk-email"
          />
          <PasswordInput
            label={t('kiosk.password')}
            autoComplete="off"
            value={credentials.password}
            onChange={(event) => setCredentials({ ...credentials, password: event.currentTarget.value })}
            error={problems.password && t(`kiosk.errors.${problems.password}`)}
            required
            data-testid="kiosk-password"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('kiosk.cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending} data-testid="kiosk-submit">
              {t(mode === 'start' ? 'kiosk.start.submit' : 'kiosk.exit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
