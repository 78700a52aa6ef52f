import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../lib/ui/PageTitle';
import { useEnvironment } from '../environment-context';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { pathFor } = useEnvironment();
  return (
    <Stack gap="md" align="flex-start" data-testid="not-found">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Text>{t('notFound.message', { path: pathname })}</Text>
      <Button component={Link} to={pathFor('')}>
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
