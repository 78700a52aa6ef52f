import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { WalletCards } from '../../wallets/components/WalletCards';
import { WageringStatusCard } from '../../wagering/components/WageringStatusCard';
import { PurchaseLimitForm } from './PurchaseLimitForm';

/** Profile → economy: the wallets (live), whether the player may wager, and the monthly purchase limit. */
export function EconomySection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="economy-section">
      <Text size="sm" c="dimmed">
        {t('wallets.intro')}
      </Text>
      <WalletCards />
      <WageringStatusCard />
      <Divider />
      <PurchaseLimitForm user={user} />
    </Stack>
  );
}
