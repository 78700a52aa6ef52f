import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTokenAmount } from '../../wallets/token-amount';
import type { RoundWager } from '../api';

/** The lobby's mark of a wager round: what joining stakes. */
export function StakeBadge({ wager }: { wager: RoundWager | null }) {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  if (!wager) return null;
  return (
    <Badge color="yellow" variant="light" data-testid="round-stake">
      {t('wagering.stake', { stake: tokenAmount(wager.amount, wager.token_type) })}
    </Badge>
  );
}
