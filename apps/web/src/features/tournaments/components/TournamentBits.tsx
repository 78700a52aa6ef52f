import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TournamentDivision, TournamentStatus } from '@golf/contracts';
import { formatHandicap, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { divisionTerms } from '../leaderboard';
import { tokenName } from '../../wallets/balances';
import { TokenIcon } from '../../wallets/components/TokenIcon';
import { useTokenAmount } from '../../wallets/token-amount';

const statusColor: Record<TournamentStatus, string> = {
  draft: 'gray',
  upcoming: 'blue',
  live: 'red',
  finished: 'teal',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light" data-testid="tournament-status" data-status={status}>
      {t(`tournaments.status.${status}`)}
    </Badge>
  );
}

/** An amount of tokens with the token's icon and name: "50 Coins". */
export function Tokens({ amount, tokenType, testId }: { amount: number; tokenType: number; testId?: string }) {
  const tokenAmount = useTokenAmount();
  return (
    <Group gap={4} wrap="nowrap" component="span" data-testid={testId} data-amount={amount}>
      <TokenIcon token={tokenName(tokenType)} />
      <Text span size="sm">
        {tokenAmount(amount, tokenType)}
      </Text>
    </Group>
  );
}

/** The entry fee, or that entry is free. */
export function Fee({ amount, tokenType }: { amount: number; tokenType: number }) {
  const { t } = useTranslation();
  if (amount === 0)
    return (
      <Badge variant="light" color="gray" data-testid="tournament-fee" data-amount={0}>
        {t('tournaments.fee.free')}
      </Badge>
    );
  return (
    <Badge variant="light" color="blue" data-testid="tournament-fee" data-amount={amount}>
      <Tokens amount={amount} tokenType={tokenType} />
    </Badge>
  );
}

/** A division's terms in words: "Handicap 10 to below 20", "Ball speed up to 67 m/s (150 mph)". */
export function DivisionTerms({ division }: { division: TournamentDivision }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { key, values } = divisionTerms(division);
  const text = (value: number | undefined) =>
    value === undefined ? '' : formatNumber(value, locale, { maxDigits: 1 });
  const handicap = (value: number | undefined) =>
    value === undefined ? '' : formatHandicap(value, locale, { maxDigits: 1 });
  return (
    <>
      {t(`tournaments.divisions.terms.${key}`, {
        min: handicap(values.min),
        max: handicap(values.max),
        speed: text(values.speed),
        mph: text(values.mph),
      })}
    </>
  );
}
