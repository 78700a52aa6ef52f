import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClubStatistics } from '@golf/contracts';
import {
  CartesianGrid,
  ErrorBar,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useEnumEntries } from '../../../lib/enums';
import { useDistanceFormat } from '../../scorecard/hooks/useDistanceFormat';
import { useLocale } from '../../../lib/i18n';
import { carryAxisTicks, dispersionPoints, formatAxisNumber, lateralAxisTicks } from '../charts';

const palette = [
  'blue',
  'red',
  'green',
  'orange',
  'grape',
  'teal',
  'pink',
  'lime',
  'cyan',
  'violet',
  'yellow',
  'indigo',
];
const colorAt = (i: number) => `var(--mantine-color-${palette[i % palette.length]}-6)`;

/**
 * Per-club dispersion: each club's mean carry (up) against its mean finish left or right of the
 * target line (across), with one standard deviation each way as error bars, and the same figures
 * in a table for those who would rather read.
 */
export function DispersionChart({ clubs }: { clubs: ClubStatistics[] }) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  const clubNames = useEnumEntries('club');
  const nameOf = (club: number) => clubNames.find((entry) => Number(entry.value) === club)?.label ?? String(club);
  const points = dispersionPoints(clubs, distance.unit);
  const unit = t(`statistics.unitNames.${distance.unit}`);
  const locale = useLocale();
  const axisNumber = (value: number) => formatAxisNumber(value, locale);
  const lateralTicks = lateralAxisTicks(points);
  const carryTicks = carryAxisTicks(points);
  const summaries = clubs.filter((club) => points.some((point) => point.club === club.club));

  return (
    <Stack gap="xs" data-testid="statistics-dispersion">
      <Title order={4}>{t('statistics.dispersion.title')}</Title>
      {points.length === 0 ? (
        <Text c="dimmed" data-testid="statistics-dispersion-empty">
          {t('statistics.dispersion.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('statistics.dispersion.hint')}
          </Text>
          <div style={{ width: '100%', height: 360 }}>
            <ResponsiveContainer>
              <ScatterChart margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  type="number"
                  dataKey="lateral"
                  name={t('statistics.dispersion.lateral', { unit })}
                  label={{ value: t('statistics.dispersion.lateral', { unit }), position: 'bottom' }}
                  domain={[lateralTicks[0]!, lateralTicks.at(-1)!]}
                  ticks={lateralTicks}
                  interval={0}
                  tickFormatter={axisNumber}
                  allowDataOverflow
                />
                <YAxis
                  type="number"
                  dataKey="carry"
                  name={t('statistics.dispersion.carry', { unit })}
                  label={{ value: t('statistics.dispersion.carry', { unit }), angle: -90, position: 'insideLeft' }}
                  domain={[carryTicks[0]!, carryTicks.at(-1)!]}
                  ticks={carryTicks}
                  interval={0}
                  tickFormatter={axisNumber}
                />
                <ReferenceLine x={0} stroke="var(--mantine-color-gray-5)" />
                <Tooltip
                  cursor={{ strokeDasharray: '3 3' }}
                  formatter={(value) => (typeof value === 'number' ? axisNumber(value) : String(value))}
                />
                {/* The padding keeps the top y-axis label (centred on the plot's top edge) clear of the legend. */}
                <Legend verticalAlign="top" wrapperStyle={{ paddingBottom: 12 }} />
                {points.map((point, i) => (
                  <Scatter
                    key={point.club}
                    name={nameOf(point.club)}
                    data={[point]}
                    fill={colorAt(i)}
                    isAnimationActive={false}
                  >
                    <ErrorBar dataKey="carrySd" direction="y" stroke={colorAt(i)} width={6} />
                    <ErrorBar dataKey="lateralSd" direction="x" stroke={colorAt(i)} width={6} />
                  </Scatter>
                ))}
              </ScatterChart>
            </ResponsiveContainer>
          </div>
          {/* Three columns that fit a phone: the shot count goes under the club, each spread under its mean.
              Should a very long club name still not fit, the table scrolls inside the card. */}
          <Box style={{ overflowX: 'auto' }} data-testid="statistics-clubs-scroll">
            <Table striped fz="sm" horizontalSpacing="xs" data-testid="statistics-clubs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statistics.dispersion.club')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.dispersion.carryMean')}</Table.Th>
                  <Table.Th ta="right">{t('statistics.dispersion.lateralMean')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summaries.map((club) => (
                  <Table.Tr key={club.club} data-testid="statistics-club" data-club={club.club}>
                    <Table.Td>
                      {nameOf(club.club)}
                      <Text size="xs" c="dimmed" data-testid="statistics-club-shots">
                        {t('statistics.dispersion.shotCount', { count: club.shots })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {distance.long(club.carry.mean)}
                      <Text size="xs" c="dimmed">
                        {t('scorecard.drivingRange.spread', { value: distance.long(club.carry.standardDeviation) })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {distance.lateral(club.lateral.mean)}
                      <Text size="xs" c="dimmed">
                        {t('scorecard.drivingRange.spread', { value: distance.long(club.lateral.standardDeviation) })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
