import { Alert, BackgroundImage, Badge, Box, Group, Stack, Tabs, Text, Title, Avatar } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums, type Club } from '@golf/contracts';
import { NotFoundPage } from '../../../app/components/NotFoundPage';
import { useEnvironment } from '../../../app/environment-context';
import { isApiError } from '../../../lib/api';
import { useEnumLabel } from '../../../lib/enums';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { useClub, useClubLive } from '../hooks/useClubs';
import { ClubFeed } from './ClubFeed';
import { ClubHouse } from './ClubHouse';
import { ClubMembers } from './ClubMembers';
import { MembershipButton } from './MembershipButton';

const tabs = ['house', 'feed', 'members'] as const;
type Tab = (typeof tabs)[number];

/** Whether the caller may read the club's feed and members (decision 0085). */
export function canRead(club: Club): boolean {
  return club.visibility !== enums.round_visibility.private || club.my_status === enums.club_member_status.accepted;
}

const roleBadgeStyles = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

function Header({ club }: { club: Club }) {
  const { t } = useTranslation();
  const role = useEnumLabel('club_role', club.my_role);
  const content = (
    // The button drops to its own line once the name's column would fall below 22rem (a phone), so the name
    // wraps at its spaces and the badges show whole; on a wider screen it stays at the right.
    <Group p="md" align="flex-end" mih={club.cover_image ? 160 : undefined}>
      <Group wrap="nowrap" align="flex-end" style={{ flex: '1 1 22rem', minWidth: 0 }}>
        <Avatar src={club.badge} alt="" size={72} radius="md" data-testid="club-badge">
          {club.name.slice(0, 2)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* break-word, not anywhere: a 40-letter word still breaks, but normal names break only at spaces. */}
          <Title order={2} style={{ overflowWrap: 'break-word' }} data-testid="club-name">
            {club.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="club-member-count">
              {t('clubs.members', { count: club.cached_club_users_count })}
            </Badge>
            {club.visibility === enums.round_visibility.private && <Badge color="gray">{t('clubs.private')}</Badge>}
            {club.my_status === enums.club_member_status.accepted && (
              // A badge cuts its label with an ellipsis; the role must read whole, so it wraps instead.
              <Badge color="teal" h="auto" maw="100%" styles={roleBadgeStyles} data-testid="club-my-role">
                {t('clubs.yourRole', { role })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <MembershipButton club={club} />
    </Group>
  );
  return club.cover_image ? (
    <BackgroundImage src={club.cover_image} radius="md" data-testid="club-cover">
      <Box bg="rgba(255,255,255,0.85)">{content}</Box>
    </BackgroundImage>
  ) : (
    <Box bg="var(--mantine-color-gray-light)" style={{ borderRadius: 8 }}>
      {content}
    </Box>
  );
}

/** The club menu (spec §2): club house, club feed and members, under one header. */
export function ClubPage() {
  const { t } = useTranslation();
  const { id, tab } = useParams();
  const clubId = Number(id);
  // /clubs/abc or a club that does not exist: the app's not-found page, as for a tournament (no Try again).
  const valid = Number.isInteger(clubId) && clubId > 0;
  const active: Tab = tabs.includes(tab as Tab) ? (tab as Tab) : 'house';
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { data: club, isPending, isError, error, refetch } = useClub(clubId, valid);
  const member = club?.my_status === enums.club_member_status.accepted;
  useClubLive(clubId, member);

  if (!valid || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
  if (isPending) return <InlineLoader label={t('clubs.loading')} testId="club-loading" />;
  if (isError)
    return (
      <InlineError
        message={error.message}
        retryLabel={t('clubs.retry')}
        onRetry={() => void refetch()}
        testId="club-error"
      />
    );
  const readable = canRead(club);
  return (
    <Stack gap="md" data-testid="club-page">
      <Header club={club} />
      {club.my_status === enums.club_member_status.pending && (
        <Alert color="yellow" data-testid="club-pending">
          {t('clubs.pending')}
        </Alert>
      )}
      {club.invited && !club.my_status && <Alert data-testid="club-invited">{t('clubs.invited')}</Alert>}
      <Tabs value={active} onChange={(value) => void navigate(pathFor(`clubs/${clubId}/${value ?? 'house'}`))}>
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} data-testid={`club-tab-${name}`}>
              {t(`clubs.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {active === 'house' && <ClubHouse club={club} readable={readable} />}
      {active !== 'house' && !readable && (
        <Text c="dimmed" data-testid="club-members-only">
          {t('clubs.membersOnly')}
        </Text>
      )}
      {active === 'feed' && readable && <ClubFeed club={club} />}
      {active === 'members' && readable && <ClubMembers club={club} />}
    </Stack>
  );
}
