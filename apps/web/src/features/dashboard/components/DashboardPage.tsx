import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { VersionCheck } from '../../protocol/components/VersionCheck';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Stack gap="lg">
      <PageTitle>{t('nav.dashboard')}</PageTitle>
      <Stack gap={4}>
        <Title order={3} data-testid="dashboard-welcome">
          {user ? t('dashboard.welcomeName', { name: user.display_name }) : t('dashboard.welcome')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <VersionCheck />
    </Stack>
  );
}
