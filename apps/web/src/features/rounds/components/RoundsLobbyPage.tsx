import { useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { PromotionStrip } from '../../promotions/components/PromotionStrip';
import { useDeclineInvite, useInvites, useMyRounds } from '../hooks/useRounds';
import { useJoinFlow } from '../hooks/useJoinFlow';
import { openPath, roundPaths } from '../paths';
import { JoinLocalDialog } from './JoinLocalDialog';
import { RoundExitButton } from './RoundExitButton';
import { LoadError, RoundTable } from './RoundList';
import { PublicRounds } from './PublicRounds';

/** The rounds the player is in, to resume (also on the dashboard). */
export function MyRounds() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { data, isPending, isError, error, refetch } = useMyRounds();
  return (
    <Stack gap="xs">
      <Title order={3}>{t('rounds.mine.title')}</Title>
      {isPending && <Loader size="sm" />}
      {isError && <LoadError error={error} retry={() => void refetch()} />}
      {data && data.length === 0 && (
        <Text c="dimmed" data-testid="my-rounds-empty">
          {t('rounds.mine.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <RoundTable
          rounds={data}
          testId="my-rounds"
          action={(round) => (
            <>
              <Button
                component={Link}
                to={pathFor(openPath(round))}
                size="sm"
                variant="light"
                data-testid="round-resume"
              >
                {t('rounds.mine.resume')}
              </Button>
              <RoundExitButton round={round} size="sm" />
            </>
          )}
        />
      )}
    </Stack>
  );
}

/** Round invitations to accept or decline (also on the dashboard). */
export function Invites() {
  const { t } = useTranslation();
  const { data } = useInvites();
  const join = useJoinFlow();
  const decline = useDeclineInvite();
  const { showError } = useFeedback();
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="round-invites">
      <Title order={3}>{t('rounds.invites.title')}</Title>
      {data.map((invite) => (
        <Card key={invite.id} withBorder padding="sm" data-testid="round-invite">
          <Group justify="space-between" wrap="wrap">
            <Text>{t('rounds.invites.from', { host: invite.host_display_name, title: invite.round_title })}</Text>
            <Group gap="xs">
              <Button
                size="sm"
                onClick={() => void join.accept(invite.round_id)}
                loading={join.pendingId === invite.round_id}
                data-testid="invite-accept"
              >
                {t('rounds.invites.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => decline.mutate(invite.round_id, { onError: (error) => showError(error) })}
                loading={decline.isPending && decline.variables === invite.round_id}
                data-testid="invite-decline"
              >
                {t('rounds.invites.decline')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The round lobby: my unfinished rounds, my invites, and the public rounds to join. */
export function RoundsLobbyPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { user } = useAuth();
  const [joining, setJoining] = useState(false);

  return (
    <Stack gap="lg" data-testid="rounds-lobby">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('rounds.lobby.title')}</PageTitle>
        <Group gap="sm">
          <Button component={Link} to={pathFor(roundPaths.create)} size="md" data-testid="round-create-open">
            {t('rounds.lobby.create')}
          </Button>
          <Button variant="default" size="md" onClick={() => setJoining(true)} data-testid="join-code-open">
            {t('rounds.joinLocal.open')}
          </Button>
        </Group>
      </Group>
      <PromotionStrip slot="round_list" />
      {user && (
        <Text size="sm" c="dimmed" data-testid="my-invite-name">
          {t('rounds.lobby.invitedByName', { name: user.display_name })}
        </Text>
      )}
      <Invites />
      <MyRounds />
      <PublicRounds />
      <JoinLocalDialog opened={joining} onClose={() => setJoining(false)} />
    </Stack>
  );
}
