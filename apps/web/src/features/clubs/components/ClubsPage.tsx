import { useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums, type Club } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useClubList } from '../hooks/useClubs';
import { CreateClubDialog } from './CreateClubDialog';
import { FeeText } from './FeeText';

function ClubCard({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  return (
    <Card withBorder padding="md" data-testid="club-card">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={club.badge} alt="" radius="md" size="lg">
          {club.name.slice(0, 2)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate data-testid="club-card-name">
            {club.name}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t('clubs.members', { count: club.cached_club_users_count })}</Badge>
            {club.visibility === enums.round_visibility.private && <Badge color="gray">{t('clubs.private')}</Badge>}
          </Group>
          <FeeText club={club} />
        </Stack>
        <Button component={Link} to={pathFor(`clubs/${club.id}`)} variant="light" data-testid="club-card-open">
          {t('clubs.open')}
        </Button>
      </Group>
    </Card>
  );
}

/** Clubs: public ones and the player's own, a search, and creating one. */
export function ClubsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<'all' | 'mine'>('all');
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError, error, refetch } = useClubList(search.trim(), scope === 'mine');
  return (
    <Stack gap="md" data-testid="clubs-page">
      <Group justify="space-between">
        <PageTitle>{t('clubs.title')}</PageTitle>
        <Button onClick={() => setCreating(true)} data-testid="club-create-open">
          {t('clubs.create.button')}
        </Button>
      </Group>
      <Group>
        <TextInput
          placeholder={t('clubs.search')}
          aria-label={t('clubs.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="clubs-search"
        />
        <SegmentedControl
          value={scope}
          onChange={(value) => setScope(value === 'mine' ? 'mine' : 'all')}
          data={[
            { value: 'all', label: t('clubs.all') },
            { value: 'mine', label: t('clubs.mine') },
          ]}
        />
      </Group>
      {isPending && <InlineLoader label={t('clubs.loading')} testId="clubs-loading" />}
      {isError && (
        <InlineError
          message={`${t('clubs.loadError')} ${error.message}`}
          retryLabel={t('clubs.retry')}
          onRetry={() => void refetch()}
          testId="clubs-error"
        />
      )}
      {data?.length === 0 && (
        <Text c="dimmed" data-testid="clubs-empty">
          {search.trim() ? t('clubs.noMatch', { search: search.trim() }) : t('clubs.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data?.map((club) => (
          <ClubCard key={club.id} club={club} />
        ))}
      </SimpleGrid>
      <CreateClubDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
