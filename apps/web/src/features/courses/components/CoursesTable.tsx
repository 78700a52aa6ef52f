import { Badge, Group, Image, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { imageVariantUrl, type CourseSummary } from '@golf/contracts';
import { CourseTypeLabel } from './CourseTypeLabel';

export function CoursesTable({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="courses-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>{t('courses.columns.image')}</Table.Th>
            <Table.Th>{t('courses.columns.title')}</Table.Th>
            <Table.Th>{t('courses.columns.category')}</Table.Th>
            <Table.Th>{t('courses.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('courses.columns.par')}</Table.Th>
            <Table.Th ta="right">{t('courses.columns.holes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {courses.map((course) => (
            <Table.Tr key={course.id} data-testid="course-row">
              <Table.Td>
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
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500} data-testid="course-title">
                    {course.title}
                  </Text>
                  {course.is_default && (
                    <Badge size="sm" variant="light">
                      {t('courses.default')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{course.category}</Table.Td>
              <Table.Td data-testid="course-type">
                <CourseTypeLabel value={course.course_type} />
              </Table.Td>
              <Table.Td ta="right">{course.par}</Table.Td>
              <Table.Td ta="right">{course.hole_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
