import { useState } from 'react';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { translate } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { GameDownloadCard } from '../../game-versions/components/GameDownloadCard';
import { useLatestGameVersion } from '../../game-versions/hooks/useGameDownload';
import { GameShellError, type GameShellBridge } from '../bridge';
import { useGameShell } from '../hooks/useGameShell';
import { useGameUpdate } from '../hooks/useGameUpdate';
import { updateAvailable } from '../update-flow';
import { InterfaceUpdateCard } from './InterfaceUpdateCard';
import { UpdateSteps } from './UpdateSteps';

/**
 * Without a game shell: the signed download link, and what to do with the file (said only when there is a
 * file to download: otherwise the card says why not).
 */
function WithoutShell({ downloadable }: { downloadable: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="update-no-shell">
      {downloadable && (
        <Alert color="blue" title={t('gameUpdate.noShell.title')} data-testid="update-no-shell-steps">
          <Text size="sm">{t('gameUpdate.noShell.body')}</Text>
          <List size="sm" type="ordered" mt="xs">
            <List.Item>{t('gameUpdate.noShell.step1')}</List.Item>
            <List.Item>{t('gameUpdate.noShell.step2')}</List.Item>
            <List.Item>{t('gameUpdate.noShell.step3')}</List.Item>
          </List>
        </Alert>
      )}
      <GameDownloadCard updateLink={false} />
    </Stack>
  );
}

function WithShell({ shell, latest }: { shell: GameShellBridge; latest: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [installed, setInstalled] = useState(shell.hello.installed_version);
  const available = updateAvailable(installed, latest);
  // What the shell has installed after an update, so a later release starts the next one.
  const { flow, begin, postpone, retry } = useGameUpdate(shell, latest, available, setInstalled);
  const startOnly = useMutation({
    mutationFn: () => shell.start(installed ?? ''),
    meta: { handlesErrors: true, inlineLoading: true },
  });

  return (
    <Stack gap="md" data-testid="update-shell" data-phase={flow.phase}>
      <Text data-testid="update-installed">
        {installed ? t('gameUpdate.installed', { version: installed }) : t('gameUpdate.notInstalled')}
      </Text>
      {latest ? (
        <Text data-testid="update-latest">{t('gameUpdate.latest', { version: latest })}</Text>
      ) : (
        <Text c="dimmed">{t('gameUpdate.noRelease')}</Text>
      )}
      {available && latest && flow.phase === 'countdown' && (
        <Alert color="blue" data-testid="update-countdown" data-seconds={flow.secondsLeft}>
          <Stack gap="xs">
            <Text>{t('gameUpdate.available', { version: latest })}</Text>
            <Text fw={600}>{t('gameUpdate.countdown', { seconds: flow.secondsLeft })}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={begin} data-testid="update-start-now">
                {t('gameUpdate.startNow')}
              </Button>
              <Button size="xs" variant="default" onClick={postpone} data-testid="update-postpone">
                {t('gameUpdate.postpone')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {available && latest && flow.phase === 'idle' && (
        <Group>
          <Button onClick={begin} data-testid="update-begin">
            {t('gameUpdate.update', { version: latest })}
          </Button>
        </Group>
      )}
      {flow.phase !== 'idle' && flow.phase !== 'countdown' && <UpdateSteps flow={flow} onRetry={retry} />}
      {flow.phase === 'finished' && latest && (
        <Alert color="green" data-testid="update-finished">
          {t('gameUpdate.finished', { version: latest })}
        </Alert>
      )}
      {!available && installed && flow.phase !== 'finished' && (
        <Stack gap="xs" align="flex-start">
          <Text c="green" data-testid="update-up-to-date">
            {t('gameUpdate.upToDate')}
          </Text>
          <Button onClick={() => startOnly.mutate()} loading={startOnly.isPending} data-testid="update-start-game">
            {t('gameUpdate.startGame')}
          </Button>
          {startOnly.isSuccess && <Text data-testid="update-started">{t('gameUpdate.started')}</Text>}
          {startOnly.error && (
            <Alert color="red" data-testid="update-start-error">
              {startOnly.error instanceof GameShellError
                ? translate(locale, `errors.${startOnly.error.key}`)
                : startOnly.error.message}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The update and download screen (spec sections 2 and 4, "Updates"): the game update (inside the
 * game shell it runs by itself after a countdown, step by step; in a plain browser, the download
 * link) and, apart from it, the interface update (a reload). Reachable in kiosk mode (decision 0104).
 */
export function UpdatePage() {
  const { t } = useTranslation();
  const shell = useGameShell();
  const latest = useLatestGameVersion();
  const ready = !shell.isPending && !latest.isPending;
  return (
    <Stack gap="md">
      <Card withBorder maw={720} data-testid="update-page">
        <Stack gap="md">
          <Title order={2}>{t('gameUpdate.title')}</Title>
          {!ready && <InlineLoader label={t('gameUpdate.checking')} testId="update-checking" />}
          {ready && shell.data && <WithShell shell={shell.data} latest={latest.data?.version ?? null} />}
          {ready && !shell.data && <WithoutShell downloadable={latest.data?.has_build ?? false} />}
        </Stack>
      </Card>
      <InterfaceUpdateCard />
    </Stack>
  );
}
