import { Anchor, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { GameDownloadCard } from '../../game-versions/components/GameDownloadCard';
import { MatchHistoryList } from '../../history/components/MatchHistorySection';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import { VersionCheck } from '../../protocol/components/VersionCheck';
import { Invites, MyRounds } from '../../rounds/components/RoundsLobbyPage';
import { HandicapTrendChart } from '../../statistics/components/HandicapTrendChart';
import { WalletCards } from '../../wallets/components/WalletCards';
import { QuickActions } from './QuickActions';

/** How many recent results the dashboard shows (the profile has the latest 20). */
const RECENT_RESULTS = 3;

/**
 * What a player needs first: promotions, what to do now (quick actions, rounds to resume,
 * invitations), how they are playing (recent results, the handicap trend), their wallet and the game
 * download. Every part reuses its feature's query, so the data is shared with the other screens.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathFor } = useEnvironment();
  return (
    <Stack gap="lg" data-testid="dashboard">
      <PageTitle>{t('nav.dashboard')}</PageTitle>
      <Stack gap={4}>
        <Title order={3} data-testid="dashboard-welcome">
          {user ? t('dashboard.welcomeName', { name: user.display_name }) : t('dashboard.welcome')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <PromotionStrip slot="dashboard" />
      <QuickActions />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Invites />
            <MyRounds />
            <Card withBorder data-testid="dashboard-results">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={4}>{t('dashboard.recentResults')}</Title>
                  <Anchor component={Link} to={pathFor('profile')} size="sm">
                    {t('dashboard.allResults')}
                  </Anchor>
                </Group>
                <MatchHistoryList limit={RECENT_RESULTS} />
                <HandicapTrendChart />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={4}>{t('dashboard.wallet')}</Title>
              <WalletCards />
            </Stack>
            <GameDownloadCard />
            <VersionCheck />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
