import { useState } from 'react';
import { Alert, Avatar, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums, type Club, type ClubMember } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnumEntries, useEnumLabel } from '../../../lib/enums';
import { useFeedback } from '../../../lib/feedback';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { useAssignRole, useClubMembers, useDecideRequest, useInviteToClub, useLeaveClub } from '../hooks/useClubs';

const { administrator, moderator, member: plain } = enums.club_role;
const { accepted, pending } = enums.club_member_status;

/** What the caller may do to `target` (decision 0086). */
function powers(club: Club, target: ClubMember, selfId: number | undefined) {
  const mine = club.my_status === accepted ? club.my_role : null;
  const self = target.user_id === selfId;
  return {
    assign: mine === administrator,
    remove:
      !self &&
      target.role !== administrator &&
      (mine === administrator || (mine === moderator && target.role === plain)),
  };
}

function MemberRow({ club, member }: { club: Club; member: ClubMember }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { confirm, toast } = useFeedback();
  const roles = useEnumEntries('club_role');
  const role = useEnumLabel('club_role', member.role);
  const assign = useAssignRole(club.id);
  const remove = useLeaveClub(club.id);
  const can = powers(club, member, user?.id);
  const name = member.display_name ?? '—';
  return (
    // The actions drop below the name once the name would get under 12rem (a phone), so no button is cut.
    <Group data-testid="club-member" justify="flex-end">
      <Group wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Avatar src={member.avatar} radius="xl" alt="">
          {name.slice(0, 2)}
        </Avatar>
        <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'break-word' }} data-testid="club-member-name">
          {name}
          {member.user_id === user?.id && ` (${t('clubs.membersTab.you')})`}
        </Text>
      </Group>
      <Group wrap="nowrap">
        {can.assign ? (
          <Select
            aria-label={t('clubs.membersTab.role')}
            size="xs"
            w={160}
            data={roles.map((e) => ({ value: String(e.value), label: e.label }))}
            value={String(member.role)}
            allowDeselect={false}
            disabled={assign.isPending}
            onChange={(value) => {
              if (!value) return;
              const label = roles.find((e) => String(e.value) === value)?.label ?? value;
              assign.mutate(
                { userId: member.user_id, role: Number(value) },
                { onSuccess: () => toast(t('clubs.membersTab.roleChanged', { name, role: label })) },
              );
            }}
            data-testid={`club-member-role-${member.user_id}`}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="club-member-role">
            {role}
          </Text>
        )}
        {can.remove && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            data-testid="club-member-remove"
            onClick={() =>
              void confirm({
                title: t('clubs.membersTab.remove'),
                message: t('clubs.membersTab.removeConfirm', { name }),
                danger: true,
              }).then((yes) => yes && remove.mutate(member.user_id))
            }
          >
            {t('clubs.membersTab.remove')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

function PendingRow({ club, member }: { club: Club; member: ClubMember }) {
  const { t } = useTranslation();
  const decide = useDecideRequest(club.id);
  return (
    // As a member row: the buttons drop below a name that would get under 12rem.
    <Group data-testid="club-request" justify="flex-end">
      <Text style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }} data-testid="club-request-name">
        {member.display_name ?? '—'}
      </Text>
      <Button
        size="xs"
        loading={decide.isPending}
        onClick={() => decide.mutate({ userId: member.user_id, action: 'approve' })}
        data-testid={`club-approve-${member.user_id}`}
      >
        {t('clubs.membersTab.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={decide.isPending}
        onClick={() => decide.mutate({ userId: member.user_id, action: 'decline' })}
        data-testid={`club-decline-${member.user_id}`}
      >
        {t('clubs.membersTab.decline')}
      </Button>
    </Group>
  );
}

function InviteForm({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { toast } = useFeedback();
  const invite = useInviteToClub(club.id);
  const [name, setName] = useState('');
  // "No player is called …" is the name's own error; anything else is said above the form.
  const nameError = fieldError(fieldErrorsOf(invite.error), 'display_name');
  const error = formErrorOf(invite.error, ['display_name']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(name, {
          onSuccess: () => {
            toast(t('clubs.membersTab.invitedPlayer', { name }));
            setName('');
          },
        });
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('clubs.membersTab.invite')}
            placeholder={t('clubs.membersTab.inviteName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            data-testid="club-invite-name"
          />
          <Button type="submit" disabled={!name.trim()} loading={invite.isPending} data-testid="club-invite-submit">
            {t('clubs.membersTab.inviteSubmit')}
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </form>
  );
}

/** Members with their roles and the actions the caller's role allows; requests for administrators and moderators. */
export function ClubMembers({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useClubMembers(club.id, true);
  const staff = club.my_status === accepted && (club.my_role === administrator || club.my_role === moderator);
  const requests = data?.filter((m) => m.status === pending) ?? [];
  return (
    <Stack gap="md" data-testid="club-members">
      {isPending && <InlineLoader label={t('clubs.loading')} testId="club-members-loading" />}
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('clubs.retry')}
          onRetry={() => void refetch()}
          testId="club-members-error"
        />
      )}
      {staff && (
        <Card withBorder>
          <Stack gap="sm">
            <Title order={5}>{t('clubs.membersTab.pendingTitle')}</Title>
            {requests.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('clubs.membersTab.noPending')}
              </Text>
            )}
            {requests.map((m) => (
              <PendingRow key={m.user_id} club={club} member={m} />
            ))}
            <InviteForm club={club} />
          </Stack>
        </Card>
      )}
      <Title order={5}>{t('clubs.membersTab.title')}</Title>
      {data
        ?.filter((m) => m.status === accepted)
        .map((m) => (
          <MemberRow key={m.user_id} club={club} member={m} />
        ))}
    </Stack>
  );
}
