import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useUnreadCount } from '../hooks/useNotifications';

/** The header's way to the notifications, with the unread count (hidden at zero). */
export function NotificationBell() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { data: unread = 0 } = useUnreadCount();
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      color="red"
      data-testid="unread-badge"
      data-count={unread}
    >
      <ActionIcon
        component={Link}
        to={pathFor(viewPaths.notifications)}
        variant="subtle"
        size="lg"
        aria-label={t('notifications.unreadLabel', { count: unread })}
        title={t('nav.notifications')}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}

/** A bell outline (the app ships no icon set). */
function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
