import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Club } from '@golf/contracts';
import { useTokenAmount } from '../../wallets/token-amount';

/** The club's member fee with its token, or that it has none. */
export function FeeText({ club }: { club: Pick<Club, 'member_fee' | 'member_fee_token_type'> }) {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  return (
    <Text size="sm" c="dimmed" data-testid="club-fee">
      {club.member_fee > 0
        ? t('clubs.fee', { amount: tokenAmount(club.member_fee, club.member_fee_token_type) })
        : t('clubs.free')}
    </Text>
  );
}
