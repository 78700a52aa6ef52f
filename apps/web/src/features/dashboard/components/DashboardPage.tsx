import { lazy, Suspense } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { withFeatureTexts } from '../../../lib/i18n';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import { WalletCards } from '../../wallets/components/WalletCards';
import classes from './DashboardPage.module.css';

// The sections below the fold load after the first screen (decision 0065): the chart library, the
// scorecard dialog and the round lobby are not the first screen's to pay for. Their texts are not the
// first screen's either: each shows once the feature texts are there too, never with keys in place of text.
const Invites = lazy(
  withFeatureTexts(() => import('../../rounds/components/RoundsLobbyPage').then((m) => ({ default: m.Invites }))),
);
const MyRounds = lazy(
  withFeatureTexts(() => import('../../rounds/components/RoundsLobbyPage').then((m) => ({ default: m.MyRounds }))),
);
const MatchHistoryList = lazy(
  withFeatureTexts(() =>
    import('../../history/components/MatchHistorySection').then((m) => ({ default: m.MatchHistoryList })),
  ),
);
const QuickActions = lazy(withFeatureTexts(() => import('./QuickActions').then((m) => ({ default: m.QuickActions }))));
const GameDownloadCard = lazy(
  withFeatureTexts(() =>
    import('../../game-versions/components/GameDownloadCard').then((m) => ({ default: m.GameDownloadCard })),
  ),
);
const VersionCheck = lazy(
  withFeatureTexts(() => import('../../protocol/components/VersionCheck').then((m) => ({ default: m.VersionCheck }))),
);
const HandicapTrendChart = lazy(
  withFeatureTexts(() =>
    import('../../statistics/components/HandicapTrendChart').then((m) => ({ default: m.HandicapTrendChart })),
  ),
);

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
      <Suspense fallback={null}>
        <QuickActions />
      </Suspense>
      <div className={classes.columns}>
        <Stack gap="lg">
          <Suspense fallback={null}>
            <Invites />
            <MyRounds />
          </Suspense>
          <Card withBorder data-testid="dashboard-results">
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={4}>{t('dashboard.recentResults')}</Title>
                <Anchor component={Link} to={pathFor('profile')} size="sm">
                  {t('dashboard.allResults')}
                </Anchor>
              </Group>
              <Suspense fallback={<InlineLoader label={t('feedback.loading')} testId="dashboard-results-loading" />}>
                <MatchHistoryList limit={RECENT_RESULTS} />
                <HandicapTrendChart />
              </Suspense>
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={4}>{t('dashboard.wallet')}</Title>
            <WalletCards />
          </Stack>
          <Suspense fallback={null}>
            <GameDownloadCard />
            <VersionCheck />
          </Suspense>
        </Stack>
      </div>
    </Stack>
  );
}
