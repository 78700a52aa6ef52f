import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { gameShellSteps, translate } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { StepState, UpdateFlow } from '../update-flow';

const MB = 1024 * 1024;

function StepStatus({ state }: { state: StepState }) {
  const { t } = useTranslation();
  if (state.status === 'running')
    return <Text size="sm">{t('gameUpdate.status.running', { percent: Math.round(state.fraction * 100) })}</Text>;
  return <Text size="sm">{t(`gameUpdate.status.${state.status}`)}</Text>;
}

/** The four steps of a game update, each with its progress, and the failed one's message with a retry. */
export function UpdateSteps({ flow, onRetry }: { flow: UpdateFlow; onRetry: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="sm" data-testid="update-steps">
      {gameShellSteps.map((step) => {
        const state = flow.steps[step];
        const fraction = state.status === 'done' ? 1 : state.status === 'running' ? state.fraction : 0;
        return (
          <Stack key={step} gap={4} data-testid={`update-step-${step}`} data-status={state.status}>
            <Group justify="space-between">
              <Text fw={500}>{t(`gameUpdate.steps.${step}`)}</Text>
              <StepStatus state={state} />
            </Group>
            <Progress
              value={fraction * 100}
              color={state.status === 'failed' ? 'red' : state.status === 'done' ? 'green' : 'blue'}
              animated={state.status === 'running'}
              data-testid={`update-step-${step}-progress`}
              data-fraction={String(Math.round(fraction * 100) / 100)}
              aria-label={t(`gameUpdate.steps.${step}`)}
            />
            {state.status === 'running' && state.totalBytes ? (
              <Text size="xs" c="dimmed" data-testid={`update-step-${step}-bytes`}>
                {t('gameUpdate.bytes', {
                  done: formatNumber((state.bytes ?? 0) / MB, locale, { digits: 1 }),
                  total: formatNumber(state.totalBytes / MB, locale, { digits: 1 }),
                })}
              </Text>
            ) : null}
            {state.status === 'failed' && (
              <Alert color="red" data-testid="update-error" data-key={state.key}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{state.message ?? translate(locale, `errors.${state.key}`)}</Text>
                  <Button size="xs" onClick={onRetry} data-testid="update-retry">
                    {t('gameUpdate.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
