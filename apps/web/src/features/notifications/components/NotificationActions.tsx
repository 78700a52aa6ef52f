import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useFeedback } from '../../../lib/feedback';
import { useAcceptRequest, useFriends } from '../../friends/hooks/useFriends';
import { useKioskActive } from '../../kiosk/kiosk-store';
import { useJoinFlow } from '../../rounds/hooks/useJoinFlow';
import type { Notification } from '../api';
import { useMarkRead } from '../hooks/useNotifications';
import { notificationSubject } from '../subject';

/**
 * A friend request's Accept, while the request still waits: once it is accepted on the friends
 * screen, or withdrawn, there is nothing left to accept ("no pending friend request").
 */
function FriendRequestAction({ userId, displayName, read }: { userId: number; displayName: string; read: () => void }) {
  const { t } = useTranslation();
  const { showError, toast } = useFeedback();
  const { data: friends } = useFriends();
  const acceptFriend = useAcceptRequest();
  if (friends && !friends.incoming.some((requester) => requester.id === userId)) return null;
  return (
    <Group mt={4}>
      <Button
        size="xs"
        loading={acceptFriend.isPending}
        onClick={() =>
          acceptFriend.mutate(userId, {
            onSuccess: () => {
              read();
              toast(t('friends.nowFriends', { name: displayName }), { color: 'green' });
            },
            onError: (error) => showError(error),
          })
        }
        data-testid="notification-accept-friend"
      >
        {t('notifications.acceptFriend')}
      </Button>
    </Group>
  );
}

/**
 * What a notification lets the reader do at once: accept a round invite (joining it) or a friend
 * request, or open the tournament, club or transactions it tells of. Each marks it read.
 */
export function NotificationActions({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const joinFlow = useJoinFlow();
  const { pathFor } = useEnvironment();
  const kiosk = useKioskActive();
  const read = () => {
    if (notification.read_at === null) markRead.mutate(notification);
  };
  const { data } = notification;

  function actionFor() {
    if (data.notification_type === 'round_invite')
      return (
        <Button
          size="xs"
          loading={joinFlow.pendingId === data.round_id}
          onClick={() => {
            read();
            void joinFlow.accept(data.round_id);
          }}
          data-testid="notification-accept-invite"
        >
          {t('notifications.acceptInvite')}
        </Button>
      );
    const subject = notificationSubject(data, kiosk);
    if (!subject) return null;
    return (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={pathFor(subject.path)}
        onClick={read}
        data-testid="notification-open-subject"
      >
        {t(subject.label)}
      </Button>
    );
  }

  if (data.notification_type === 'friend_request')
    return <FriendRequestAction userId={data.user_id} displayName={data.display_name} read={read} />;
  const action = actionFor();
  // Its own row under the text: a button beside it would squeeze the text on a phone.
  return action && <Group mt={4}>{action}</Group>;
}
