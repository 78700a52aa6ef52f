import { Anchor, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../app/components/NotFoundPage';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import type { TournamentDetail } from '../api';
import { useTournamentChannel } from '../hooks/useLeaderboard';
import { useTournament } from '../hooks/useTournaments';
import { EntryPanel } from './EntryPanel';
import { EventInfo } from './EventInfo';
import { InviteBanner } from './Invites';
import { Leaderboard } from './Leaderboard';
import { PrizePool } from './PrizePool';
import { TeeTimes } from './TeeTimes';
import { StatusBadge } from './TournamentBits';

/** The spec's four tournament sections, in its order. */
const sections = ['info', 'leaderboard', 'teeTimes', 'prizePool'] as const;
type Section = (typeof sections)[number];
const isSection = (value: string | null): value is Section => sections.includes(value as Section);

/** Before the start the event info comes first; once under way, the leaderboard. */
const defaultSection = (detail: TournamentDetail): Section =>
  detail.status === 'live' || detail.status === 'finished' ? 'leaderboard' : 'info';

function TournamentView({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section = isSection(asked) ? asked : defaultSection(detail);
  // Followed on every section: the cut, completion and status changes update the entry panel too.
  const updates = useTournamentChannel(detail.id);
  return (
    <Stack gap="md" data-testid="tournament-page" data-tournament-id={detail.id} data-status={detail.status}>
      {detail.cover_image && <Image src={detail.cover_image} h={160} radius="md" alt="" />}
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <PageTitle>{detail.title}</PageTitle>
          <Text size="sm" c="dimmed">
            {formatDateTime(detail.start_at, locale)} – {formatDateTime(detail.end_at, locale)}
            {detail.current_round !== null &&
              ` · ${t('tournaments.currentRound', { number: detail.current_round, count: detail.rounds.length })}`}
          </Text>
        </Stack>
        <StatusBadge status={detail.status} />
      </Group>
      <InviteBanner detail={detail} />
      <EntryPanel detail={detail} />
      <Tabs
        value={section}
        onChange={(value) => setParams(value ? { section: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {sections.map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`tournament-section-${id}`}>
              {t(`tournaments.sections.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <EventInfo detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="leaderboard" pt="md">
          <Leaderboard detail={detail} updates={updates} />
        </Tabs.Panel>
        <Tabs.Panel value="teeTimes" pt="md">
          <TeeTimes detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="prizePool" pt="md">
          <PrizePool detail={detail} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A tournament's page (tournaments/:id in each environment). */
export function TournamentPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error, refetch } = useTournament(valid ? id : 0);
  if (!valid || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pathFor(viewPaths.tournaments)} size="sm" data-testid="tournament-back">
        {t('tournaments.back')}
      </Anchor>
      {isPending && !isError && <InlineLoader label={t('tournaments.loading')} testId="tournament-loading" />}
      {isError && (
        <PageError
          title={t('tournaments.loadError')}
          message={error.message}
          retryLabel={t('tournaments.retry')}
          onRetry={() => void refetch()}
          testId="tournament-error"
        />
      )}
      {data && <TournamentView detail={data} />}
    </Stack>
  );
}
