import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';

type Access = Pick<CourseSummary, 'owned' | 'map_packs'>;

/** Owned or locked; nothing when that is unknown (signed out, a course that is not default). */
export function CourseStatus({ course }: { course: Access }) {
  const { t } = useTranslation();
  if (course.owned === null) return null;
  return course.owned ? (
    <Badge size="sm" color="green" variant="light" data-testid="course-owned" title={t('courses.ownedHint')}>
      {t('courses.owned')}
    </Badge>
  ) : (
    <Badge size="sm" color="gray" variant="outline" data-testid="course-locked" title={t('courses.lockedHint')}>
      {t('courses.locked')}
    </Badge>
  );
}

/** How to get a locked course: the map packs that hold it, each linked to the store product selling it. */
export function HowToGet({ course, long = false }: { course: Access; long?: boolean }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  if (course.owned !== false) return null;
  const sold = course.map_packs.filter((pack) => pack.product_id !== null);
  if (sold.length === 0)
    return (
      <Text size="xs" c="dimmed" data-testid="course-no-offer">
        {t('courses.noOffer')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {sold.map((pack) => (
        <Anchor
          key={pack.id}
          component={Link}
          to={pathFor(`${viewPaths.store}/${pack.product_id}`)}
          size="xs"
          data-testid="course-get-it"
        >
          {t(long ? 'courses.getItInStore' : 'courses.getIt', { pack: pack.title })}
        </Anchor>
      ))}
    </Stack>
  );
}
