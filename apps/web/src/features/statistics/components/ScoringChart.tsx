import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from '../../../lib/i18n';
import type { ScoringBreakdown } from '@golf/contracts';
import { toneColors, type TermTone } from '../../scorecard/scorecard';
import { formatPercent, scoringSlices, type ScoringKey } from '../charts';

// The scorecard's colours: red birdies, grey pars, blue bogeys, purple double bogeys.
const color = (tone: TermTone) => `var(--mantine-color-${toneColors[tone]}-6)`;
const colors: Record<ScoringKey, string> = {
  birdiesOrBetter: color('birdie'),
  pars: color('par'),
  bogeys: color('bogey'),
  doubleBogeysOrWorse: color('double'),
};

/** Completed holes by score to par: birdies or better, pars, bogeys, double bogeys or worse. */
export function ScoringChart({ scoring }: { scoring: ScoringBreakdown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = scoringSlices(scoring).map((slice) => ({
    ...slice,
    label: t(`statistics.scoring.${slice.key}`),
    shareText: formatPercent(slice.share, locale) ?? '',
  }));
  return (
    <Stack gap="xs" data-testid="statistics-scoring">
      <Title order={4}>{t('statistics.scoring.title')}</Title>
      <div style={{ width: '100%', height: 240 }}>
        <ResponsiveContainer>
          <BarChart data={data} layout="vertical" margin={{ left: 16, right: 48 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} />
            <Tooltip formatter={(value) => [String(value), t('statistics.scoring.holes')]} />
            <Bar dataKey="count" isAnimationActive={false}>
              {data.map((slice) => (
                <Cell key={slice.key} fill={colors[slice.key]} />
              ))}
              <LabelList dataKey="shareText" position="right" />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Text size="xs" c="dimmed" data-testid="statistics-scoring-counts">
        {data.map((slice) => `${slice.label}: ${slice.count}`).join(' · ')}
      </Text>
    </Stack>
  );
}
