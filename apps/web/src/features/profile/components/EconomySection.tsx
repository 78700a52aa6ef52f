import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { WalletCards } from '../../wallets/components/WalletCards';
import { PurchaseLimitForm } from './PurchaseLimitForm';

/** Profile → economy: the wallets (live) and the monthly purchase limit with its waiting period. */
export function EconomySection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="economy-section">
      <Text size="sm" c="dimmed">
        {t('wallets.intro')}
      </Text>
      <WalletCards />
      <Divider />
      <PurchaseLimitForm user={user} />
    </Stack>
  );
}
