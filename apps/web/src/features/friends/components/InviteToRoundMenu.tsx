import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { useMyRounds } from '../../rounds/hooks/useRounds';
import type { Friend } from '../api';
import { useInviteFriend } from '../hooks/useFriends';

/** PLAY_STATUS pending: only a round not yet started takes invites. */
const NOT_STARTED = 0;

/** Invites a friend to one of the rounds the caller hosts and has not started. */
export function InviteToRoundMenu({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { toast, showError } = useFeedback();
  const { data: rounds = [] } = useMyRounds();
  const invite = useInviteFriend();
  const hosted = rounds.filter((round) => round.host_id === user?.id && round.play_status === NOT_STARTED);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" data-testid="friend-invite">
          {t('friends.invite')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="friend-invite-rounds">
        {hosted.length === 0 && <Menu.Label>{t('friends.noRoundToInvite')}</Menu.Label>}
        {hosted.map((round) => (
          <Menu.Item
            key={round.id}
            data-testid="friend-invite-round"
            data-round-id={round.id}
            onClick={() =>
              invite.mutate(
                { roundId: round.id, userId: friend.id },
                {
                  onSuccess: () =>
                    toast(t('friends.invited', { name: friend.display_name, round: round.title }), { color: 'green' }),
                  onError: (error) => showError(error),
                },
              )
            }
          >
            {round.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
