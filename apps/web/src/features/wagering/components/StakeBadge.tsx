import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import type { RoundWager } from '../api';

/** The lobby's mark of a wager round: what joining stakes. */
export function StakeBadge({ wager }: { wager: RoundWager | null }) {
  const { t } = useTranslation();
  const token = useEnumLabel('token_type', wager?.token_type);
  if (!wager) return null;
  return (
    <Badge color="yellow" variant="light" data-testid="round-stake">
      {t('wagering.stake', { stake: wager.amount, token })}
    </Badge>
  );
}
