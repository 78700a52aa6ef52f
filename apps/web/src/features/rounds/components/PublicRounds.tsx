import { useState } from 'react';
import { Button, Center, Checkbox, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { enums } from '@golf/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useEnumEntries } from '../../../lib/enums';
import type { LobbyFilters, LobbyRound } from '../api';
import { useLobby, useMyRounds, useOwnedCourses } from '../hooks/useRounds';
import { useJoinFlow } from '../hooks/useJoinFlow';
import { openPath, roundPaths } from '../paths';
import { lobbyAction } from '../round-actions';
import { courseName } from '../round-form';
import { useWageringStatus } from '../../wagering/hooks/useWagering';
import { refusalsFor } from '../../wagering/wager-text';
import { useTokenAmount } from '../../wallets/token-amount';
import { LoadError, RoundTable } from './RoundList';
import { ListPages } from '../../../lib/ui/ListPages';

const PER_PAGE = 10;
const noFilters: LobbyFilters = { courseId: null, gameMode: null, playStatus: null, freeSlot: false };

const toNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** The public rounds to join, with filters and pages. */
export function PublicRounds() {
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
  const tokenAmount = useTokenAmount();
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
                  {/* Joining a wager round debits the stake at once: the button says how much. */}
                  {round.wager
                    ? t('rounds.lobby.joinFor', { stake: tokenAmount(round.wager.amount, round.wager.token_type) })
                    : t('rounds.lobby.join')}
                </Button>
              );
            }}
          />
        </div>
      )}
      <ListPages
        meta={data?.meta}
        page={page}
        onPage={setPage}
        label={t('rounds.lobby.pagination')}
        testId="lobby-pagination"
      />
    </Stack>
  );
}
