import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchHardwareDevice, type HardwareDevice } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import type { GameIdentifier, User } from '../../../lib/auth/types';
import { meQueryKey } from '../../../lib/auth/user-api';
import { useFeedback } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { deleteGameIdentifier } from '../api';
import { DevicePicker } from '../../hardware/components/DevicePicker';
import { setDeviceChoice, useDeviceChoice } from '../../hardware/hooks/useDeviceChoice';
import { useRegisterThisDevice } from '../../hardware/hooks/useThisDevice';
import { restrictableDevices } from '../../rounds/round-form';
import { useHardwareDevices } from '../../rounds/hooks/useRounds';

/** Inside the game shell: registers this installation from the shell's hardware identity. */
function RegisterThisDevice() {
  const { t } = useTranslation();
  const { showError } = useFeedback();
  const { available, mutation } = useRegisterThisDevice();
  if (!available) return null;
  return (
    <Group>
      <Button
        variant="light"
        onClick={() => mutation.mutate(undefined, { onError: (error) => showError(error) })}
        loading={mutation.isPending}
        data-testid="hardware-register"
      >
        {t('profile.hardware.register')}
      </Button>
    </Group>
  );
}

function IdentifierRow({
  identifier,
  model,
  onRemove,
  removing,
}: {
  identifier: GameIdentifier;
  /** The hardware device it is (docs/decisions/0047); undefined while the list loads. */
  model: HardwareDevice | null | undefined;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.Tr data-testid="hardware-row">
      <Table.Td>{identifier.hardware_key ?? t('profile.none')}</Table.Td>
      <Table.Td data-testid="hardware-model">
        {model === undefined ? null : model ? model.title : t('profile.hardware.unknownModel')}
      </Table.Td>
      <Table.Td>{identifier.hardware_version ?? t('profile.none')}</Table.Td>
      <Table.Td>{identifier.software_version ?? t('profile.none')}</Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace">
          {identifier.uuid}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(identifier.updated_at, locale)}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={onRemove}
          loading={removing}
          data-testid="hardware-remove"
        >
          {t('profile.hardware.remove')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Profile → hardware: the game installations registered to this account, each removable. */
export function HardwareSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { environment } = useEnvironment();
  const { confirm, toast, showError } = useFeedback();
  const queryClient = useQueryClient();
  const hardware = useHardwareDevices();
  const chosen = useDeviceChoice();
  const pickable = restrictableDevices(user.game_identifiers, hardware.data ?? []);
  const remove = useMutation({
    mutationFn: deleteGameIdentifier,
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<User>(meQueryKey, (current) =>
        current ? { ...current, game_identifiers: current.game_identifiers.filter((item) => item.id !== id) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      if (chosen?.id === id) setDeviceChoice(null);
      toast(t('profile.hardware.removed'), { color: 'green' });
    },
    onError: (error) => showError(error),
  });

  const askToRemove = async (identifier: GameIdentifier) => {
    const confirmed = await confirm({
      title: t('profile.hardware.confirmTitle'),
      message: t('profile.hardware.confirmMessage', { device: identifier.hardware_key ?? identifier.uuid }),
      confirmLabel: t('profile.hardware.remove'),
      danger: true,
    });
    if (confirmed) remove.mutate(identifier.id);
  };

  if (user.game_identifiers.length === 0) {
    return (
      <Stack gap="sm">
        <Text c="dimmed" data-testid="hardware-empty">
          {/* A plain browser cannot register a device: the installed game software does (POST
              /users/me/game-identifiers) when the player signs in to it, or the button below inside it. */}
          {t(environment === 'game' ? 'profile.hardware.emptyGame' : 'profile.hardware.empty')}
        </Text>
        <RegisterThisDevice />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('profile.hardware.intro')}
      </Text>
      <DevicePicker
        label={t('profile.hardware.choice')}
        description={pickable.length ? t('profile.hardware.choiceHint') : t('profile.hardware.choiceNone')}
        noneLabel={t('profile.hardware.noChoice')}
        devices={pickable}
        value={chosen && pickable.some((device) => device.id === chosen.id) ? chosen.id : null}
        onChange={(deviceId) => setDeviceChoice(pickable.find((device) => device.id === deviceId) ?? null)}
        testId="hardware-choice"
      />
      <RegisterThisDevice />
      <Table.ScrollContainer minWidth={760}>
        <Table data-testid="hardware-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.hardware.columns.hardwareKey')}</Table.Th>
              <Table.Th>{t('profile.hardware.columns.model')}</Table.Th>
              <Table.Th>{t('profile.hardware.columns.hardwareVersion')}</Table.Th>
              <Table.Th>{t('profile.hardware.columns.softwareVersion')}</Table.Th>
              <Table.Th>{t('profile.hardware.columns.uuid')}</Table.Th>
              <Table.Th>{t('profile.hardware.columns.updatedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.game_identifiers.map((identifier) => (
              <IdentifierRow
                key={identifier.id}
                identifier={identifier}
                model={hardware.data ? (matchHardwareDevice(identifier, hardware.data) ?? null) : undefined}
                onRemove={() => void askToRemove(identifier)}
                removing={remove.isPending && remove.variables === identifier.id}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
