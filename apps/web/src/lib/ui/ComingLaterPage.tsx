import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/** The honest notice for a feature that is not built yet. */
export function ComingLaterNotice({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <Alert title={t('comingLater.title')} data-testid="coming-later">
      {t('comingLater.page', { feature })}
    </Alert>
  );
}

/** An honest page for a view whose feature is not built yet. */
export function ComingLaterPage({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <ComingLaterNotice feature={title} />
    </Stack>
  );
}
