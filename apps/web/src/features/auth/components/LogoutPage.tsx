import { useEffect } from 'react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { useLogout } from '../hooks/useLogout';

/** The logging-out screen: runs the logout, then says so. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { mutate, isSuccess } = useLogout();

  useEffect(() => {
    mutate();
  }, [mutate]);

  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{t('nav.logout')}</PageTitle>
      {isSuccess ? (
        <Alert title={t('logout.done')} data-testid="logout-done">
          {t('auth.signedOutHint')}
        </Alert>
      ) : (
        <Loader aria-label={t('logout.signingOut')} data-testid="logout-pending" />
      )}
      <Button component={Link} to={pathFor('')} variant="light">
        {t('logout.backToDashboard')}
      </Button>
    </Stack>
  );
}
