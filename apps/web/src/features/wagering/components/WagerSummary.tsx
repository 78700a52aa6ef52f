import { Alert, Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTokenAmount } from '../../wallets/token-amount';
import type { RoundWager } from '../api';
import { settlementLines } from '../wager-text';

/**
 * A wager round's money: the stake and the pot while it is open (and, to a player about to join,
 * what joining debits), then who won what and the house's fee, or that every stake went back.
 */
export function WagerSummary({
  wager,
  nameOf,
  joining = false,
}: {
  wager: RoundWager | null;
  nameOf?: (userId: number) => string;
  joining?: boolean;
}) {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  if (!wager) return null;
  const tokens = (amount: number) => tokenAmount(amount, wager.token_type);
  const amounts = { stake: tokens(wager.amount), pot: tokens(wager.pot) };
  return (
    <Alert color="yellow" title={t('wagering.title')} data-testid="round-wager-summary" data-state={wager.state}>
      <Group gap="md">
        <Text data-testid="round-wager-stake">{t('wagering.stake', amounts)}</Text>
        <Text fw={700} data-testid="round-wager-pot">
          {t('wagering.pot', amounts)}
        </Text>
        <Badge variant="light">{t(`wagering.states.${wager.state}`)}</Badge>
      </Group>
      {joining && wager.state === 'open' && (
        <Text size="sm" data-testid="round-wager-join-debit">
          {t('wagering.joinDebit', amounts)}
        </Text>
      )}
      {wager.minimum_raised && (
        <Text size="sm" data-testid="round-wager-raised">
          {t('wagering.raised', { min: wager.amount })}
        </Text>
      )}
      {wager.state === 'paid' && (
        <>
          <List size="sm" data-testid="round-wager-payouts">
            {settlementLines(wager, nameOf ?? String).map((line) => (
              <List.Item key={line.userId} data-testid={`round-wager-payout-${line.userId}`}>
                {t('wagering.won', { name: line.name, amount: tokens(line.amount) })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" data-testid="round-wager-fee">
            {t('wagering.fee', { fee: tokens(wager.fee ?? 0) })}
          </Text>
        </>
      )}
      {wager.state === 'review' && <Text size="sm">{t('wagering.review')}</Text>}
      {wager.state === 'refunded' && <Text size="sm">{t('wagering.refunded')}</Text>}
    </Alert>
  );
}
