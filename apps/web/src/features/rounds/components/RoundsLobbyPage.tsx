import { useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { enums } from '@golf/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumEntries } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import type { LobbyFilters, LobbyRound } from '../api';
import { useDeclineInvite, useInvites, useLobby, useMyRounds, useOwnedCourses } from '../hooks/useRounds';
import { useJoinFlow } from '../hooks/useJoinFlow';
import { openPath, roundPaths } from '../paths';
import { lobbyAction } from '../round-actions';
import { courseName } from '../round-form';
import { JoinLocalDialog } from './JoinLocalDialog';
import { RoundExitButton } from './RoundExitButton';
import { GameModeLabel, RoundStatus } from './RoundStatus';
import { StakeBadge } from '../../wagering/components/StakeBadge';
import { useWageringStatus } from '../../wagering/hooks/useWagering';
import { refusalsFor } from '../../wagering/wager-text';

const PER_PAGE = 10;
const noFilters: LobbyFilters = { courseId: null, gameMode: null, playStatus: null, freeSlot: false };

const toNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));

function RoundRow({ round, action }: { round: LobbyRound; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="round-row" data-round-id={round.id}>
      <Table.Td>
        <Text fw={500}>{round.title}</Text>
        <Text size="sm" c="dimmed">
          {round.course.title}
        </Text>
        <StakeBadge wager={round.wager} />
      </Table.Td>
      <Table.Td>
        <GameModeLabel mode={round.game_mode} />
      </Table.Td>
      <Table.Td data-testid="round-players">
        {t('rounds.lobby.playersOf', { count: round.player_count, max: round.max_players })}
      </Table.Td>
      <Table.Td>{round.host_display_name}</Table.Td>
      <Table.Td>
        <RoundStatus round={round} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {action}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A phone's layout: one card per round, its actions full width under what it is. */
function RoundCard({ round, action }: { round: LobbyRound; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="round-row" data-round-id={round.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} truncate>
              {round.title}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {round.course.title}
            </Text>
            <StakeBadge wager={round.wager} />
          </div>
          <RoundStatus round={round} />
        </Group>
        <Text size="sm">
          <GameModeLabel mode={round.game_mode} />
          {' · '}
          <span data-testid="round-players">
            {t('rounds.lobby.playersOf', { count: round.player_count, max: round.max_players })}
          </span>
          {' · '}
          {t('rounds.columns.host')}: {round.host_display_name}
        </Text>
        <Group gap="xs" grow>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

function RoundTable({
  rounds,
  action,
  testId,
}: {
  rounds: LobbyRound[];
  action: (round: LobbyRound) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  // Below the sm breakpoint the six columns do not fit: a stack of cards keeps every action on screen.
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack gap="xs" data-testid={testId}>
        {rounds.map((round) => (
          <RoundCard key={round.id} round={round} action={action(round)} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rounds.columns.round')}</Table.Th>
            <Table.Th>{t('rounds.columns.mode')}</Table.Th>
            <Table.Th>{t('rounds.columns.players')}</Table.Th>
            <Table.Th>{t('rounds.columns.host')}</Table.Th>
            <Table.Th>{t('rounds.columns.status')}</Table.Th>
            <Table.Th aria-label={t('rounds.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} action={action(round)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageError
      title={t('rounds.loadError')}
      message={error.message}
      retryLabel={t('rounds.retry')}
      onRetry={retry}
      testId="rounds-error"
    />
  );
}

/** The rounds the player is in, to resume (also on the dashboard). */
export function MyRounds() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { data, isPending, isError, error, refetch } = useMyRounds();
  return (
    <Stack gap="xs">
      <Title order={3}>{t('rounds.mine.title')}</Title>
      {isPending && <Loader size="sm" />}
      {isError && <LoadError error={error} retry={() => void refetch()} />}
      {data && data.length === 0 && (
        <Text c="dimmed" data-testid="my-rounds-empty">
          {t('rounds.mine.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <RoundTable
          rounds={data}
          testId="my-rounds"
          action={(round) => (
            <>
              <Button
                component={Link}
                to={pathFor(openPath(round))}
                size="sm"
                variant="light"
                data-testid="round-resume"
              >
                {t('rounds.mine.resume')}
              </Button>
              <RoundExitButton round={round} size="sm" />
            </>
          )}
        />
      )}
    </Stack>
  );
}

/** Round invitations to accept or decline (also on the dashboard). */
export function Invites() {
  const { t } = useTranslation();
  const { data } = useInvites();
  const join = useJoinFlow();
  const decline = useDeclineInvite();
  const { showError } = useFeedback();
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="round-invites">
      <Title order={3}>{t('rounds.invites.title')}</Title>
      {data.map((invite) => (
        <Card key={invite.id} withBorder padding="sm" data-testid="round-invite">
          <Group justify="space-between" wrap="wrap">
            <Text>{t('rounds.invites.from', { host: invite.host_display_name, title: invite.round_title })}</Text>
            <Group gap="xs">
              <Button
                size="sm"
                onClick={() => void join.accept(invite.round_id)}
                loading={join.pendingId === invite.round_id}
                data-testid="invite-accept"
              >
                {t('rounds.invites.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => decline.mutate(invite.round_id, { onError: (error) => showError(error) })}
                loading={decline.isPending && decline.variables === invite.round_id}
                data-testid="invite-decline"
              >
                {t('rounds.invites.decline')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function PublicRounds() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const mine = useMyRounds();
  const [filters, setFilters] = useState<LobbyFilters>(noFilters);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useLobby({
    ...filters,
    page,
    perPage: PER_PAGE,
  });
  const courses = useOwnedCourses();
  const modes = useEnumEntries('game_mode');
  const statuses = useEnumEntries('play_status').filter((entry) => entry.value !== enums.play_status.round_completed);
  const join = useJoinFlow();
  const filter = (change: Partial<LobbyFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const mineIds = new Set((mine.data ?? []).map((round) => round.id));
  const inRound = (round: LobbyRound) => mineIds.has(round.id);
  // A wager round's Join is offered only to who may stake it, as on the round's own lobby page; read once
  // for the page. Unread or unreadable, Join stays and the server decides.
  const wagering = useWageringStatus(data?.data.some((round) => round.wager) ?? false);
  const wagerRefusalsOf = (round: LobbyRound) =>
    round.wager && wagering.data ? refusalsFor(wagering.data, round.wager.token_type) : [];

  return (
    <Stack gap="xs">
      <Title order={3}>{t('rounds.lobby.publicTitle')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap" data-testid="lobby-filters">
        <Select
          label={t('rounds.filters.course')}
          placeholder={t('rounds.filters.any')}
          data={(courses.data ?? []).map((course) => ({ value: String(course.id), label: courseName(course) }))}
          value={filters.courseId === null ? null : String(filters.courseId)}
          onChange={(value) => filter({ courseId: toNumber(value) })}
          clearable
          data-testid="filter-course"
        />
        <Select
          label={t('rounds.filters.mode')}
          placeholder={t('rounds.filters.any')}
          data={modes.map((entry) => ({ value: String(entry.value), label: entry.label }))}
          value={filters.gameMode === null ? null : String(filters.gameMode)}
          onChange={(value) => filter({ gameMode: toNumber(value) })}
          clearable
          data-testid="filter-mode"
        />
        <Select
          label={t('rounds.filters.status')}
          placeholder={t('rounds.filters.any')}
          data={statuses.map((entry) => ({ value: String(entry.value), label: entry.label }))}
          value={filters.playStatus === null ? null : String(filters.playStatus)}
          onChange={(value) => filter({ playStatus: toNumber(value) })}
          clearable
          data-testid="filter-status"
        />
        <Checkbox
          label={t('rounds.filters.freeSlot')}
          checked={filters.freeSlot}
          onChange={(event) => filter({ freeSlot: event.currentTarget.checked })}
          mb={8}
          data-testid="filter-free-slot"
        />
      </Group>
      {isPending && (
        <Center py="md">
          <Loader />
        </Center>
      )}
      {isError && <LoadError error={error} retry={() => void refetch()} />}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="lobby-empty">
          {t('rounds.lobby.empty')}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
          <RoundTable
            rounds={data.data}
            testId="lobby-rounds"
            action={(round) => {
              const refusals = wagerRefusalsOf(round);
              const action = lobbyAction(round, inRound(round), refusals);
              if (action === 'open')
                return (
                  <Button component={Link} to={pathFor(openPath(round))} size="sm" variant="light">
                    {t('rounds.lobby.open')}
                  </Button>
                );
              if (action === 'under_way')
                return (
                  <Button size="sm" variant="default" disabled data-testid="round-under-way">
                    {t('rounds.lobby.underWay')}
                  </Button>
                );
              // Too many reasons with their fixes for a row: the round's lobby lists them; the title names them.
              if (action === 'refused')
                return (
                  <Button
                    component={Link}
                    to={pathFor(roundPaths.room(round.id))}
                    size="sm"
                    variant="light"
                    color="red"
                    title={refusals.map((refusal) => t(`wagering.refusals.${refusal}`)).join(' ')}
                    data-testid="round-join-refused"
                  >
                    {t('rounds.lobby.joinRefused')}
                  </Button>
                );
              return (
                <Button
                  size="sm"
                  onClick={() => join.join(round)}
                  // A wager round's Join waits for the status: who may not stake it is told why, not refused.
                  loading={join.pendingId === round.id || (Boolean(round.wager) && wagering.isLoading)}
                  data-testid="round-join"
                >
                  {t('rounds.lobby.join')}
                </Button>
              );
            }}
          />
        </div>
      )}
      {data && data.meta.last_page > 1 && (
        <Pagination total={data.meta.last_page} value={page} onChange={setPage} data-testid="lobby-pagination" />
      )}
    </Stack>
  );
}

/** The round lobby: my unfinished rounds, my invites, and the public rounds to join. */
export function RoundsLobbyPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { user } = useAuth();
  const [joining, setJoining] = useState(false);

  return (
    <Stack gap="lg" data-testid="rounds-lobby">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('rounds.lobby.title')}</PageTitle>
        <Group gap="sm">
          <Button component={Link} to={pathFor(roundPaths.create)} size="md" data-testid="round-create-open">
            {t('rounds.lobby.create')}
          </Button>
          <Button variant="default" size="md" onClick={() => setJoining(true)} data-testid="join-code-open">
            {t('rounds.joinLocal.open')}
          </Button>
        </Group>
      </Group>
      <PromotionStrip slot="round_list" />
      {user && (
        <Text size="sm" c="dimmed" data-testid="my-invite-name">
          {t('rounds.lobby.invitedByName', { name: user.display_name })}
        </Text>
      )}
      <Invites />
      <MyRounds />
      <PublicRounds />
      <JoinLocalDialog opened={joining} onClose={() => setJoining(false)} />
    </Stack>
  );
}
