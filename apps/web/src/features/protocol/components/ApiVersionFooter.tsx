import { Group, Text } from '@mantine/core';
import { API_PROTOCOL_VERSION } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useServerVersion } from '../hooks/useServerVersion';

/** Client and server protocol versions, for the footer. */
export function ApiVersionFooter() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useServerVersion();
  let server: string;
  if (data) server = t('footer.server', { api: data.api, version: data.build.version });
  else if (isPending) server = t('footer.serverChecking');
  else server = isError ? t('footer.serverUnavailable') : '';

  return (
    <Group gap="md" style={{ rowGap: 0 }} data-testid="api-version">
      <Text size="xs" c="dimmed" data-testid="client-api-version">
        {t('footer.client', { version: API_PROTOCOL_VERSION })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="server-api-version">
        {server}
      </Text>
    </Group>
  );
}
