import { useState } from 'react';
import { Divider, Group, Select, Stack, Text } from '@mantine/core';
import { enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useCourses } from '../../courses/hooks/useCourses';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { periodStart, statisticsPeriods, type StatisticsPeriod } from '../charts';
import { useStatistics } from '../hooks/useStatistics';
import { DispersionChart } from './DispersionChart';
import { HandicapTrendChart } from './HandicapTrendChart';
import { ScoringChart } from './ScoringChart';
import { SummaryGrid } from './SummaryGrid';

const ALL = 'all';

/**
 * Profile → statistics: summary numbers, scoring breakdown and club dispersion over the player's
 * stroke and match play rounds (filtered by course and period), and the Handicap Index trend.
 */
export function StatisticsSection() {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [period, setPeriod] = useState<StatisticsPeriod>('all');
  const filter = { courseId, from: periodStart(period, new Date()) };
  const { data, isPending, isError, isPlaceholderData, refetch } = useStatistics(filter);
  const courses = useCourses({ page: 1, perPage: 100, search: '' });
  const courseOptions = [
    { value: ALL, label: t('statistics.filters.allCourses') },
    ...(courses.data?.data ?? [])
      .filter((course) => course.course_type === enums.course_type.regular)
      .map((course) => ({ value: String(course.id), label: course.title })),
  ];

  return (
    <Stack gap="lg" data-testid="statistics-section">
      <Group grow align="flex-end">
        <Select
          label={t('statistics.filters.course')}
          data={courseOptions}
          value={courseId === null ? ALL : String(courseId)}
          onChange={(value) => setCourseId(value === null || value === ALL ? null : Number(value))}
          allowDeselect={false}
          searchable
          data-testid="statistics-course"
        />
        <Select
          label={t('statistics.filters.period')}
          data={statisticsPeriods.map((value) => ({ value, label: t(`statistics.filters.periods.${value}`) }))}
          value={period}
          onChange={(value) => {
            if (value) setPeriod(value as StatisticsPeriod);
          }}
          allowDeselect={false}
          data-testid="statistics-period"
        />
      </Group>

      {isError && !data && (
        <InlineError
          message={t('statistics.error')}
          retryLabel={t('statistics.retry')}
          onRetry={() => void refetch()}
          testId="statistics-error"
        />
      )}
      {isPending && <InlineLoader label={t('statistics.loading')} testId="statistics-loading" />}
      {data && data.holes === 0 && (
        <Text c="dimmed" data-testid="statistics-empty">
          {t('statistics.empty')}
        </Text>
      )}
      {data && data.holes > 0 && (
        <Stack gap="lg" style={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
          <Text size="sm" c="dimmed">
            {t('statistics.intro')}
          </Text>
          <SummaryGrid stats={data} />
          <ScoringChart scoring={data.scoring} />
          <DispersionChart clubs={data.clubs} />
        </Stack>
      )}

      <Divider />
      <HandicapTrendChart />
    </Stack>
  );
}
