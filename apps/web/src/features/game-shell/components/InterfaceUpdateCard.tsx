import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useInterfaceUpdate } from '../../protocol/hooks/useInterfaceUpdate';

/**
 * The update screen's second flow (spec section 4, "Interface update"): this interface is not
 * installed by the shell but served by the site, so it is updated by reloading once a new version is
 * announced on `system`; the game update above is the shell's download, unzip, setup and start.
 */
export function InterfaceUpdateCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { release, apply } = useInterfaceUpdate();
  return (
    <Card withBorder maw={720} data-testid="update-interface" data-state={release ? 'available' : 'current'}>
      <Stack gap="sm">
        <Title order={3}>{t('gameUpdate.interface.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('gameUpdate.interface.intro')}
        </Text>
        {release ? (
          <Alert color="blue" data-testid="update-interface-available">
            <Stack gap="xs" align="flex-start">
              <Text>
                {t('interfaceUpdate.body', {
                  version: release.version,
                  time: formatDateTime(release.updated_at, locale),
                })}
              </Text>
              <Button onClick={apply} data-testid="update-interface-apply">
                {t('interfaceUpdate.apply')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Text c="green" data-testid="update-interface-current">
            {t('gameUpdate.interface.current')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
