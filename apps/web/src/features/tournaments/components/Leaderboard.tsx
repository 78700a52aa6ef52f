import { Fragment, useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import type { LeaderboardRow, TournamentDetail } from '../api';
import { useFindMe, useLeaderboardPage } from '../hooks/useLeaderboard';
import {
  boardBases,
  defaultBasis,
  hasPlayed,
  leaderboardLines,
  projectedCut,
  thruText,
  toParText,
  viewParam,
  type BoardBasis as Basis,
  type LeaderboardLine,
} from '../leaderboard';
import { ListPages } from '../../../lib/ui/ListPages';

const WHOLE_FIELD = 'all';

/** The switches: gross or net (or the tournament's points), and the division shown (decision 0098, 0099). */
function BoardSwitches(props: {
  detail: TournamentDetail;
  basis: Basis;
  onBasis: (basis: Basis) => void;
  division: number | null;
  onDivision: (division: number | null) => void;
}) {
  const { t } = useTranslation();
  const { detail } = props;
  return (
    <Group gap="sm">
      <SegmentedControl
        size="xs"
        value={props.basis}
        onChange={(value) => props.onBasis(value as Basis)}
        data={boardBases(detail).map((basis) => ({ value: basis, label: t(`tournaments.leaderboard.view.${basis}`) }))}
        aria-label={t('tournaments.leaderboard.view.label')}
        data-testid="leaderboard-basis"
      />
      {detail.divisions.length > 0 && (
        <Select
          size="xs"
          w={180}
          allowDeselect={false}
          value={props.division === null ? WHOLE_FIELD : String(props.division)}
          onChange={(value) => props.onDivision(!value || value === WHOLE_FIELD ? null : Number(value))}
          data={[
            { value: WHOLE_FIELD, label: t('tournaments.divisions.all') },
            ...detail.divisions.map((division) => ({ value: String(division.number), label: division.name })),
          ]}
          aria-label={t('tournaments.divisions.label')}
          data-testid="leaderboard-division"
        />
      )}
    </Group>
  );
}

function LineRow({ line, columns }: { line: LeaderboardLine; columns: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid={`leaderboard-line-${line}`}>
      <Table.Td colSpan={columns} style={{ borderTop: '2px dashed var(--mantine-color-red-6)' }}>
        <Text size="xs" c="red" fw={600} ta="center">
          {t(`tournaments.leaderboard.lines.${line}`)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function ScoreRow({ row, basis, rounds, me }: { row: LeaderboardRow; basis: Basis; rounds: number; me: boolean }) {
  const { t } = useTranslation();
  const even = t('tournaments.leaderboard.even');
  const played = hasPlayed(row);
  const score = !played
    ? '–'
    : basis === 'stableford'
      ? String(row.points ?? 0)
      : toParText(basis === 'net' ? row.net_to_par : row.to_par, even);
  return (
    <Table.Tr
      data-testid="leaderboard-row"
      data-user-id={row.user_id}
      data-position={row.position_label}
      data-score={score}
      data-thru={row.thru}
      data-status={row.status}
      data-me={me || undefined}
      bg={me ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td fw={600} data-testid="leaderboard-position">
        {row.position_label}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={me ? 700 : 400} truncate maw={200}>
          {row.display_name}
        </Text>
      </Table.Td>
      <Table.Td fw={600} data-testid="leaderboard-score">
        {score}
      </Table.Td>
      <Table.Td>{thruText(row, t('tournaments.leaderboard.finished'))}</Table.Td>
      <Table.Td>{row.today === null ? '–' : toParText(row.today, even)}</Table.Td>
      {Array.from({ length: rounds }, (_, i) => {
        const round = row.rounds.find((r) => r.number === i + 1);
        const value = basis === 'stableford' ? round?.points : round?.strokes;
        return <Table.Td key={i}>{value ?? '–'}</Table.Td>;
      })}
      <Table.Td>{!played ? '–' : basis === 'net' ? (row.net ?? row.gross) : row.gross}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The leaderboard (spec section 2, a tournament section): positions with ties ("T3"), the cut and
 * DQ lines, pages, and "find me"; live over the tournament's public channel, which the page
 * follows (`updates` counts its events).
 */
export function Leaderboard({ detail, updates }: { detail: TournamentDetail; updates: number }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { showError } = useFeedback();
  const [page, setPage] = useState(1);
  const [basis, setBasis] = useState<Basis>(() => defaultBasis(detail));
  const [division, setDivision] = useState<number | null>(null);
  const reading = { view: viewParam(detail, basis), division: division ?? undefined };
  const query = useLeaderboardPage(detail.id, page, reading);
  const findMe = useFindMe(detail.id);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = query;
  const rounds = detail.rounds.length;
  const columns = 6 + rounds;
  // The cut is the whole field's (decision 0098): its projected line shows on the whole board only.
  const cut = division === null ? projectedCut(detail) : null;
  const lines = data ? leaderboardLines(data.data, cut) : new Map<number, LeaderboardLine>();
  const entered = !!detail.my_entry && detail.my_entry.status !== 'withdrawn';
  const myDivision = detail.my_entry?.division ?? null;
  const findMyRow = () => {
    // Filtered to another division, "find me" goes to the player's own.
    const mine = division !== null && myDivision !== null && division !== myDivision ? myDivision : division;
    if (mine !== division) setDivision(mine);
    findMe.mutate(
      { view: reading.view, division: mine ?? undefined },
      { onSuccess: (found) => setPage(found.page), onError: (e) => showError(e) },
    );
  };

  return (
    <Stack gap="sm" data-testid="tournament-leaderboard" data-updates={updates}>
      <Group justify="space-between">
        <Group gap="xs">
          {detail.status === 'live' && (
            <Badge color="red" variant="dot" data-testid="leaderboard-live">
              {t('tournaments.leaderboard.live')}
            </Badge>
          )}
          <Text size="sm" c="dimmed" data-testid="leaderboard-basis-text">
            {t(`tournaments.leaderboard.basis.${basis}`)}
          </Text>
        </Group>
        <BoardSwitches
          detail={detail}
          basis={basis}
          onBasis={(next) => {
            setBasis(next);
            setPage(1);
          }}
          division={division}
          onDivision={(next) => {
            setDivision(next);
            setPage(1);
          }}
        />
        {entered && (
          <Button
            size="xs"
            variant="light"
            loading={findMe.isPending}
            onClick={findMyRow}
            data-testid="leaderboard-find-me"
          >
            {t('tournaments.leaderboard.findMe')}
          </Button>
        )}
      </Group>
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('tournaments.retry')}
          onRetry={() => void refetch()}
          testId="leaderboard-error"
        />
      )}
      {isPending && !isError && <InlineLoader label={t('tournaments.loading')} testId="leaderboard-loading" />}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="leaderboard-empty">
          {t('tournaments.leaderboard.empty')}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table
            striped
            verticalSpacing={4}
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
            data-testid="leaderboard-table"
            data-page={page}
            data-basis={basis}
            data-division={division ?? undefined}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tournaments.leaderboard.columns.position')}</Table.Th>
                <Table.Th>{t('tournaments.leaderboard.columns.player')}</Table.Th>
                <Table.Th>
                  {t(
                    basis === 'stableford'
                      ? 'tournaments.leaderboard.columns.points'
                      : 'tournaments.leaderboard.columns.toPar',
                  )}
                </Table.Th>
                <Table.Th>{t('tournaments.leaderboard.columns.thru')}</Table.Th>
                <Table.Th>{t('tournaments.leaderboard.columns.today')}</Table.Th>
                {detail.rounds.map((round) => (
                  <Table.Th key={round.number}>
                    {t('tournaments.leaderboard.columns.round', { number: round.number })}
                  </Table.Th>
                ))}
                <Table.Th>
                  {t(basis === 'net' ? 'tournaments.leaderboard.columns.net' : 'tournaments.leaderboard.columns.total')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row, index) => {
                const line = lines.get(index);
                return (
                  <Fragment key={row.user_id}>
                    {line && <LineRow line={line} columns={columns} />}
                    <ScoreRow row={row} basis={basis} rounds={rounds} me={row.user_id === user?.id} />
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPages
        meta={data?.meta}
        page={page}
        onPage={setPage}
        label={t('tournaments.leaderboard.pages')}
        testId="leaderboard-pagination"
      />
    </Stack>
  );
}
