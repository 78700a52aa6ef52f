import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { API_PROTOCOL_VERSION, translate } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { isProtocolCompatible } from '../api';
import { useServerVersion } from '../hooks/useServerVersion';

/**
 * The client's and the server's protocol versions. A different server version is the spec's
 * "Invalid data from server, restart the game" case.
 */
export function VersionCheck() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError, error } = useServerVersion();

  return (
    <Card withBorder data-testid="version-check">
      <Stack gap="sm">
        <Title order={4}>{t('dashboard.versions')}</Title>
        {data && !isProtocolCompatible(data.api) && (
          <Alert color="yellow" title={t('dashboard.versionMismatchTitle')} data-testid="version-mismatch">
            <Text size="sm">{translate(locale, 'errors.other.invalid_server_data')}</Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.versionMismatch', { client: API_PROTOCOL_VERSION, server: data.api })}
            </Text>
          </Alert>
        )}
        {isError && (
          <Alert color="red" title={t('dashboard.versionError')} data-testid="version-error">
            {error.message}
          </Alert>
        )}
        <Table variant="vertical" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t('dashboard.clientApi')}</Table.Th>
              <Table.Td data-testid="dashboard-client-api">{API_PROTOCOL_VERSION}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('dashboard.serverApi')}</Table.Th>
              <Table.Td data-testid="dashboard-server-api">
                {isPending ? <Loader size="xs" aria-label={t('feedback.loading')} /> : (data?.api ?? '')}
              </Table.Td>
            </Table.Tr>
            {data && (
              <>
                <Table.Tr>
                  <Table.Th>{t('dashboard.serverBuild')}</Table.Th>
                  <Table.Td>{data.build.version}</Table.Td>
                </Table.Tr>
                {data.build.commit && (
                  <Table.Tr>
                    <Table.Th>{t('dashboard.serverCommit')}</Table.Th>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {data.build.commit.slice(0, 12)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th>{t('dashboard.builtAt')}</Table.Th>
                  <Table.Td>{formatDateTime(data.build.built_at, locale)}</Table.Td>
                </Table.Tr>
              </>
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
