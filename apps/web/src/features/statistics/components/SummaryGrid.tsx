import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { useDistanceFormat } from '../../scorecard/hooks/useDistanceFormat';
import type { PlayerStatistics, StatisticsRate } from '@golf/contracts';
import { formatDecimal, formatPercent } from '../charts';

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** The summary numbers: rounds, fairways, greens, putts, scrambling, sand saves, average drive. */
export function SummaryGrid({ stats }: { stats: PlayerStatistics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const distance = useDistanceFormat();
  const none = t('statistics.summary.none');
  const rate = (key: string, label: string, value: StatisticsRate) => (
    <Figure
      testId={`statistics-${key}`}
      label={label}
      value={formatPercent(value.rate, locale) ?? none}
      detail={t('statistics.summary.rateDetail', { made: value.made, attempts: value.attempts })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="statistics-summary">
      <Figure
        testId="statistics-rounds"
        label={t('statistics.summary.rounds')}
        value={String(stats.rounds)}
        detail={`${t('statistics.summary.holes')}: ${stats.holes}`}
      />
      {rate('fairways', t('statistics.summary.fairwaysHit'), stats.fairwaysHit)}
      {rate('gir', t('statistics.summary.greensInRegulation'), stats.greensInRegulation)}
      <Figure
        testId="statistics-putts-round"
        label={t('statistics.summary.puttsPer18')}
        value={formatDecimal(stats.putts.per18Holes, locale) ?? none}
        detail={t('statistics.summary.puttsPer18Detail')}
      />
      <Figure
        testId="statistics-putts-hole"
        label={t('statistics.summary.puttsPerHole')}
        value={formatDecimal(stats.putts.perHole, locale, 2) ?? none}
      />
      {rate('scrambling', t('statistics.summary.scrambling'), stats.scrambling)}
      {rate('sand-saves', t('statistics.summary.sandSaves'), stats.sandSaves)}
      <Figure
        testId="statistics-drive"
        label={t('statistics.summary.averageDrive')}
        value={stats.averageDriveCm === null ? none : distance.long(stats.averageDriveCm)}
        detail={t('statistics.summary.drives', { count: stats.drives })}
      />
    </SimpleGrid>
  );
}
