import { useState } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { enums, type Club, type ClubMember, type ClubRound } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import { useEnumLabel } from '../../../lib/enums';
import { ReportButton } from '../../reports/components/ReportDialog';
import { fetchMyRounds, inviteToRound, roundKeys } from '../../rounds/api';
import { useClubMembers, useClubRounds, useShareRound } from '../hooks/useClubs';
import { ClubSettings } from './ClubSettings';
import { FeeText } from './FeeText';

/** A member who hosts the round invites another member to it, by the rounds' own invite (decision 0086). */
function InviteMember({ round, members }: { round: ClubRound; members: ClubMember[] }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const [name, setName] = useState<string | null>(null);
  const invite = useMutation({ mutationFn: (displayName: string) => inviteToRound(round.id, displayName) });
  const choices = members
    .filter((m) => m.status === enums.club_member_status.accepted && m.user_id !== round.host_id && m.display_name)
    .map((m) => ({ value: m.display_name!, label: m.display_name! }));
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('clubs.rounds.invite')}
        data={choices}
        value={name}
        onChange={setName}
        searchable
        size="xs"
        data-testid={`club-round-invite-${round.id}`}
      />
      <Button
        size="xs"
        disabled={!name}
        loading={invite.isPending}
        onClick={() =>
          name && invite.mutate(name, { onSuccess: () => toast(t('clubs.rounds.invitedMember', { name })) })
        }
      >
        {t('clubs.rounds.inviteSubmit')}
      </Button>
    </Group>
  );
}

function RoundCard({ round, members, mine }: { round: ClubRound; members: ClubMember[]; mine: boolean }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const mode = useEnumLabel('game_mode', round.game_mode);
  return (
    <Card withBorder padding="sm" data-testid="club-round">
      <Stack gap={4}>
        <Text fw={600}>{round.title}</Text>
        <Text size="sm" c="dimmed">
          {mode} · {t('clubs.rounds.players', { count: round.player_count, max: round.max_players })}
        </Text>
        <Text size="sm">{t('clubs.rounds.host', { name: round.host_display_name ?? '—' })}</Text>
        <Group>
          <Button component={Link} to={pathFor(`rounds/${round.id}/lobby`)} size="xs" variant="light">
            {t('clubs.rounds.open')}
          </Button>
        </Group>
        {mine && <InviteMember round={round} members={members} />}
      </Stack>
    </Card>
  );
}

/** Shares one of the rounds the member hosts, not yet started, with the club. */
function ShareRound({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [roundId, setRoundId] = useState<string | null>(null);
  const share = useShareRound(club.id);
  const mine = useQuery({ queryKey: roundKeys.mine, queryFn: ({ signal }) => fetchMyRounds(signal) });
  const hosted = (mine.data ?? []).filter(
    (round) => round.host_id === user?.id && round.play_status === enums.play_status.pending,
  );
  if (!hosted.length)
    return (
      <Text size="sm" c="dimmed">
        {t('clubs.rounds.noneToShare')}
      </Text>
    );
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('clubs.rounds.share')}
        data={hosted.map((round) => ({ value: String(round.id), label: round.title }))}
        value={roundId}
        onChange={setRoundId}
        data-testid="club-share-round"
      />
      <Button
        disabled={!roundId}
        loading={share.isPending}
        onClick={() => roundId && share.mutate(Number(roundId), { onSuccess: () => setRoundId(null) })}
      >
        {t('clubs.rounds.shareSubmit')}
      </Button>
    </Group>
  );
}

/** The club house: about, fee, the club's upcoming rounds, and the administrators' settings. */
export function ClubHouse({ club, readable }: { club: Club; readable: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const member = club.my_status === enums.club_member_status.accepted;
  const rounds = useClubRounds(club.id, readable);
  const members = useClubMembers(club.id, member);
  return (
    <Stack gap="lg" data-testid="club-house">
      <Stack gap={4}>
        <Title order={4}>{t('clubs.about')}</Title>
        <Text style={{ whiteSpace: 'pre-line' }} c={club.description ? undefined : 'dimmed'}>
          {club.description ?? t('clubs.noDescription')}
        </Text>
        <FeeText club={club} />
        {/* Players not in the club read it in the header, in place of Join (MembershipButton). */}
        {!club.accepting_new_members && club.my_status !== null && <Text size="sm">{t('clubs.closed')}</Text>}
        {club.my_role !== enums.club_role.administrator && (
          <Group>
            <ReportButton entityType="club" entityId={club.id} />
          </Group>
        )}
      </Stack>
      {readable && (
        <Stack gap="sm">
          <Title order={4}>{t('clubs.rounds.title')}</Title>
          {rounds.data?.length === 0 && (
            <Text c="dimmed" size="sm" data-testid="club-rounds-empty">
              {t('clubs.rounds.empty')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {rounds.data?.map((round) => (
              <RoundCard key={round.id} round={round} members={members.data ?? []} mine={round.host_id === user?.id} />
            ))}
          </SimpleGrid>
          {member && <ShareRound club={club} />}
        </Stack>
      )}
      {club.my_role === enums.club_role.administrator && member && <ClubSettings club={club} />}
    </Stack>
  );
}
