import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useFeedback } from '../../../lib/feedback';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { useMyCourses, useSaveDisplayName } from '../hooks/useCourse';
import { sourceLabel } from '../source';

const NAME_MAX = 60;

function NameEditor({ course }: { course: CourseSummary }) {
  const { t } = useTranslation();
  const { toast, showError } = useFeedback();
  const save = useSaveDisplayName();
  const [name, setName] = useState(course.display_name ?? '');
  const trimmed = name.trim();
  const changed = trimmed !== (course.display_name ?? '');
  const submit = (value: string | null) =>
    save.mutate(
      { id: course.id, name: value },
      {
        onSuccess: () => toast(t('profile.courses.saved'), { color: 'green' }),
        onError: (error) => showError(error),
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(trimmed === '' ? null : trimmed);
      }}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="xs"
          value={name}
          maxLength={NAME_MAX}
          placeholder={t('profile.courses.namePlaceholder')}
          aria-label={t('profile.courses.namePlaceholder')}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="course-name-input"
        />
        <Button size="xs" type="submit" disabled={!changed} loading={save.isPending} data-testid="course-name-save">
          {t('profile.courses.save')}
        </Button>
        {course.display_name && (
          <ActionIcon
            variant="subtle"
            aria-label={t('profile.courses.clear')}
            title={t('profile.courses.clear')}
            onClick={() => {
              setName('');
              submit(null);
            }}
          >
            ×
          </ActionIcon>
        )}
      </Group>
    </form>
  );
}

/** Profile → courses: the player's courses, where each came from, and their own name for each. */
export function CoursesSection() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { data, isPending, isError, refetch } = useMyCourses();
  if (isPending) return <InlineLoader label={t('courses.loading')} testId="profile-courses-loading" />;
  if (isError)
    return (
      <InlineError
        message={t('profile.courses.loadError')}
        retryLabel={t('courses.retry')}
        onRetry={() => void refetch()}
        testId="profile-courses-error"
      />
    );
  if (data.length === 0) return <Text c="dimmed">{t('profile.courses.empty')}</Text>;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('profile.courses.intro')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="profile-courses">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.courses.columns.course')}</Table.Th>
              <Table.Th>{t('profile.courses.columns.from')}</Table.Th>
              <Table.Th>{t('profile.courses.columns.name')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((course) => {
              const source = sourceLabel(course);
              return (
                <Table.Tr key={course.id} data-testid="profile-course-row" data-source={course.source ?? ''}>
                  <Table.Td>
                    <Anchor component={Link} to={pathFor(`${viewPaths.courses}/${course.id}`)} size="sm">
                      {course.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td data-testid="profile-course-source">
                    {source ? t(source.key, source.params) : null}
                  </Table.Td>
                  <Table.Td>
                    <NameEditor key={course.display_name ?? ''} course={course} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
