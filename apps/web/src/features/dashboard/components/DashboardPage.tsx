import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { VersionCheck } from '../../protocol/components/VersionCheck';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('nav.dashboard')}</PageTitle>
      <Stack gap={4}>
        <Title order={3} data-testid="dashboard-welcome">
          {t('dashboard.welcome')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <Alert variant="light" title={t('auth.signedOut')} data-testid="signed-out">
        {t('auth.signedOutHint')}
      </Alert>
      <VersionCheck />
    </Stack>
  );
}
