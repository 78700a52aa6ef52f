import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/** An honest page for a view whose feature is not built yet. */
export function ComingLaterPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <Alert title={t('comingLater.title')} data-testid="coming-later">
        {t('comingLater.page', { feature: title })}
      </Alert>
    </Stack>
  );
}
