import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatHandicap, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { handicapAxisTicks, handicapChange, handicapTrend, roundAxis } from '../charts';
import { useHandicapHistory } from '../hooks/useStatistics';

/** The Handicap Index after each eligible round (line) and the round's score differential (dots). */
export function HandicapTrendChart() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useHandicapHistory();
  const points = data
    ? handicapTrend(data.records).map((point) => ({ ...point, date: formatDate(point.playedAt, locale) }))
    : [];
  // Indexes and differentials share the axis, so both read as golfers write an index: "+2.4".
  const handicap = (value: number) => formatHandicap(value, locale);
  const axisNumber = (value: number) => formatHandicap(value, locale, { maxDigits: 2 });
  const yTicks = handicapAxisTicks(
    points.flatMap((point) => (point.index === null ? [point.differential] : [point.index, point.differential])),
  );
  const xAxis = roundAxis(points.length);
  const change = data?.hcp != null && data.hcp_diff != null ? handicapChange(data.hcp, data.hcp_diff) : null;
  // The x-axis numbers the rounds (several can share a date); the tooltip gives the round's date.
  const roundLabel = (round: unknown) =>
    t('statistics.handicap.roundOn', {
      n: round,
      date: points.find((point) => point.round === round)?.date ?? '',
    });

  return (
    <Stack gap="xs" data-testid="statistics-handicap">
      <Title order={4}>{t('statistics.handicap.title')}</Title>
      {isError && !data && (
        <InlineError
          message={t('statistics.error')}
          retryLabel={t('statistics.retry')}
          onRetry={() => void refetch()}
          testId="statistics-handicap-error"
        />
      )}
      {isPending && <InlineLoader label={t('statistics.loading')} testId="statistics-handicap-loading" />}
      {data && (
        <Text size="sm" data-testid="statistics-handicap-current">
          {data.hcp === null
            ? t('statistics.handicap.noIndex')
            : t('statistics.handicap.current', { value: handicap(data.hcp) })}
        </Text>
      )}
      {change && (
        // In words: a signed change reads the wrong way round beside a plus index (decision 0122).
        <Text size="sm" c="dimmed" data-testid="statistics-handicap-change">
          {t(`statistics.handicap.change.${change.direction}`, {
            by: formatNumber(change.by, locale, { digits: 1 }),
            before: handicap(change.before),
          })}
        </Text>
      )}
      {data && points.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="statistics-handicap-empty">
          {t('statistics.handicap.empty')}
        </Text>
      )}
      {points.length > 0 && (
        <div style={{ width: '100%', height: 280 }} data-testid="statistics-handicap-chart">
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 16, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis
                dataKey="round"
                type="number"
                domain={xAxis.domain}
                ticks={xAxis.ticks}
                allowDecimals={false}
                minTickGap={16}
                padding={{ left: 12, right: 12 }}
                label={{ value: t('statistics.handicap.roundAxis'), position: 'insideBottom', offset: -12 }}
              />
              <YAxis domain={[yTicks[0]!, yTicks.at(-1)!]} ticks={yTicks} interval={0} tickFormatter={axisNumber} />
              <Tooltip
                labelFormatter={roundLabel}
                formatter={(value) => (typeof value === 'number' ? handicap(value) : String(value))}
              />
              {/* The padding keeps the top y-axis label (centred on the plot's top edge) clear of the legend. */}
              <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 12 }} />
              <Line
                type="monotone"
                dataKey="index"
                name={t('statistics.handicap.index')}
                stroke="var(--mantine-color-blue-6)"
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls={false}
                isAnimationActive={false}
              />
              <Line
                dataKey="differential"
                name={t('statistics.handicap.differential')}
                stroke="var(--mantine-color-gray-5)"
                strokeWidth={0}
                dot={{ r: 3, fill: 'var(--mantine-color-gray-5)' }}
                activeDot={{ r: 5 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </Stack>
  );
}
