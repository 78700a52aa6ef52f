import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { serverEvents, translate } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { UPDATE_SCREEN } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { onServerEvent } from '../../../lib/realtime';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { canDownloadGame } from '../api';
import { useGameDownload, useLatestGameVersion } from '../hooks/useGameDownload';

/**
 * The game download and its update state: the latest version, a signed link for a player with
 * software_download (spec §8 "Missing software download" otherwise, with where to get it), and a
 * notice when staff release a new version while the page is open.
 */
export function GameDownloadCard({ updateLink = true }: { updateLink?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor, environment } = useEnvironment();
  const { user } = useAuth();
  const latest = useLatestGameVersion();
  const download = useGameDownload();
  const [releasedNow, setReleasedNow] = useState<string | null>(null);
  useEffect(() => onServerEvent(serverEvents.versionReleased, (release) => setReleasedNow(release.version)), []);

  const version = latest.data;
  // A link for an older version is no longer what the card offers.
  const link = download.data && version && download.data.version === version.version ? download.data : null;
  const allowed = user ? canDownloadGame(user) : false;

  return (
    <Card withBorder data-testid="game-download">
      <Stack gap="sm">
        <Title order={4}>{t('gameDownload.title')}</Title>
        {latest.isPending && <InlineLoader label={t('gameDownload.loading')} testId="game-download-loading" />}
        {latest.isError && (
          <InlineError
            message={t('gameDownload.error')}
            retryLabel={t('gameDownload.retry')}
            onRetry={() => void latest.refetch()}
            testId="game-download-error"
          />
        )}
        {version === null && (
          <Text c="dimmed" data-testid="game-download-none">
            {t('gameDownload.none')}
          </Text>
        )}
        {version && (
          <Text data-testid="game-download-version" data-version={version.version}>
            {t('gameDownload.latest', { version: version.version, date: formatDate(version.released_at, locale) })}
          </Text>
        )}
        {version && releasedNow === version.version && (
          <Alert color="blue" data-testid="game-update-available">
            {t('gameDownload.updateAvailable', { version: version.version })}
          </Alert>
        )}
        {version !== undefined && !allowed && (
          <Alert color="yellow" data-testid="game-download-missing">
            <Stack gap="xs">
              <Text size="sm">{translate(locale, 'errors.users.missing_software_download')}</Text>
              <Text size="sm">{t('gameDownload.howToGet')}</Text>
              <Group gap="xs">
                <Button component={Link} to={pathFor('store')} size="xs" variant="light">
                  {t('nav.store')}
                </Button>
                <Button component={Link} to={pathFor('redeem')} size="xs" variant="light">
                  {t('nav.redeem')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {version && allowed && !version.has_build && <Text c="dimmed">{t('gameDownload.noBuild')}</Text>}
        {version && allowed && version.has_build && !link && (
          <Group>
            <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="game-download-request">
              {t('gameDownload.request', { version: version.version })}
            </Button>
          </Group>
        )}
        {link && (
          <Stack gap={4}>
            <Anchor href={link.url} download data-testid="game-download-link">
              {t('gameDownload.link', { version: link.version })}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('gameDownload.expires', { time: formatDateTime(link.expires_at, locale) })}
            </Text>
          </Stack>
        )}
        {/* In the game client the update screen installs it: the wizard's "download and play" step leads there. */}
        {updateLink && environment === 'game' && version && allowed && (
          <Group>
            <Button component={Link} to={pathFor(UPDATE_SCREEN)} variant="light" data-testid="game-update-open">
              {t('gameUpdate.open')}
            </Button>
          </Group>
        )}
        {download.error && (
          <Alert color="red" data-testid="game-download-refused">
            {download.error.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
