import { Button, Dialog, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useInterfaceUpdate } from '../hooks/useInterfaceUpdate';

/** Offers the newly released interface; applying it reloads the page. */
export function InterfaceUpdatePrompt() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { release, apply, dismiss } = useInterfaceUpdate();
  return (
    <Dialog
      opened={release !== null}
      position={{ bottom: 20, right: 20 }}
      size="lg"
      withBorder
      data-testid="interface-update"
    >
      <Text fw={600} mb={4}>
        {t('interfaceUpdate.title')}
      </Text>
      <Text size="sm" mb="sm">
        {release &&
          t('interfaceUpdate.body', { version: release.version, time: formatDateTime(release.updated_at, locale) })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={dismiss}>
          {t('interfaceUpdate.later')}
        </Button>
        <Button size="xs" onClick={apply} data-testid="interface-update-apply">
          {t('interfaceUpdate.apply')}
        </Button>
      </Group>
    </Dialog>
  );
}
