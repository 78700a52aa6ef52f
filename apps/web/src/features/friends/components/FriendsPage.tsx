import { Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { ReportButton } from '../../reports/components/ReportDialog';
import type { Friend } from '../api';
import {
  useAcceptRequest,
  useDeclineRequest,
  useFriends,
  useOnlineFriends,
  useRemoveFriend,
} from '../hooks/useFriends';
import { InviteToRoundMenu } from './InviteToRoundMenu';
import { PlayerSearch } from './PlayerSearch';

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FriendRow({ friend, online }: { friend: Friend; online: boolean }) {
  const { t } = useTranslation();
  const { confirm, showError } = useFeedback();
  const remove = useRemoveFriend();
  return (
    <Card withBorder padding="sm" data-testid="friend" data-user-id={friend.id} data-online={online}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" miw={0}>
          <Badge color={online ? 'green' : 'gray'} variant="dot" data-testid="friend-presence">
            {online ? t('friends.online') : t('friends.offline')}
          </Badge>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {friend.display_name}
          </Text>
        </Group>
        <Group gap="xs">
          <InviteToRoundMenu friend={friend} />
          <ReportButton entityType="user" entityId={friend.id} />
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() =>
              void confirm({
                title: t('friends.removeTitle'),
                message: t('friends.removeConfirm', { name: friend.display_name }),
              }).then((yes) => {
                if (yes) remove.mutate(friend.id, { onError: (error) => showError(error) });
              })
            }
            data-testid="friend-remove"
          >
            {t('friends.remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function RequestRow({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const { showError } = useFeedback();
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const withdraw = useRemoveFriend();
  const onError = (error: unknown) => showError(error);
  return (
    <Card withBorder padding="sm" data-testid={`friend-${friend.direction ?? 'request'}`} data-user-id={friend.id}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {friend.display_name}
        </Text>
        {friend.direction === 'incoming' ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={accept.isPending}
              onClick={() => accept.mutate(friend.id, { onError })}
              data-testid="friend-accept"
            >
              {t('friends.accept')}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={decline.isPending}
              onClick={() => decline.mutate(friend.id, { onError })}
              data-testid="friend-decline"
            >
              {t('friends.decline')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="default"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(friend.id, { onError })}
            data-testid="friend-withdraw"
          >
            {t('friends.withdraw')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Friends (game menu): find players, answer requests, see who is online, invite a friend to a round. */
export function FriendsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useFriends();
  const online = useOnlineFriends(data?.friends.map((friend) => friend.id) ?? []);
  return (
    <Stack gap="lg" data-testid="friends-page">
      <PageTitle>{t('friends.title')}</PageTitle>
      <PlayerSearch />
      {isPending && !isError && (
        <Center mih={120}>
          <Loader aria-label={t('friends.loading')} />
        </Center>
      )}
      {isError && (
        <PageError
          title={t('friends.loadError')}
          message={error.message}
          retryLabel={t('friends.retry')}
          onRetry={() => void refetch()}
          testId="friends-error"
        />
      )}
      {data && data.incoming.length > 0 && (
        <Section title={t('friends.incoming')} testId="friends-incoming">
          {data.incoming.map((friend) => (
            <RequestRow key={friend.id} friend={friend} />
          ))}
        </Section>
      )}
      {data && (
        <Section title={t('friends.list')} testId="friends-list">
          {data.friends.length === 0 && (
            <Text c="dimmed" data-testid="friends-empty">
              {t('friends.empty')}
            </Text>
          )}
          {[...data.friends]
            .sort((a, b) => Number(online.has(b.id)) - Number(online.has(a.id)))
            .map((friend) => (
              <FriendRow key={friend.id} friend={friend} online={online.has(friend.id)} />
            ))}
        </Section>
      )}
      {data && data.outgoing.length > 0 && (
        <Section title={t('friends.outgoing')} testId="friends-outgoing">
          {data.outgoing.map((friend) => (
            <RequestRow key={friend.id} friend={friend} />
          ))}
        </Section>
      )}
    </Stack>
  );
}
