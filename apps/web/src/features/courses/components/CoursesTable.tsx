import { Anchor, Group, Image, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageVariantUrl, type CourseSummary } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useEnumLabel } from '../../../lib/enums';
import { CourseStatus, HowToGet } from './CourseAccess';
import { CourseTypeLabel } from './CourseTypeLabel';

function CategoryLabel({ value }: { value: string }) {
  return <>{useEnumLabel('course_category', value)}</>;
}

/**
 * The catalogue. On a phone (below Mantine's `sm`) the image, type and hole count give way, so a
 * row fits 390 px without scrolling: course with its status and how to get it, category, par.
 */
export function CoursesTable({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="courses-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={96} visibleFrom="sm">
            {t('courses.columns.image')}
          </Table.Th>
          <Table.Th>{t('courses.columns.title')}</Table.Th>
          <Table.Th>{t('courses.columns.category')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('courses.columns.type')}</Table.Th>
          <Table.Th ta="right">{t('courses.columns.par')}</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            {t('courses.columns.holes')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {courses.map((course) => (
          <Table.Tr
            key={course.id}
            data-testid="course-row"
            data-course-id={course.id}
            data-owned={course.owned === null ? 'unknown' : String(course.owned)}
          >
            <Table.Td visibleFrom="sm">
              {course.main_image ? (
                <Image
                  src={imageVariantUrl(course.main_image, 320)}
                  alt={course.title}
                  w={80}
                  h={48}
                  radius="sm"
                  fit="cover"
                  data-testid="course-image"
                />
              ) : null}
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={pathFor(`${viewPaths.courses}/${course.id}`)}
                    fw={500}
                    aria-label={t('courses.open', { course: course.display_name ?? course.title })}
                    data-testid="course-title"
                  >
                    {course.display_name ?? course.title}
                  </Anchor>
                  <CourseStatus course={course} />
                </Group>
                {course.display_name && (
                  <Text size="xs" c="dimmed">
                    {course.title}
                  </Text>
                )}
                <HowToGet course={course} />
              </Stack>
            </Table.Td>
            <Table.Td data-testid="course-category">
              <CategoryLabel value={course.category} />
            </Table.Td>
            <Table.Td visibleFrom="sm" data-testid="course-type">
              <CourseTypeLabel value={course.course_type} />
            </Table.Td>
            <Table.Td ta="right">{course.par}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm">
              {course.hole_count}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
