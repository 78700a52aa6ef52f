import { useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDate, formatHandicap } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { ScorecardDialog } from '../../scorecard/components/ScorecardDialog';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import type { HistoryEntry, HistoryHandicap } from '../api';
import { describeResult, showsHandicap, type ResultLine } from '../history';
import { useMatchHistory } from '../hooks/useMatchHistory';

function ResultText({ line, dimmed }: { line: ResultLine; dimmed: boolean }) {
  const { t } = useTranslation();
  const score = line.score
    ? t(`scorecard.match.score.${line.score.key}`, { margin: line.score.margin, remaining: line.score.remaining })
    : '';
  return (
    <Text size={dimmed ? 'xs' : 'sm'} c={dimmed ? 'dimmed' : undefined} fw={dimmed ? 400 : 600}>
      {t(`history.${line.key}` as 'history.strokes', { ...line.params, score })}
    </Text>
  );
}

/** Whether the round counted for the Handicap Index: the differential it added, or why not. */
function HandicapLine({ handicap }: { handicap: HistoryHandicap }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = handicap.counted
    ? t('history.handicap.counted', {
        // Null only when the round did not count, which the schema's type cannot say.
        differential: handicap.score_differential === null ? '' : formatHandicap(handicap.score_differential, locale),
      })
    : t('history.handicap.notCounted', {
        // Semicolons: a reason may hold a comma of its own.
        reasons: handicap.reasons.map((reason) => t(`history.handicap.reasons.${reason}`)).join('; '),
      });
  return (
    <Text
      size="xs"
      c={handicap.counted ? 'teal' : 'dimmed'}
      data-testid="history-handicap"
      data-counted={handicap.counted}
    >
      {text}
    </Text>
  );
}

function HistoryRow({ entry, onOpen }: { entry: HistoryEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = useEnumLabel('game_mode', entry.game_mode);
  const lines = describeResult(entry, { even: t('scorecard.even'), locale });
  const date = formatDate(entry.completed_at, locale);
  return (
    <Table.Tr data-testid="history-round" data-round-id={entry.round_id} data-game-mode={entry.game_mode}>
      <Table.Td visibleFrom="sm">{date}</Table.Td>
      {/* Titles may be one long word (up to 80 characters): they break anywhere rather than widen the row. */}
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={600}>
          {entry.course.title}
        </Text>
        {entry.title && (
          <Text size="xs" c="dimmed">
            {entry.title}
          </Text>
        )}
        {entry.played_offline && (
          <Badge size="xs" variant="light" color="gray" data-testid="history-played-offline">
            {t('history.playedOffline')}
          </Badge>
        )}
        {/* Small screens: the date and game columns are hidden, so they go under the course. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {mode} · {date}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{mode}</Table.Td>
      <Table.Td data-testid="history-result">
        {lines.length === 0
          ? t('profile.none')
          : lines.map((line, i) => <ResultText key={i} line={line} dimmed={i > 0} />)}
        {showsHandicap(entry) && <HandicapLine handicap={entry.handicap} />}
      </Table.Td>
      <Table.Td ta="right">
        <Button size="xs" variant="light" onClick={onOpen} data-testid="history-open-scorecard">
          {t('history.open')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Profile → match history: the latest 20 completed rounds (spec sections 2 and 9), each opening its
 * scorecard. The dashboard shows the first `limit` of the same list (one query for both).
 */
export function MatchHistorySection() {
  return <MatchHistoryList />;
}

export function MatchHistoryList({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const history = useMatchHistory();
  const { isPending, isError, refetch } = history;
  const data = limit === undefined ? history.data : history.data?.slice(0, limit);
  const [open, setOpen] = useState<HistoryEntry | null>(null);
  return (
    <Stack gap="md" data-testid="match-history-section">
      {isError && !data && (
        <InlineError
          message={t('history.error')}
          retryLabel={t('history.retry')}
          onRetry={() => void refetch()}
          testId="history-error"
        />
      )}
      {isPending && <InlineLoader label={t('history.loading')} testId="history-loading" />}
      {data && data.length === 0 && (
        <Text c="dimmed" data-testid="history-empty">
          {t('history.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <>
          {limit === undefined && (
            <Text size="sm" c="dimmed">
              {t('history.intro')}
            </Text>
          )}
          {/* Narrower than a phone's card (316 px at 390), so the table never scrolls a few pixels sideways. */}
          <Table.ScrollContainer minWidth={280}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="history-rounds">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th visibleFrom="sm">{t('history.columns.date')}</Table.Th>
                  <Table.Th>{t('history.columns.round')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('history.columns.mode')}</Table.Th>
                  <Table.Th>{t('history.columns.result')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((entry) => (
                  <HistoryRow key={entry.round_id} entry={entry} onOpen={() => setOpen(entry)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <ScorecardDialog
        roundId={open?.round_id ?? null}
        title={open ? `${t('scorecard.title')}: ${open.course.title}` : undefined}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
