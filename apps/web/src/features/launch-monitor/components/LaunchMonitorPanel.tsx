import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { formatCountdown, secondsLeft, type LaunchMonitor, type Pairing } from '../api';
import {
  useClaimConnection,
  useCreatePairing,
  useLaunchMonitorStatus,
  useUnpairLaunchMonitor,
  useUnpairedConnections,
} from '../hooks/useLaunchMonitor';

/** Ticks once a second while a code is shown, for its countdown. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function PairingCode({ pairing }: { pairing: Pairing }) {
  const { t } = useTranslation();
  const left = secondsLeft(pairing.expires_at, useNow(true));
  return (
    <Stack gap={4} data-testid="launch-monitor-pairing">
      <Text size="xs" c="dimmed">
        {t('launchMonitor.code')}
      </Text>
      <Text
        fw={800}
        ff="monospace"
        style={{ fontSize: 36, letterSpacing: 6, lineHeight: 1.1 }}
        data-testid="launch-monitor-code"
      >
        {pairing.code}
      </Text>
      <Text size="sm" c={left > 0 ? 'dimmed' : 'red'} data-testid="launch-monitor-code-expiry">
        {left > 0 ? t('launchMonitor.expiresIn', { time: formatCountdown(left) }) : t('launchMonitor.expired')}
      </Text>
      <Text size="sm">{t('launchMonitor.instruction')}</Text>
    </Stack>
  );
}

function Connections({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const connections = useUnpairedConnections(enabled);
  const claim = useClaimConnection();
  const list: LaunchMonitor[] = connections.data ?? [];
  return (
    <Stack gap={4} data-testid="launch-monitor-connections">
      <Text size="sm" fw={600}>
        {t('launchMonitor.connections')}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('launchMonitor.noConnections')}
        </Text>
      ) : (
        list.map((monitor) => (
          <Group key={monitor.id} justify="space-between" wrap="nowrap" data-testid="launch-monitor-connection">
            <Text size="sm" ff="monospace" truncate>
              {monitor.device_id ?? t('launchMonitor.unnamedDevice')}
            </Text>
            <Button
              size="xs"
              variant="light"
              loading={claim.isPending && claim.variables === monitor.id}
              onClick={() => claim.mutate(monitor.id)}
              data-testid="launch-monitor-claim"
            >
              {t('launchMonitor.claim')}
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}

/**
 * The player's launch monitor: whether one is paired and ready, a pairing code to give the
 * connector, the unpaired connectors from the player's own address to claim, and unpairing.
 * The status is polled while the panel is shown; `collapsible` keeps the details folded until asked.
 */
export function LaunchMonitorPanel({ collapsible = false }: { collapsible?: boolean }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [open, setOpen] = useState(!collapsible);
  const status = useLaunchMonitorStatus({ poll: true });
  const pair = useCreatePairing();
  const unpair = useUnpairLaunchMonitor();

  const data = status.data;
  const connected = data?.connected ?? false;
  const monitor = data?.monitors[0];
  // The server's pending code (one just issued is put in the status at once, useCreatePairing).
  const pairing = data?.pairing ?? null;

  const confirmUnpair = async () => {
    const ok = await feedback.confirm({
      title: t('launchMonitor.unpair'),
      message: t('launchMonitor.unpairConfirm'),
      danger: true,
    });
    if (ok) unpair.mutate();
  };

  const readiness =
    monitor?.ready === true
      ? t('launchMonitor.ready')
      : monitor?.ready === false
        ? t('launchMonitor.notReady')
        : t('launchMonitor.readyUnknown');

  return (
    <Card withBorder padding="sm" data-testid="launch-monitor-panel" data-connected={connected}>
      {/* Wraps on a narrow panel (a phone, the play screen's side column) so the toggle stays whole. */}
      <Group justify="space-between" gap="xs">
        <Title order={5}>{t('launchMonitor.title')}</Title>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Badge color={connected ? 'green' : 'gray'} variant="light" data-testid="launch-monitor-state">
            {connected ? readiness : t('launchMonitor.notPaired')}
          </Badge>
          {collapsible && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setOpen((value) => !value)}
              data-testid="launch-monitor-toggle"
            >
              {open ? t('launchMonitor.hide') : t('launchMonitor.show')}
            </Button>
          )}
        </Group>
      </Group>
      {open && (
        <Stack gap="sm" mt="sm">
          {status.isError && (
            <Text size="sm" c="red">
              {t('launchMonitor.loadFailed')}
            </Text>
          )}
          {connected && monitor ? (
            <Group justify="space-between" wrap="nowrap" data-testid="launch-monitor-connected">
              <Stack gap={0}>
                <Text size="sm">
                  {t('launchMonitor.connected', { device: monitor.device_id ?? t('launchMonitor.unnamedDevice') })}
                </Text>
                {monitor.ball_detected && (
                  <Text size="xs" c="dimmed">
                    {t('launchMonitor.ballDetected')}
                  </Text>
                )}
              </Stack>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={unpair.isPending}
                onClick={() => void confirmUnpair()}
                data-testid="launch-monitor-unpair"
              >
                {t('launchMonitor.unpair')}
              </Button>
            </Group>
          ) : (
            <>
              {data && !connected && (
                <Text size="sm" c="dimmed">
                  {t('launchMonitor.notPaired')}
                </Text>
              )}
              {pairing && <PairingCode pairing={pairing} />}
              <Button
                size="sm"
                variant={pairing ? 'light' : 'filled'}
                loading={pair.isPending}
                onClick={() => pair.mutate()}
                data-testid="launch-monitor-pair"
              >
                {pairing ? t('launchMonitor.newCode') : t('launchMonitor.pair')}
              </Button>
              <Connections enabled={open && !connected} />
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
