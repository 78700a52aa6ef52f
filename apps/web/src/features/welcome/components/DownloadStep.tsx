import { useState } from 'react';
import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { useUpdateMe } from '../../../lib/auth/useUpdateMe';
import { GameDownloadCard } from '../../game-versions/components/GameDownloadCard';
import { WizardActions } from './WizardActions';

/** "Download and play": what the game download is, the download itself (or how to get it), and the opt-in. */
export function DownloadStep({ user, onBack, onNext }: { user: User; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const initial = user.download_opt_at !== null;
  const [optIn, setOptIn] = useState(initial);
  const update = useUpdateMe();

  const next = () => {
    if (optIn === initial) return onNext();
    update.mutate({ download_opt_in: optIn }, { onSuccess: onNext });
  };

  return (
    <Stack gap="sm" data-testid="welcome-step-download">
      <Text>{t('welcome.download.intro')}</Text>
      <List size="sm">
        <List.Item>{t('welcome.download.point1')}</List.Item>
        <List.Item>{t('welcome.download.point2')}</List.Item>
        <List.Item>{t('welcome.download.point3')}</List.Item>
      </List>
      <GameDownloadCard />
      {update.error && (
        <Alert color="red" data-testid="welcome-error">
          {update.error.message}
        </Alert>
      )}
      <Checkbox
        label={t('profile.fields.download_opt_in')}
        description={t('profile.settings.downloadHint')}
        checked={optIn}
        onChange={(event) => setOptIn(event.currentTarget.checked)}
        data-testid="welcome-download-opt-in"
      />
      <WizardActions onBack={onBack} onNext={next} busy={update.isPending} />
    </Stack>
  );
}
