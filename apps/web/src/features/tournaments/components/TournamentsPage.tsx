import { useState } from 'react';
import { Badge, Card, Group, Image, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { tournamentTabs } from '@golf/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { PageTitle } from '../../../lib/ui/PageTitle';
import type { TournamentSummary, TournamentTab } from '../api';
import { useTournamentList } from '../hooks/useTournaments';
import { tournamentPath } from '../paths';
import { InvitesPanel } from './Invites';
import { Fee, StatusBadge } from './TournamentBits';
import { ListPages } from '../../../lib/ui/ListPages';

const isTab = (value: string | null): value is TournamentTab => tournamentTabs.includes(value as TournamentTab);

function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  return (
    <Card
      withBorder
      padding="sm"
      component={Link}
      to={pathFor(tournamentPath(tournament.id))}
      data-testid="tournament-card"
      data-tournament-id={tournament.id}
    >
      {tournament.cover_image && (
        <Card.Section>
          <Image src={tournament.cover_image} h={120} alt="" />
        </Card.Section>
      )}
      <Stack gap={4} mt={tournament.cover_image ? 'sm' : 0}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2} data-testid="tournament-card-title">
            {tournament.title}
          </Text>
          <StatusBadge status={tournament.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(tournament.start_at, locale)} – {formatDateTime(tournament.end_at, locale)}
        </Text>
        <Text size="sm">
          {t('tournaments.card.rounds', { count: tournament.round_count })}
          {' · '}
          {t('tournaments.card.players', { count: tournament.entrant_count, max: tournament.max_players })}
        </Text>
        <Group gap="xs">
          <Fee amount={tournament.entry_fee} tokenType={tournament.entry_fee_token_type} />
          {tournament.formatted_prize_sum && (
            <Badge variant="light" color="yellow" data-testid="tournament-card-prize">
              {t('tournaments.card.prize', { prize: tournament.formatted_prize_sum })}
            </Badge>
          )}
          {tournament.entered && (
            <Badge variant="light" color="green" data-testid="tournament-card-entered">
              {t('tournaments.card.entered')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The player's tournaments: upcoming, live, finished and their own, as cards a page at a time. */
export function TournamentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TournamentTab = isTab(tabParam) ? tabParam : 'upcoming';
  const [page, setPage] = useState(1);
  const query = useTournamentList(tab, page);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = query;
  const choose = (next: string) => {
    setPage(1);
    setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });
  };
  return (
    <Stack gap="md" data-testid="tournaments-page">
      <PageTitle>{t('tournaments.title')}</PageTitle>
      <InvitesPanel />
      <SegmentedControl
        value={tab}
        onChange={choose}
        data={tournamentTabs.map((value) => ({ value, label: t(`tournaments.tabs.${value}`) }))}
        data-testid="tournament-tabs"
        style={{ alignSelf: 'flex-start' }}
      />
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('tournaments.retry')}
          onRetry={() => void refetch()}
          testId="tournaments-error"
        />
      )}
      {isPending && !isError && <InlineLoader label={t('tournaments.loading')} testId="tournaments-loading" />}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="tournaments-empty">
          {t(`tournaments.empty.${tab}`)}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
          data-testid="tournament-list"
          data-tab={tab}
        >
          {data.data.map((tournament) => (
            <TournamentCard key={tournament.id} tournament={tournament} />
          ))}
        </SimpleGrid>
      )}
      <ListPages
        meta={data?.meta}
        page={page}
        onPage={setPage}
        label={t('tournaments.pages')}
        testId="tournaments-pagination"
      />
    </Stack>
  );
}
