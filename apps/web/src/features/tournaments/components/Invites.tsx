import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { TournamentDetail } from '../api';
import { deviceForTournament } from '../entry';
import { useInviteAnswer, useTournamentInvites } from '../hooks/useTournamentInvites';
import { tournamentPath } from '../paths';
import { useTokenAmount } from '../../wallets/token-amount';

/** Declining asks first: the invite is gone, and only a new one brings it back. */
function useDecline() {
  const { t } = useTranslation();
  const { confirm, showError, toast } = useFeedback();
  const answer = useInviteAnswer();
  return async (id: number, title: string) => {
    const ok = await confirm({
      title: t('tournaments.invites.declineTitle', { title }),
      message: t('tournaments.invites.declineMessage'),
      confirmLabel: t('tournaments.invites.decline'),
      danger: true,
    });
    if (!ok) return;
    answer.mutate(
      { id, accept: false },
      { onSuccess: () => toast(t('tournaments.invites.declined')), onError: (error) => showError(error) },
    );
  };
}

/**
 * The player's pending invites above the tournament list (every environment: web, the game's
 * "events", the app). Accepting enters, so it happens on the tournament's page, where the fee shows.
 */
export function InvitesPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const { status } = useAuth();
  const { data } = useTournamentInvites(status === 'signedIn');
  const decline = useDecline();
  if (!data || data.length === 0) return null;
  return (
    <Card withBorder padding="sm" data-testid="tournament-invites">
      <Stack gap="xs">
        <Text fw={600}>{t('tournaments.invites.title', { n: data.length })}</Text>
        {data.map((invite) => (
          <Group
            key={invite.id}
            justify="space-between"
            wrap="wrap"
            data-testid="tournament-invite"
            data-tournament-id={invite.tournament_id}
          >
            <Stack gap={0}>
              <Anchor component={Link} to={pathFor(tournamentPath(invite.tournament_id))} fw={500}>
                {invite.tournament_title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('tournaments.invites.sent', { time: formatDateTime(invite.created_at, locale) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                component={Link}
                to={pathFor(tournamentPath(invite.tournament_id))}
                data-testid="tournament-invite-open"
              >
                {t('tournaments.invites.view')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void decline(invite.tournament_id, invite.tournament_title)}
                data-testid="tournament-invite-decline"
              >
                {t('tournaments.invites.decline')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** On the tournament's page: "you are invited", with accept (confirming the fee) and decline. */
export function InviteBanner({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { confirm, showError, toast } = useFeedback();
  const tokenAmount = useTokenAmount();
  const answer = useInviteAnswer();
  const decline = useDecline();
  const entered = detail.my_entry !== null && detail.my_entry.status !== 'withdrawn';
  if (!detail.invited || entered || detail.status !== 'upcoming') return null;
  const accept = async () => {
    const fee = tokenAmount(detail.entry_fee, detail.entry_fee_token_type);
    const ok = await confirm({
      title: t('tournaments.invites.acceptTitle', { title: detail.title }),
      message: detail.entry_fee > 0 ? t('tournaments.entry.enterDebit', { fee }) : t('tournaments.entry.enterFree'),
      confirmLabel: t('tournaments.invites.accept'),
    });
    if (!ok) return;
    answer.mutate(
      { id: detail.id, accept: true, deviceId: deviceForTournament(detail, user?.game_identifiers ?? []) },
      { onSuccess: () => toast(t('tournaments.entry.entered')), onError: (error) => showError(error) },
    );
  };
  return (
    <Alert color="blue" title={t('tournaments.invites.banner')} data-testid="tournament-invite-banner">
      <Group gap="xs" mt="xs">
        {/* What keeps the player out is listed in the entry panel below; accepting would only be refused. */}
        <Button
          size="xs"
          onClick={() => void accept()}
          disabled={detail.entry_refusals.length > 0}
          data-testid="tournament-invite-accept"
        >
          {t('tournaments.invites.accept')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => void decline(detail.id, detail.title)}
          data-testid="tournament-invite-banner-decline"
        >
          {t('tournaments.invites.decline')}
        </Button>
      </Group>
    </Alert>
  );
}
