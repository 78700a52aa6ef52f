import { useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { imageVariantUrl } from '@golf/contracts';
import type { User } from '../../../lib/auth/types';
import { meQueryKey } from '../../../lib/auth/user-api';
import { removeAvatar, uploadAvatar } from '../api';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** The player's picture: upload (the server checks the file and keeps resized copies), preview, remove. */
export function AvatarField({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      setNotice(done);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="profile-avatar">
      <Text fw={600}>{t('profile.avatar.title')}</Text>
      <Group align="center">
        <Avatar
          src={user.avatar ? imageVariantUrl(user.avatar, 320) : null}
          alt={t('profile.avatar.alt')}
          size={96}
          radius="xl"
          data-testid="profile-avatar-preview"
        >
          {user.display_name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              accept={ACCEPT}
              onChange={(file) => file && void run(() => uploadAvatar(file), t('profile.avatar.saved'))}
              inputProps={{ 'data-testid': 'profile-avatar-file' } as Record<string, string>}
            >
              {(props) => (
                <Button {...props} size="xs" loading={busy} data-testid="profile-avatar-upload">
                  {t('profile.avatar.upload')}
                </Button>
              )}
            </FileButton>
            {user.avatar && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => void run(removeAvatar, t('profile.avatar.removed'))}
                data-testid="profile-avatar-remove"
              >
                {t('profile.avatar.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile.avatar.hint')}
          </Text>
        </Stack>
      </Group>
      {error && (
        <Alert color="red" data-testid="profile-avatar-error">
          {error}
        </Alert>
      )}
      {notice && !error && (
        <Text size="sm" c="green" data-testid="profile-avatar-notice">
          {notice}
        </Text>
      )}
    </Stack>
  );
}
