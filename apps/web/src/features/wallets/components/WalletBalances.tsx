import { Badge, Group, Loader, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useLocale } from '../../../lib/i18n';
import { DeferredTooltip } from '../../../lib/ui/DeferredTooltip';
import { formatTokens, tokenName } from '../balances';
import { useWalletBalances } from '../hooks/useWallets';
import { TokenIcon } from './TokenIcon';

const colors = { coins: 'yellow', diamonds: 'cyan' } as const;

/**
 * The header's balances (coins and diamonds), live through wallet.updated. Each links to the
 * profile's economy section. The raw number is in data-balance (absent until it is known).
 */
export function WalletBalances({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const { wallets, loaded } = useWalletBalances();
  return (
    <UnstyledButton
      component={Link}
      to={pathFor(`${viewPaths.profile}/economy`)}
      aria-label={t('wallets.balancesLabel')}
      data-testid="wallet-balances"
    >
      <Group gap={6} wrap="nowrap">
        {wallets.map(({ token_type, balance }) => {
          const name = tokenName(token_type);
          const label = t(`wallets.tokens.${name}`);
          return (
            <DeferredTooltip key={token_type} label={label} withArrow>
              <Badge
                size={size}
                variant="light"
                color={colors[name]}
                aria-label={t('wallets.balanceOf', { token: label, amount: formatTokens(balance, locale) })}
                data-testid={`wallet-balance-${name}`}
                data-balance={loaded ? balance : undefined}
                leftSection={<TokenIcon token={name} size={12} />}
              >
                {loaded ? formatTokens(balance, locale) : <Loader size={10} type="dots" color={colors[name]} />}
              </Badge>
            </DeferredTooltip>
          );
        })}
      </Group>
    </UnstyledButton>
  );
}
