import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { usePlayNow } from '../../game-menu/hooks/usePlayNow';

/** Quick round (the game menu's: a solo round started at once), the store and redeem. */
export function QuickActions() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const playNow = usePlayNow();
  return (
    <>
      <Group gap="sm" data-testid="dashboard-actions">
        <Button
          onClick={() => playNow.start('quickRound')}
          loading={playNow.pending === 'quickRound'}
          data-testid="dashboard-quick-round"
        >
          {t('rounds.quick.title')}
        </Button>
        <Button component={Link} to={pathFor('store')} variant="light" data-testid="dashboard-store">
          {t('nav.store')}
        </Button>
        <Button component={Link} to={pathFor('redeem')} variant="light" data-testid="dashboard-redeem">
          {t('nav.redeem')}
        </Button>
      </Group>
      {(playNow.unavailable ?? playNow.error) && (
        <Alert color="yellow" withCloseButton onClose={playNow.dismiss} data-testid="dashboard-quick-round-refused">
          {playNow.unavailable ?? playNow.error?.message}
        </Alert>
      )}
    </>
  );
}
