import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums, type Club } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { useTokenAmount } from '../../wallets/token-amount';
import { useJoinClub, useLeaveClub } from '../hooks/useClubs';

/**
 * Join, ask to join (with the fee named), withdraw a request, or leave. A private club takes only the players it
 * invited, so others are told it is invitation only instead of offered a Join the server refuses (5001); a club
 * not accepting new members likewise says so to all but its invitees (5002). Refusals open the error modal.
 */
export function MembershipButton({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { confirm, toast } = useFeedback();
  const tokenAmount = useTokenAmount();
  const join = useJoinClub(club.id);
  const leave = useLeaveClub(club.id);
  if (!user) return null;

  if (club.my_status === enums.club_member_status.pending)
    return (
      <Button
        variant="default"
        loading={leave.isPending}
        onClick={() => leave.mutate(user.id)}
        data-testid="club-withdraw"
      >
        {t('clubs.withdraw')}
      </Button>
    );
  if (club.my_status === enums.club_member_status.accepted)
    return (
      <Button
        variant="default"
        loading={leave.isPending}
        data-testid="club-leave"
        onClick={() =>
          void confirm({
            title: t('clubs.leave'),
            message: t('clubs.leaveConfirm', { name: club.name }),
            danger: true,
          }).then((yes) => yes && leave.mutate(user.id))
        }
      >
        {t('clubs.leave')}
      </Button>
    );
  if (club.visibility === enums.round_visibility.private && !club.invited)
    return (
      <Text size="sm" c="dimmed" data-testid="club-invite-only">
        {t('clubs.inviteOnly')}
      </Text>
    );
  if (!club.accepting_new_members && !club.invited)
    return (
      <Text size="sm" c="dimmed" data-testid="club-closed">
        {t('clubs.closed')}
      </Text>
    );
  const atOnce = club.accept_without_approval || club.invited;
  const fee = { amount: tokenAmount(club.member_fee, club.member_fee_token_type) };
  const label =
    club.member_fee > 0
      ? t(atOnce ? 'clubs.joinWithFee' : 'clubs.askWithFee', fee)
      : t(atOnce ? 'clubs.join' : 'clubs.ask');
  return (
    <Button
      loading={join.isPending}
      data-testid="club-join"
      onClick={() =>
        join.mutate(undefined, {
          onSuccess: (reply) =>
            toast(
              t(reply.status === enums.club_member_status.accepted ? 'clubs.joined' : 'clubs.requested', {
                name: club.name,
              }),
            ),
        })
      }
    >
      {label}
    </Button>
  );
}
