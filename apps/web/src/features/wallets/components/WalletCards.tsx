import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { formatTokens, tokenName } from '../balances';
import { useWalletBalances } from '../hooks/useWallets';
import { TokenIcon } from './TokenIcon';

/** The user's wallets, one card per token type, live. */
export function WalletCards() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { wallets } = useWalletBalances();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="wallets">
      {wallets.map(({ token_type, balance }) => {
        const name = tokenName(token_type);
        return (
          <Paper key={token_type} withBorder radius="md" p="md" data-testid={`wallet-${name}`} data-balance={balance}>
            <Stack gap={2}>
              <Group gap={6} wrap="nowrap">
                <TokenIcon token={name} />
                <Text size="sm" c="dimmed">
                  {t(`wallets.tokens.${name}`)}
                </Text>
              </Group>
              <Text fz={28} fw={700} data-testid={`wallet-${name}-balance`}>
                {formatTokens(balance, locale)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
