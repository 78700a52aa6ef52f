import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Center,
  Code,
  Group,
  List,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DISPLAY_NAME_MAX, enums } from '@golf/contracts';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roundStartRefusal } from '@golf/golf';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumEntries, useEnumLabel } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { fieldError, fieldErrorsOf } from '../../../lib/forms/field-errors';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import type { Round } from '../api';
import { useFriends } from '../../friends/hooks/useFriends';
import { useKioskActive } from '../../kiosk/kiosk-store';
import { ReportButton } from '../../reports/components/ReportDialog';
import { useJoinFlow } from '../hooks/useJoinFlow';
import { useInvitePlayer, useRound, useRoundRoomEvents, useStartRound } from '../hooks/useRounds';
import { roundPaths } from '../paths';
import { modeUses } from '../round-form';
import { RoundExitButton } from './RoundExitButton';
import { GameModeLabel, isCancelledRound, RoundStatus } from './RoundStatus';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { WagerJoinRefusals } from '../../wagering/components/WagerJoinRefusals';
import { WagerSummary } from '../../wagering/components/WagerSummary';
import { useJoinRefusals } from '../../wagering/hooks/useWagering';

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

function Settings({ round }: { round: Round }) {
  const { t } = useTranslation();
  const visibility = useEnumLabel('round_visibility', round.visibility);
  const tee = useEnumLabel('teeing_type', round.tee);
  const elevation = useEnumLabel('elevation', round.elevation);
  const condition = useEnumLabel('game_condition', round.game_condition);
  const stimp = useEnumLabel('green_stimp', round.green_stimp);
  const holeGroup = useEnumLabel('hole_group', round.hole_group);
  // The gimme radius in the player's own unit, as the create form lists it.
  const unit = useAuth().user?.player_settings.unit_type ?? 'metric';
  const gimmes = useEnumEntries('gimme_distance', unit === 'metric' ? 'gimme_distance_metric' : 'gimme_distance');
  const gimme =
    round.gimme_distance === null
      ? t('rounds.form.noGimmes')
      : (gimmes.find((entry) => entry.value === round.gimme_distance)?.label ?? String(round.gimme_distance));
  const yesNo = (value: boolean) => (value ? t('rounds.room.yes') : t('rounds.room.no'));
  // Only what the mode plays by (the create form's rule): a range has no holes or tees to pick and
  // no mulligans (nor has closest to pin); gimmes and handicaps are for stroke and match play.
  const uses = modeUses(round.game_mode);
  const onRange = round.game_mode === enums.game_mode.driving_range;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="round-settings">
      <Setting label={onRange ? t('rounds.form.range') : t('rounds.form.course')}>{round.course.title}</Setting>
      <Setting label={t('rounds.form.gameMode')}>
        <GameModeLabel mode={round.game_mode} />
      </Setting>
      <Setting label={t('rounds.form.visibility')}>{visibility}</Setting>
      {uses.tee && <Setting label={t('rounds.form.tee')}>{tee}</Setting>}
      {uses.holes && (
        <Setting label={t('rounds.form.holeGroup')}>
          {round.hole_group === enums.hole_group.custom ? `${holeGroup}: ${round.holes.join(', ')}` : holeGroup}
        </Setting>
      )}
      <Setting label={t('rounds.form.elevation')}>{elevation}</Setting>
      <Setting label={t('rounds.form.gameCondition')}>{condition}</Setting>
      {/* The range's target greens roll at this speed too. */}
      <Setting label={t('rounds.form.greenStimp')}>{stimp}</Setting>
      {uses.mulligans && <Setting label={t('rounds.form.mulligans')}>{round.mulligans}</Setting>}
      {uses.tries && <Setting label={t('rounds.form.tries')}>{round.tries}</Setting>}
      {uses.gimmes && (
        <Setting label={t('rounds.form.gimmeDistance')}>
          <span data-testid="round-setting-gimme-distance">{gimme}</span>
        </Setting>
      )}
      {uses.gimmes && (
        <Setting label={t('rounds.form.gimmeOnSecondPut')}>
          <span data-testid="round-setting-gimme-second-putt">{yesNo(round.gimme_on_second_put)}</span>
        </Setting>
      )}
      {uses.handicap && (
        <Setting label={t('rounds.form.useHcp')}>
          <span data-testid="round-setting-use-hcp">{yesNo(round.use_hcp)}</span>
        </Setting>
      )}
      {round.restrict_hardware && (
        <Setting label={t('rounds.form.restrictHardware')}>{round.restrict_hardware}</Setting>
      )}
    </SimpleGrid>
  );
}

/** The host's invites while the round waits: the form, or that the round is full. */
function InvitePanel({ round }: { round: Round }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const invite = useInvitePlayer(round.id);
  const [displayName, setDisplayName] = useState('');
  const name = displayName.trim();
  // Friends not yet in the round or invited: picked, they fill in the name (the invite by name stays).
  const { data: friends } = useFriends();
  const taken = new Set([...round.players.map((p) => p.user_id), ...(round.invited ?? []).map((p) => p.user_id)]);
  const friendOptions = (friends?.friends ?? [])
    .filter((friend) => !taken.has(friend.id))
    .map((friend) => ({ value: friend.display_name, label: friend.display_name }));
  // Every place is taken by a player or an invite: inviting could only fail ("Max players reached").
  // Said here rather than by unmounting this panel, so the invite that filled the round still toasts.
  if (round.free_slots <= 0)
    return (
      <Text c="dimmed" data-testid="round-invite-full">
        {t('rounds.room.inviteFull')}
      </Text>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name) return;
        invite.mutate(name, {
          onSuccess: (sent) => {
            toast(t('rounds.room.invited', { name: sent.display_name }), { color: 'green' });
            setDisplayName('');
          },
        });
      }}
    >
      <Stack gap="xs" data-testid="round-invite-form">
        {friendOptions.length > 0 && (
          <Select
            label={t('rounds.room.inviteFriend')}
            placeholder={t('rounds.room.inviteFriendPlaceholder')}
            data={friendOptions}
            value={null}
            onChange={(picked) => picked && setDisplayName(picked)}
            searchable
            data-testid="round-invite-friend"
          />
        )}
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('rounds.room.inviteLabel')}
            description={t('rounds.room.inviteHint')}
            value={displayName}
            onChange={(event) => setDisplayName(event.currentTarget.value)}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="off"
            error={
              invite.error
                ? (fieldError(fieldErrorsOf(invite.error), 'display_name') ?? invite.error.message)
                : undefined
            }
            data-testid="round-invite-user"
          />
          <Button type="submit" loading={invite.isPending} disabled={!name} data-testid="round-invite-submit">
            {t('rounds.room.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A round before its start: the settings, who has joined (live, and read again every few seconds), the
 * join code of a local round, and for the host inviting players and starting play. Once the round
 * is under way it opens the round itself.
 */
export function RoundRoomPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { user } = useAuth();
  const kiosk = useKioskActive();
  const params = useParams();
  const id = Number(params.id);
  const { data: round, isPending, isError, error, refetch } = useRound(id);
  const isPlayer = round?.players.some((player) => player.user_id === user?.id) ?? false;
  const waiting = round?.play_status === enums.play_status.pending && round.round_status === enums.round_status.active;
  useRoundRoomEvents(id, waiting && isPlayer);
  // Who may not wager is told why before trying, with Join disabled (the server refuses the join anyway).
  const refusals = useJoinRefusals(round?.wager, waiting && !isPlayer);
  const start = useStartRound();
  const join = useJoinFlow();
  const { showError } = useFeedback();
  const startOnce = useOneAtATime((roundId: number) =>
    start.mutateAsync(roundId, { onError: (startError) => showError(startError) }),
  );
  const navigate = useNavigate();

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={pathFor(roundPaths.lobby)} replace />;
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (isError)
    return (
      <PageError
        title={t('rounds.loadError')}
        message={error.message}
        retryLabel={t('rounds.retry')}
        onRetry={() => void refetch()}
        testId="rounds-error"
      >
        <Button size="xs" variant="default" component={Link} to={pathFor(roundPaths.lobby)}>
          {t('rounds.backToLobby')}
        </Button>
      </PageError>
    );

  const isHost = round.host_id === user?.id;
  const active = round.round_status === enums.round_status.active;
  // Waiting to start (a cancelled round's play status is pending too, but it is no longer active).
  const pending = round.play_status === enums.play_status.pending && active;
  // Said before the host tries: the server refuses such a start with the same rule.
  const startRefusal = roundStartRefusal({
    gameMode: round.game_mode,
    hasWager: Boolean(round.wager),
    players: round.players.length,
  });
  const cancelled = isCancelledRound(round);
  // The round has started: players go to it.
  if (!pending && !cancelled && isPlayer && active) return <Navigate to={pathFor(roundPaths.play(round.id))} replace />;
  const toLobby = () => void navigate(pathFor(roundPaths.lobby));

  return (
    <Stack gap="lg" data-testid="round-room" data-round-id={round.id}>
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{round.title}</PageTitle>
        <Group gap="xs">
          <RoundStatus round={round} />
          {/* A kiosk session files no reports (decision 0087). */}
          {!isHost && !kiosk && <ReportButton entityType="round" entityId={round.id} />}
        </Group>
      </Group>
      <Settings round={round} />
      <WagerSummary
        wager={round.wager}
        nameOf={(id) => round.players.find((p) => p.user_id === id)?.display_name ?? String(id)}
        joining={!isPlayer && pending && refusals.length === 0}
      />
      <WagerJoinRefusals refusals={refusals} />

      {round.join_code && (
        <Card withBorder padding="md" data-testid="round-join-code">
          <Text size="sm">{t('rounds.room.joinCodeHint')}</Text>
          <Code fz={32} fw={700} style={{ letterSpacing: '0.3em' }} data-testid="round-join-code-value">
            {round.join_code}
          </Code>
        </Card>
      )}

      <Stack gap="xs">
        <Title order={3}>{t('rounds.room.players', { count: round.player_count, max: round.max_players })}</Title>
        <List spacing={4} data-testid="round-players-list">
          {round.players.map((player) => (
            <List.Item key={player.user_id} data-testid="round-player">
              <Group gap="xs">
                <Text>{player.display_name}</Text>
                {player.is_host && <Badge variant="light">{t('rounds.room.host')}</Badge>}
                {player.is_local && (
                  <Badge variant="light" color="grape">
                    {t('rounds.room.local')}
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
          {round.invited?.map((invitee) => (
            <List.Item key={`invited-${invitee.user_id}`} data-testid="round-invited">
              <Group gap="xs">
                <Text c="dimmed">{invitee.display_name}</Text>
                <Badge variant="outline" color="gray">
                  {t('rounds.room.invitedBadge')}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>

      {isHost && pending && <InvitePanel round={round} />}

      <Group gap="sm">
        {isHost && pending && (
          <Button
            size="lg"
            onClick={() => startOnce(round.id)}
            loading={start.isPending}
            disabled={startRefusal !== null}
            data-testid="round-start"
          >
            {t('rounds.room.start')}
          </Button>
        )}
        {isHost && pending && startRefusal && (
          <Text c="dimmed" data-testid="round-start-refused">
            {t(`rounds.room.startRefused.${startRefusal}`)}
          </Text>
        )}
        {!isHost && isPlayer && pending && (
          <Text c="dimmed" data-testid="round-waiting">
            {t('rounds.room.waiting')}
          </Text>
        )}
        {pending && isPlayer && <RoundExitButton round={round} size="lg" onDone={toLobby} />}
        {!isPlayer && pending && (
          <Button
            size="lg"
            onClick={() => join.join(round)}
            loading={join.pendingId === round.id}
            disabled={refusals.length > 0}
            data-testid="round-join"
          >
            {t('rounds.lobby.join')}
          </Button>
        )}
        {cancelled && (
          <Text c="dimmed" data-testid="round-cancelled">
            {t('rounds.room.cancelledRound')}
          </Text>
        )}
        {!pending && !cancelled && !isPlayer && (
          <Text c="dimmed" data-testid="round-not-joinable">
            {t('rounds.room.underWay')}
          </Text>
        )}
        <Button variant="default" component={Link} to={pathFor(roundPaths.lobby)} data-testid="round-back">
          {t('rounds.backToLobby')}
        </Button>
      </Group>
    </Stack>
  );
}
