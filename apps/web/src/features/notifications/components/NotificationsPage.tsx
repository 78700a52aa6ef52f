import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import type { Notification, NotificationFilter } from '../api';
import { NotificationActions } from './NotificationActions';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from '../hooks/useNotifications';
import { ListPages } from '../../../lib/ui/ListPages';

/** Notifications (spec section 2): newest first, all or only unread, marked read one by one or all at once. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useNotificationList(filter, page);
  const { data: unread = 0 } = useUnreadCount();
  const markAll = useMarkAllRead();

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.notifications')}</PageTitle>
      <Group justify="space-between">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as NotificationFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unread', { count: unread }) },
          ]}
          data-testid="notifications-filter"
        />
        <Button
          variant="light"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unread === 0}
          data-testid="mark-all-read"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      {isPending && (
        <Center py="xl">
          <Loader aria-label={t('feedback.loading')} />
        </Center>
      )}
      {isError && (
        <PageError
          title={t('notifications.loadFailed')}
          message={error.message}
          retryLabel={t('notifications.retry')}
          onRetry={() => void refetch()}
          testId="notifications-error"
        />
      )}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="notifications-empty">
          {filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Stack gap="sm" data-testid="notifications-list">
          {data.data.map((notification) => (
            <NotificationCard key={notification.id} notification={notification} />
          ))}
        </Stack>
      )}
      <ListPages
        meta={data?.meta}
        page={page}
        onPage={setPage}
        label={t('notifications.pagination')}
        testId="notifications-pagination"
      />
    </Stack>
  );
}

function NotificationCard({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const markRead = useMarkRead();
  const unread = notification.read_at === null;
  return (
    <Card withBorder data-testid="notification" data-unread={unread}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* minWidth 0 lets the text column shrink below its longest word, so long titles and URLs wrap
            and "Mark read" keeps its place on a phone. */}
        <Stack gap={4} miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={unread ? 700 : 500} miw={0}>
              {notification.title}
            </Text>
            {unread && (
              <Badge size="xs" color="red" style={{ flexShrink: 0 }} mt={4}>
                {t('notifications.new')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {notification.body}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.created_at, locale)}
          </Text>
          <NotificationActions notification={notification} />
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => markRead.mutate(notification)}
            loading={markRead.isPending}
            style={{ flexShrink: 0 }}
            data-testid="mark-read"
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
