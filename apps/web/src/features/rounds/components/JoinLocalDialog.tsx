import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useFeedback } from '../../../lib/feedback';
import { useJoinLocal } from '../hooks/useRounds';
import { isJoinCode, JOIN_CODE_LENGTH, normaliseJoinCode } from '../join-code';
import { openPath } from '../paths';

/**
 * Join a local round by its code: the player plays on the host's simulator. The server's refusals
 * ("User already local", "Joined locally", "Connected to another's game", ...) are shown here.
 */
export function JoinLocalDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const joinLocal = useJoinLocal();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const normalised = normaliseJoinCode(code);
  const invalid = touched && !isJoinCode(normalised);

  const close = () => {
    setCode('');
    setTouched(false);
    joinLocal.reset();
    onClose();
  };

  const submit = () => {
    setTouched(true);
    // The last reply's refusal was about the code sent then, not about this one.
    joinLocal.reset();
    if (!isJoinCode(normalised)) return;
    joinLocal.mutate(normalised, {
      onSuccess: (round) => {
        toast(t('rounds.joinLocal.joined', { title: round.title }), { color: 'green' });
        close();
        void navigate(pathFor(openPath(round)));
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('rounds.joinLocal.title')}
      centered
      attributes={{ content: { 'data-testid': 'join-code-dialog' } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('rounds.joinLocal.hint', { length: JOIN_CODE_LENGTH })}</Text>
          {joinLocal.error && (
            <Alert color="red" data-testid="join-code-error">
              {joinLocal.error.message}
            </Alert>
          )}
          <TextInput
            label={t('rounds.joinLocal.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maxLength={JOIN_CODE_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            size="lg"
            styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace', textTransform: 'uppercase' } }}
            error={invalid ? t('rounds.joinLocal.invalidCode', { length: JOIN_CODE_LENGTH }) : undefined}
            data-autofocus
            data-testid="join-code-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('rounds.cancel')}
            </Button>
            <Button type="submit" loading={joinLocal.isPending} data-testid="join-code-submit">
              {t('rounds.joinLocal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
