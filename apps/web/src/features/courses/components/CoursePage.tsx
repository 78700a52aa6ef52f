import { Anchor, Center, Group, Image, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageVariantUrl, type CourseDetail } from '@golf/contracts';
import { NotFoundPage } from '../../../app/components/NotFoundPage';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useEnumLabel } from '../../../lib/enums';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { HoleMap } from '../../play/components/HoleMap';
import { useDistanceFormat } from '../../scorecard/hooks/useDistanceFormat';
import { useCourse } from '../hooks/useCourse';
import { holeDefinition, holeLength, TEEING_TYPES } from '../holes';
import { CourseStatus, HowToGet } from './CourseAccess';

function TeeLabel({ value }: { value: number }) {
  return <>{useEnumLabel('teeing_type', value)}</>;
}

function Ratings({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  const locale = useLocale();
  if (course.tees.length === 0) return <Text c="dimmed">{t('courses.detail.noRatings')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table data-testid="course-ratings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('courses.detail.tee')}</Table.Th>
            <Table.Th ta="right">{t('courses.detail.courseRating')}</Table.Th>
            <Table.Th ta="right">{t('courses.detail.slopeRating')}</Table.Th>
            <Table.Th ta="right">{t('courses.detail.length')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {course.tees.map((tee) => (
            <Table.Tr key={tee.teeing_type} data-testid="course-rating-row">
              <Table.Td>
                <TeeLabel value={tee.teeing_type} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(tee.course_rating, locale, { digits: 1 })}</Table.Td>
              <Table.Td ta="right">{tee.slope_rating}</Table.Td>
              <Table.Td ta="right">{distance.long(tee.length_cm)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The scorecard: par, stroke index and the length from each tee; on a phone the table scrolls sideways. */
function Holes({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  const tees = TEEING_TYPES.filter((tee) => course.holes.some((hole) => holeLength(hole, tee) !== null));
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped data-testid="course-holes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('courses.detail.hole')}</Table.Th>
            <Table.Th ta="right">{t('courses.detail.par')}</Table.Th>
            <Table.Th ta="right">{t('courses.detail.strokeIndex')}</Table.Th>
            {tees.map((tee) => (
              <Table.Th key={tee} ta="right">
                <TeeLabel value={tee} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {course.holes.map((hole) => (
            <Table.Tr key={hole.number} data-testid="course-hole-row">
              <Table.Td>{hole.number}</Table.Td>
              <Table.Td ta="right">{hole.par}</Table.Td>
              <Table.Td ta="right">{hole.stroke_index}</Table.Td>
              {tees.map((tee) => {
                const length = holeLength(hole, tee);
                return (
                  <Table.Td key={tee} ta="right">
                    {length === null ? '' : distance.long(length)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
          <Table.Tr fw={600}>
            <Table.Td>{t('courses.detail.total')}</Table.Td>
            <Table.Td ta="right">{course.par}</Table.Td>
            <Table.Td />
            {tees.map((tee) => (
              <Table.Td key={tee} ta="right">
                {distance.long(course.holes.reduce((sum, hole) => sum + (holeLength(hole, tee) ?? 0), 0))}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Each hole from above, drawn from its geometry by the play screen's hole map. */
function HoleMaps({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" data-testid="course-hole-maps">
      {course.holes.map((hole) => (
        <Paper key={hole.number} withBorder p={4}>
          <Text size="xs" ta="center" fw={500}>
            {t('courses.detail.holeTitle', { number: hole.number, par: hole.par })}
          </Text>
          <div style={{ height: 180 }}>
            <HoleMap hole={holeDefinition(hole)} ball={null} aim={null} tracers={[]} active={null} others={[]} />
          </div>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A course: its picture, whether the player has it (and how to get it), ratings, scorecard and hole maps. */
export function CoursePage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: course, isPending, isError, error, refetch } = useCourse(valid ? id : 0);
  const category = useEnumLabel('course_category', course?.category);
  const type = useEnumLabel('course_type', course?.course_type);
  if (!valid || (isApiError(error) && error.status === 404)) return <NotFoundPage />;

  return (
    <Stack gap="md" data-testid="course-page">
      <Anchor component={Link} to={pathFor(viewPaths.courses)} size="sm" data-testid="course-back">
        {t('courses.back')}
      </Anchor>
      {isPending && !isError && (
        <Center mih={200} data-testid="course-loading">
          <Loader aria-label={t('courses.loading')} />
        </Center>
      )}
      {isError && (
        <PageError
          title={t('courses.detail.loadError')}
          message={error.message}
          retryLabel={t('courses.retry')}
          onRetry={() => void refetch()}
          testId="course-error"
        />
      )}
      {course && (
        <>
          <Group gap="sm" align="center">
            <PageTitle>{course.title}</PageTitle>
            <CourseStatus course={course} />
          </Group>
          <Text c="dimmed" data-testid="course-facts">
            {[category, type, `${t('courses.columns.par')} ${course.par}`].join(' · ')}
          </Text>
          {course.display_name && <Text size="sm">{t('courses.detail.yourName', { name: course.display_name })}</Text>}
          <HowToGet course={course} long />
          {course.main_image && (
            <Image
              src={imageVariantUrl(course.main_image, 960)}
              alt={course.title}
              radius="md"
              mah={320}
              fit="cover"
              data-testid="course-image"
            />
          )}
          <Title order={3}>{t('courses.detail.ratings')}</Title>
          <Ratings course={course} />
          <Title order={3}>{t('courses.detail.holes')}</Title>
          <Holes course={course} />
          <Title order={3}>{t('courses.detail.maps')}</Title>
          <HoleMaps course={course} />
        </>
      )}
    </Stack>
  );
}
