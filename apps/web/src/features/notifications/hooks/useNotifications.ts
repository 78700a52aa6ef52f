import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { serverEvents, type Notification } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLocale } from '../../../lib/i18n';
import { applyServerChange } from '../../../lib/query-client';
import { onServerEvent } from '../../../lib/realtime';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  type NotificationFilter,
} from '../api';
import { unreadAfterArrival, unreadAfterMarkAll, unreadAfterMarkRead } from '../unread-count';

export function useUnreadCount() {
  const { status } = useAuth();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: status === 'signedIn',
    // Kept up to date by events and marks, not by polling.
    staleTime: Infinity,
    // A badge nobody asked for: when it cannot be read it shows nothing, without the app's error dialog.
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useNotificationList(filter: NotificationFilter, page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: notificationKeys.list(filter, page, locale),
    queryFn: ({ signal }) => fetchNotifications(filter, page, signal),
    placeholderData: keepPreviousData,
    // The page shows its own error with a retry (not the app's error dialog too).
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

const refreshLists = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.lists });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (_read, notification) => {
      applyServerChange<number>(queryClient, notificationKeys.unread, (count) =>
        unreadAfterMarkRead(count, notification.read_at === null),
      );
      void refreshLists(queryClient);
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      applyServerChange<number>(queryClient, notificationKeys.unread, unreadAfterMarkAll);
      void refreshLists(queryClient);
    },
  });
}

/**
 * notification.created: the counter goes up, open lists refresh, and a toast shows the text.
 * friends.updated: a request the other player withdrew had its notification marked read, so both are read again.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offCreated = onServerEvent(serverEvents.notificationCreated, ({ title, body }) => {
      applyServerChange<number>(queryClient, notificationKeys.unread, unreadAfterArrival);
      void refreshLists(queryClient);
      if (title) toasts.show({ title, message: body, autoClose: 6000 });
    });
    const offFriendsUpdated = onServerEvent(
      serverEvents.friendsUpdated,
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    );
    return () => {
      offCreated();
      offFriendsUpdated();
    };
  }, [queryClient]);
}
