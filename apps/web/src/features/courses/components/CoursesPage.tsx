import { useState } from 'react';
import { Center, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PER_PAGE } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import { useCourses } from '../hooks/useCourses';
import { CoursesTable } from './CoursesTable';
import { ListPages } from '../../../lib/ui/ListPages';

/** Typing pauses this long before the search is sent. */
export const COURSE_SEARCH_DEBOUNCE_MS = 300;

export function CoursesPage() {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), COURSE_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;

  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = useCourses({
    page,
    perPage: DEFAULT_PER_PAGE,
    search,
  });

  const meta = data?.meta;
  const from = meta && meta.total > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;
  const to = meta ? Math.min(meta.current_page * meta.per_page, meta.total) : 0;

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.courses')}</PageTitle>
      <PromotionStrip slot="courses_list" />
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={t('courses.searchLabel')}
          placeholder={t('courses.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          rightSection={
            isFetching && !isPending ? (
              <Loader size="xs" aria-label={t('courses.loading')} />
            ) : searchInput ? (
              <CloseButton aria-label={t('courses.clearSearch')} onClick={() => setSearchInput('')} />
            ) : null
          }
          type="search"
          w={{ base: '100%', sm: 320 }}
          data-testid="courses-search"
        />
        {meta && meta.total > 0 && (
          <Text size="sm" c="dimmed" data-testid="courses-summary">
            {t('courses.summary', { from, to, total: meta.total })}
          </Text>
        )}
      </Group>

      {isError && (
        <PageError
          title={t('courses.loadError')}
          message={error.message}
          retryLabel={t('courses.retry')}
          onRetry={() => void refetch()}
          testId="courses-error"
        />
      )}

      {isPending && !isError && (
        <Center mih={160} data-testid="courses-loading">
          <Loader aria-label={t('courses.loading')} />
        </Center>
      )}

      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="courses-empty">
          {t('courses.empty')}
        </Text>
      )}

      {data && data.data.length > 0 && (
        <div style={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
          <CoursesTable courses={data.data} />
        </div>
      )}

      <ListPages
        meta={meta}
        page={page}
        onPage={(next) => setPaging({ search, page: next })}
        label={t('courses.pagination')}
        testId="courses-pagination"
      />
    </Stack>
  );
}
